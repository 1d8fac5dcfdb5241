import type { ReactNode } from 'react';
import { cx } from '../ui/class-names.ts';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The row that matters most (what arrives), set larger. */
  emphasis?: boolean;
  testId?: string;
}

/** The details of an action as the confirmation step repeats them, label left and value right. */
export function SummaryList({ rows, className }: { rows: SummaryRow[]; className?: string }) {
  return (
    <dl className={cx('divide-y divide-line rounded-xl border border-line bg-space-950/50', className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-start justify-between gap-4 px-4 py-3">
          <dt className="shrink-0 text-sm text-ink-muted">{row.label}</dt>
          <dd
            data-testid={row.testId}
            className={cx(
              'min-w-0 text-right break-all tabular-nums',
              row.emphasis ? 'text-base font-semibold text-plasma' : 'text-sm text-ink',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
