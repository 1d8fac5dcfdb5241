import { ROUTES } from '@colony/contract/routes';

/** The three resources an Avatar produces and where each one goes (SPEC.md §1). */
export const RESOURCES = [
  { key: 'mm', symbol: 'MM', tone: 'nova', to: ROUTES.mm, next: ROUTES.trader },
  { key: 'mc', symbol: 'MC', tone: 'plasma', to: ROUTES.mc, next: ROUTES.mc },
  { key: 'ume', symbol: 'UME', tone: 'nebula', to: ROUTES.ume, next: ROUTES.voteList },
] as const;

export const AVATAR_ROUTE = `${ROUTES.avatar}?id=1`;

/** Every income stream of a member, with the screen where it is managed. */
export const EARNINGS = [
  { key: 'staking', to: ROUTES.staking, icon: 'M12 3v18 M7 8l5-5 5 5 M5 21h14' },
  {
    key: 'laserPool',
    to: ROUTES.farm,
    icon: 'M3 12h6 M15 12h6 M12 3v6 M12 15v6 M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  },
  {
    key: 'farm',
    to: ROUTES.farm,
    icon: 'M12 21v-9 M12 12c0-4 3-7 7-7 0 4-3 7-7 7z M12 15c0-3-2.5-5.5-6-5.5 0 3.5 2.5 5.5 6 5.5z',
  },
  { key: 'mining', to: ROUTES.farm, icon: 'M14 4l6 6 M17 7 5 19 M4 14l6 6 M9 9l6 6' },
  {
    key: 'referral',
    to: ROUTES.affiliateProgram,
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21a7 7 0 0 1 14 0 M19 8v6 M16 11h6',
  },
  {
    key: 'team',
    to: ROUTES.myTeam,
    icon: 'M12 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M5 13a2.5 2.5 0 1 0 0-5 M19 13a2.5 2.5 0 1 0 0-5 M6 20a6 6 0 0 1 12 0 M2 19a4 4 0 0 1 4-4 M22 19a4 4 0 0 0-4-4',
  },
  {
    key: 'bonus',
    to: ROUTES.activeCenter,
    icon: 'M4 11h16v10H4z M3 7h18v4H3z M12 7v14 M12 7c-2-3-6-3-6-1s3 1 6 1c3 0 6 1 6-1s-4-2-6 1',
  },
  {
    key: 'starLevel',
    to: ROUTES.benefits,
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  },
] as const;

/** The kinds of partner the colony works with (SPEC.md §1). */
export const PARTNERS = [
  {
    key: 'game',
    icon: 'M6 9h4 M8 7v4 M15 10h.01 M18 8h.01 M7 4h10a5 5 0 0 1 5 5v3a4 4 0 0 1-7 2.6L14 13h-4l-1 1.6A4 4 0 0 1 2 12V9a5 5 0 0 1 5-5z',
  },
  {
    key: 'metaverse',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  },
  { key: 'bank', icon: 'M3 10l9-6 9 6 M5 10v8 M10 10v8 M14 10v8 M19 10v8 M3 21h18' },
  { key: 'rwa', icon: 'M4 21V9l8-6 8 6v12 M9 21v-6h6v6 M12 3v3' },
  { key: 'dex', icon: 'M7 4 3 8l4 4 M3 8h14 M17 12l4 4-4 4 M21 16H7' },
  { key: 'layer2', icon: 'M12 3 3 8l9 5 9-5z M3 13l9 5 9-5 M3 18l9 5 9-5' },
  { key: 'exchange', icon: 'M4 19h16 M6 16V9 M10 16V5 M14 16v-6 M18 16V7' },
] as const;

export const GOVERNANCE_STEPS = ['proposal', 'vote', 'results', 'timeline'] as const;
