import dayjs from 'dayjs';

/** The local calendar day of an instant (`YYYY-MM-DD`), for dates that are about a day, not a second. */
export function formatDay(value: Date | string | number): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '–';
}
