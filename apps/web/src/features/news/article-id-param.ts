import { parseNewsId } from '@colony/contract/news-fields';

/** The article id of `/articleDetail?id=N`, or null when missing or not a valid id. */
export function articleIdFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id');
  return raw === null ? null : parseNewsId(raw);
}
