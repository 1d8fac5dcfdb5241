import { CheckIcon } from '../ui/icons.tsx';

/** The result of a money dialog that stays open once done: a check and what happens next. */
export function DoneStep({ message, 'data-testid': testId }: { message: string; 'data-testid': string }) {
  return (
    <div data-testid={testId} className="flex flex-col items-center gap-3 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
        <CheckIcon className="size-6" />
      </span>
      <p className="text-sm text-ink-muted">{message}</p>
    </div>
  );
}
