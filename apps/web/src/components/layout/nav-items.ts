import { ROUTES } from '@colony/contract/routes';
import { LAUNCHPAD_URL } from '../../lib/config/launchpad-url.ts';

/** An in-app link; `to` may carry a query (`/avatar?id=1`), which then also decides whether it is active. */
export interface NavRouteItem {
  kind: 'route';
  /** Key under `nav.items` in common.json: `label` and, in menus, `description`. */
  key: string;
  to: string;
  /** A catalogue avatar's page: the link is labelled with that avatar's name, as its page shows it. */
  avatarId?: number;
}

export interface NavExternalItem {
  kind: 'external';
  key: string;
  href: string;
}

export type NavChild = NavRouteItem | NavExternalItem;

export interface NavSection {
  /** Heading key under `nav.sections`, for groups split into named sections. */
  key?: string;
  items: NavChild[];
}

export interface NavGroup {
  kind: 'group';
  key: string;
  sections: NavSection[];
}

export type NavEntry = NavRouteItem | NavGroup;

const route = (key: string, to: string): NavRouteItem => ({ kind: 'route', key, to });
const avatarRoute = (key: string, avatarId: number): NavRouteItem => ({
  kind: 'route',
  key,
  to: `${ROUTES.avatar}?id=${avatarId}`,
  avatarId,
});

/**
 * The header navigation of SPEC.md §2, shared by the desktop bar and the mobile drawer; the
 * launchpad's entry only where the build names one (`VITE_LAUNCHPAD_URL`).
 */
export function navEntries(launchpadUrl: string | undefined): NavEntry[] {
  return [
    route('home', ROUTES.home),
    route('ecosystem', ROUTES.ecosystem),
    route('defi', ROUTES.farm),
    route('develop', ROUTES.develop),
    {
      kind: 'group',
      key: 'activityCenter',
      sections: [
        {
          items: [
            route('activeCenter', ROUTES.activeCenter),
            route('voteCenter', ROUTES.voteList),
            ...(launchpadUrl ? [{ kind: 'external', key: 'launchpad', href: launchpadUrl } as const] : []),
            route('affiliateProgram', ROUTES.affiliateProgram),
          ],
        },
      ],
    },
    {
      kind: 'group',
      key: 'avatarCenter',
      sections: [
        {
          key: 'avatarDevelopment',
          items: [route('mainAvatar', `${ROUTES.avatar}?id=1`), route('trader', ROUTES.trader)],
        },
        {
          key: 'avatarAlliance',
          items: [
            route('mm', ROUTES.mm),
            route('ume', ROUTES.ume),
            route('mc', ROUTES.mc),
            avatarRoute('allianceAvatar15', 15),
            avatarRoute('allianceAvatar16', 16),
            avatarRoute('allianceAvatar17', 17),
          ],
        },
      ],
    },
    route('staking', ROUTES.staking),
    route('card', ROUTES.card),
    route('nft', ROUTES.nft),
    route('support', ROUTES.support),
    route('article', ROUTES.article),
    {
      kind: 'group',
      key: 'my',
      sections: [
        {
          items: [
            route('myAvatar', ROUTES.myAvatar),
            route('myOrder', ROUTES.myOrder),
            route('myAssets', ROUTES.myAssets),
            route('myTeam', ROUTES.myTeam),
          ],
        },
      ],
    },
  ];
}

export const NAV_ENTRIES: NavEntry[] = navEntries(LAUNCHPAD_URL);

/** The unlabelled entry to the farm (SPEC.md §2 "one hidden entry"): the orbit mark beside the logo. */
export const HIDDEN_FARM_PATH = ROUTES.farm;
