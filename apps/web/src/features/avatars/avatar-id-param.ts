/** The main avatar: what `/avatar` shows without an id (SPEC.md §2). */
export const MAIN_AVATAR_ID = 1;

/** The largest catalogue id the API takes (the contract's `avatarId`). */
const MAX_AVATAR_ID = 1_000_000;

/** The avatar of `/avatar?id=N`: the main avatar without an id, null when `id` cannot name one. */
export function avatarIdFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null) return MAIN_AVATAR_ID;
  if (!/^[1-9][0-9]{0,6}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_AVATAR_ID ? id : null;
}
