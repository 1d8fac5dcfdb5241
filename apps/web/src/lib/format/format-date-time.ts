import { DATE_FORMAT } from '@colony/contract/constants';
import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm:ss` in the visitor's local time (SPEC.md §9); null for an invalid date. */
export function formatDateTime(value: Date | number | string): string | null {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : null;
}
