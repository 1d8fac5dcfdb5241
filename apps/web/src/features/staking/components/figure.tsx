import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';

/** One figure of a panel: a small label over its value, with an optional line under it. */
export function Figure({
  label,
  children,
  hint,
  className,
  'data-testid': testId,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd data-testid={testId} className="min-w-0 text-base font-semibold text-ink tabular-nums break-words">
        {children}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}
