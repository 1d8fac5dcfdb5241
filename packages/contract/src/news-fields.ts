// The news values the web app needs at run time, kept free of zod so its pages stay small.

export const NEWS_CATEGORIES = ['announcement', 'official', 'video', 'ama'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Article ids are positive 32-bit integers (a Postgres `integer`). */
export const NEWS_ID_MAX = 2_147_483_647;

/** An article id written in decimal digits (no leading zeros, as the API takes it), or null when it is not one. */
export function parseNewsId(value: string): number | null {
  const text = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= NEWS_ID_MAX ? id : null;
}
