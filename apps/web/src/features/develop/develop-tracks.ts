import { ROUTES } from '@colony/contract/routes';
import { LAUNCHPAD_URL } from '../../lib/config/launchpad-url.ts';

export type Accent = 'plasma' | 'nova' | 'nebula' | 'success';

export interface TrackLink {
  /** Label key under `tracks.<track>.links`. */
  key: string;
  to: string;
  external?: boolean;
}

export interface TrackList {
  /** Title and items under `tracks.<track>.lists.<key>`. */
  key: string;
  items: readonly string[];
  /** `ladder`: ranked levels, lowest first; `chips`: equal options. */
  style: 'ladder' | 'chips';
}

export interface DevelopTrack {
  key: string;
  accent: Accent;
  /** One 24 px line-icon path. */
  icon: string;
  /** Headline figures, `tracks.<track>.highlights.<key>.{value,label}`. */
  highlights: readonly string[];
  /** How to take part, `tracks.<track>.steps.<key>.{title,text}`. */
  steps: readonly string[];
  lists: readonly TrackList[];
  links: readonly TrackLink[];
}

/** The launchpad's link, where the build names one (`VITE_LAUNCHPAD_URL`). */
const launchpadLink = LAUNCHPAD_URL ? [{ key: 'launchpad', to: LAUNCHPAD_URL, external: true } as const] : [];

/**
 * The colony's development tracks, addressed by key in `/developDetail?id=<key>`.
 * Figures come from SPEC.md §9; all wording lives in the `develop` locale files.
 */
export const DEVELOP_TRACKS = [
  {
    key: 'launchpad',
    accent: 'plasma',
    icon: 'M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10z M12 9.5a1.5 1.5 0 1 0 0 .01 M9 16l-3 3 M15 16l3 3 M12 18v4',
    highlights: ['lock', 'rebate'],
    steps: ['apply', 'review', 'offering', 'distribution'],
    lists: [],
    links: [...launchpadLink, { key: 'activity', to: ROUTES.activeCenter }],
  },
  {
    key: 'elite',
    accent: 'nova',
    icon: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z M5 19h14',
    highlights: ['tiers', 'calls', 'review'],
    steps: ['join', 'grow', 'qualify', 'review'],
    lists: [
      {
        key: 'tiers',
        style: 'ladder',
        items: ['member', 'silver', 'gold', 'platinum', 'titanium', 'ambassador', 'globalElite'],
      },
      {
        key: 'requirements',
        style: 'chips',
        items: ['energy', 'output', 'community', 'niche', 'referrals'],
      },
      {
        key: 'benefits',
        style: 'chips',
        items: ['rebate', 'sponsorship', 'subsidy', 'calls'],
      },
    ],
    links: [
      { key: 'benefits', to: ROUTES.benefits },
      { key: 'member', to: ROUTES.memberDetails },
    ],
  },
  {
    key: 'mall',
    accent: 'success',
    icon: 'M4 7h16l-1.5 12h-13z M8 7a4 4 0 0 1 8 0',
    highlights: ['currency', 'categories'],
    steps: ['collect', 'browse', 'redeem'],
    lists: [{ key: 'tabs', style: 'chips', items: ['all', 'peripherals', 'travel', 'other'] }],
    links: [{ key: 'mc', to: ROUTES.mc }],
  },
  {
    key: 'laserPool',
    accent: 'nebula',
    icon: 'M3 12h5 M16 12h5 M12 3v5 M12 16v5 M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z M6 6l2 2 M16 16l2 2 M18 6l-2 2 M8 16l-2 2',
    highlights: ['lock', 'return'],
    steps: ['choose', 'join', 'produce', 'return'],
    lists: [{ key: 'statuses', style: 'chips', items: ['inProgress', 'completed', 'closed'] }],
    links: [{ key: 'farm', to: ROUTES.farm }],
  },
  {
    key: 'sponsorship',
    accent: 'nova',
    icon: 'M4 21V4 M4 4h13l-2 4 2 4H4',
    highlights: ['bonus', 'window', 'subsidy'],
    steps: ['host', 'sell', 'bonus'],
    lists: [],
    links: [{ key: 'activity', to: ROUTES.activeCenter }],
  },
  {
    key: 'rebate',
    accent: 'plasma',
    icon: 'M4 12a8 8 0 0 1 14-5.3 M20 12a8 8 0 0 1-14 5.3 M18 3v4h-4 M6 21v-4h4 M9.5 14.5l5-5 M9.5 9.5h.01 M14.5 14.5h.01',
    highlights: ['rebate', 'lock'],
    steps: ['qualify', 'launch', 'receive'],
    lists: [],
    links: [{ key: 'benefits', to: ROUTES.benefits }, ...launchpadLink],
  },
] as const satisfies readonly DevelopTrack[];

export type DevelopKey = (typeof DEVELOP_TRACKS)[number]['key'];

/** The track of `/developDetail?id=<key>`, or undefined for an unknown key. */
export function findTrack(key: string | null): DevelopTrack | undefined {
  return DEVELOP_TRACKS.find((track) => track.key === key);
}

export function trackHref(key: DevelopKey | string) {
  return `${ROUTES.developDetail}?id=${encodeURIComponent(key)}`;
}
