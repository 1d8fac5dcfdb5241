import { TOAST_DURATION_MS } from '@colony/contract/constants';
import { Toaster as Sonner, toast } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      toastOptions={{
        classNames: {
          toast:
            '!rounded-xl !border !border-line-strong !bg-space-850/95 !text-ink !shadow-pop backdrop-blur-xl',
          description: '!text-ink-muted',
        },
      }}
    />
  );
}

/** Short messages about the outcome of an action, shown for 2 s (SPEC.md §9). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
