/**
 * Queries whose answer depends on the signed-in member start with this segment, then the
 * member's address: a new login refetches them, the end of a session drops them.
 */
export const SESSION_QUERY_SCOPE = 'session';

export function sessionQueryKey(address: string, ...rest: readonly unknown[]) {
  return [SESSION_QUERY_SCOPE, address.toLowerCase(), ...rest] as const;
}
