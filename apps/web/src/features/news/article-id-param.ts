import { newsId } from '@colony/contract/news';

/** The article id of `/articleDetail?id=N`, or null when missing or not a valid id. */
export function articleIdFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const parsed = newsId.safeParse(raw.trim());
  return parsed.success ? parsed.data : null;
}
