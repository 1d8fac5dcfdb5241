import { ROUTES } from '@colony/contract/routes';
import type { NavChild, NavEntry } from './nav-items.ts';

/** Detail screens light up the menu entry of the list they belong to. */
const PARENT_ROUTE: Record<string, string> = {
  [ROUTES.articleDetail]: ROUTES.article,
  [ROUTES.news]: ROUTES.article,
  [ROUTES.developDetail]: ROUTES.develop,
  [ROUTES.mmDetail]: ROUTES.mm,
  [ROUTES.stakingDetail]: ROUTES.staking,
  [ROUTES.voteDetail]: ROUTES.voteList,
};

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a link points at the current page. Links with a query (the avatar ids) match
 * only their own query, so /avatar?id=15 does not light up the main Avatar.
 */
export function isRouteActive(to: string, place: Place): boolean {
  const [path = '', query] = to.split('?');
  if (!query) return path === place.pathname || path === PARENT_ROUTE[place.pathname];
  if (path !== place.pathname) return false;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(place.search);
  return [...wanted].every(([key, value]) => current.get(key) === value);
}

export function isChildActive(child: NavChild, place: Place): boolean {
  return child.kind === 'route' && isRouteActive(child.to, place);
}

/** A group is active when one of its links is. */
export function isEntryActive(entry: NavEntry, place: Place): boolean {
  if (entry.kind === 'route') return isRouteActive(entry.to, place);
  return entry.sections.some((section) => section.items.some((item) => isChildActive(item, place)));
}
