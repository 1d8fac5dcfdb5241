import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';

/** One figure of a grid: a small label over its value, with an optional line under it. */
export function FigureTile({
  label,
  children,
  hint,
  accent = false,
  className,
  'data-testid': testId,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  /** The figure that matters most in its group, set in the accent colour. */
  accent?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      className={cx(
        '@container flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-space-950/40 p-3 sm:p-4',
        className,
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        data-testid={testId}
        className={cx(
          // The figure's size follows the tile's width, so a million dollars with cents fits a phone's column.
          'min-w-0 text-sm font-semibold tabular-nums break-words @[8.5rem]:text-base @[11rem]:text-lg @[15rem]:text-2xl',
          accent ? 'text-plasma' : 'text-ink',
        )}
      >
        {children}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}
