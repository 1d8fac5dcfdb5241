import { progressPercent } from '../../lib/format/progress-percent.ts';
import { cx } from './class-names.ts';

/**
 * A requirement's progress: a labelled bar whose value screen readers read as `valueText`
 * ("$1,200 of $5,000"); a met requirement turns green.
 */
export function ProgressBar({
  label,
  current,
  required,
  valueText,
  className,
  'data-testid': testId,
}: {
  label: string;
  current: bigint;
  required: bigint;
  valueText: string;
  className?: string;
  'data-testid'?: string;
}) {
  const percent = progressPercent(current, required);
  const met = current >= required;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-testid={testId}
      data-met={met}
      className={cx('h-2 overflow-hidden rounded-full bg-space-700', className)}
    >
      <div
        className={cx('h-full rounded-full', met ? 'bg-success' : 'bg-linear-to-r from-plasma to-[#a9b8ff]')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
