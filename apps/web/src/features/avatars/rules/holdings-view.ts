import {
  AVATAR_KINDS,
  AVATAR_STATES,
  type AvatarKind,
  type AvatarState,
  type OwnedAvatar,
} from '@colony/contract/avatars';
import { producingFirst } from './producing-first.ts';

/** Cards a page of /myAvatar shows: two columns of six on a wide screen, a short scroll on a phone. */
export const HOLDINGS_PAGE_SIZE = 12;

/** The /myAvatar list as kept in the URL, so it can be shared: `?kind=alliance&state=spent&page=2`. */
export interface HoldingsView {
  kind: AvatarKind | undefined;
  state: AvatarState | undefined;
  /** 1-based. */
  page: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The view of a search string; unknown values show everything from the first page. */
export function holdingsViewFromSearch(search: URLSearchParams): HoldingsView {
  const page = Number(search.get('page'));
  return {
    kind: pick(search.get('kind'), AVATAR_KINDS),
    state: pick(search.get('state'), AVATAR_STATES),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The search string of a view, defaults left out; other parameters kept. */
export function searchOfHoldingsView(view: HoldingsView, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  set('kind', view.kind);
  set('state', view.state);
  set('page', view.page > 1 ? String(view.page) : undefined);
  return next;
}

export interface HoldingsPage {
  /** The avatars of the page shown: producing ones first, spent ones last. */
  avatars: OwnedAvatar[];
  /** How many match the filters, on every page. */
  matching: number;
  /** The page shown, within 1..pages (a page past the end shows the last). */
  page: number;
  pages: number;
  /**
   * How many each choice would show, given the other filter as it is (a type's count among the
   * chosen status, a status's among the chosen type), and `all` for the choice of every one.
   */
  kindCounts: Record<AvatarKind | 'all', number>;
  stateCounts: Record<AvatarState | 'all', number>;
}

function countBy<K extends string>(keys: readonly K[], values: readonly K[]): Record<K | 'all', number> {
  const counts = Object.fromEntries([...keys, 'all'].map((key) => [key, 0])) as Record<K | 'all', number>;
  for (const value of values) {
    counts[value] += 1;
    counts.all += 1;
  }
  return counts;
}

/** The page of the member's avatars a view shows, with the counts its filters offer. */
export function holdingsPage(avatars: readonly OwnedAvatar[], view: HoldingsView): HoldingsPage {
  const ordered = producingFirst(avatars);
  const ofKind = ordered.filter((avatar) => view.kind === undefined || avatar.kind === view.kind);
  const ofState = ordered.filter((avatar) => view.state === undefined || avatar.state === view.state);
  const matching = ofKind.filter((avatar) => view.state === undefined || avatar.state === view.state);
  const pages = Math.max(1, Math.ceil(matching.length / HOLDINGS_PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const start = (page - 1) * HOLDINGS_PAGE_SIZE;
  return {
    avatars: matching.slice(start, start + HOLDINGS_PAGE_SIZE),
    matching: matching.length,
    page,
    pages,
    kindCounts: countBy(
      AVATAR_KINDS,
      ofState.map((avatar) => avatar.kind),
    ),
    stateCounts: countBy(
      AVATAR_STATES,
      ofKind.map((avatar) => avatar.state),
    ),
  };
}
