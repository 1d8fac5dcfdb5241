/**
 * A route's hooks of one kind (none, one or a list, as route options hold them) followed by
 * `hook`, as a new list: an `onRoute` hook adds its own without changing a list the route shares.
 */
export function withHook<T>(hooks: T | readonly T[] | undefined, hook: T): T[] {
  if (hooks === undefined) return [hook];
  return Array.isArray(hooks) ? [...hooks, hook] : [hooks as T, hook];
}
