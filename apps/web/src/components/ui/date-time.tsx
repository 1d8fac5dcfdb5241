import dayjs from 'dayjs';
import { formatDateTime } from '../../lib/format/format-date-time.ts';
import { cx } from './class-names.ts';

/** A date as `YYYY-MM-DD HH:mm:ss` in local time, in a <time> element. */
export function DateTime({ value, className }: { value: Date | number | string; className?: string }) {
  const text = formatDateTime(value);
  if (text === null) return null;
  return (
    <time dateTime={dayjs(value).toISOString()} className={cx('tabular-nums', className)}>
      {text}
    </time>
  );
}
