const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The proposal of `/voteDetail?id=`, or null when `id` cannot name one. */
export function proposalIdFromSearch(search: URLSearchParams): string | null {
  const raw = search.get('id')?.trim() ?? '';
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
