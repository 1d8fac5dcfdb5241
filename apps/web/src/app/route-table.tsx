import { ROUTES, type RouteName } from '@colony/contract/routes';
import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n/namespaces.ts';
import type { SectionName } from './section-page.tsx';

type PageModule = { default: ComponentType };

/**
 * Each route's page, loaded lazily. Routes whose content comes with a later feature
 * show the section page: the section's title and what it is for.
 */
function section(name: SectionName) {
  return async (): Promise<PageModule> => {
    const { SectionPage } = await import('./section-page.tsx');
    return { default: () => <SectionPage name={name} /> };
  };
}

export const PAGES: Record<RouteName, () => Promise<PageModule>> = {
  home: () => import('../features/home/pages/home-page.tsx'),
  avatar: () => import('../features/avatars/pages/avatar-page.tsx'),
  person: () => import('../features/person/pages/person-page.tsx'),
  affiliateProgram: () => import('../features/team/pages/affiliate-program-page.tsx'),
  benefits: () => import('../features/elite/pages/benefits-page.tsx'),
  farm: () => import('../features/staking/pages/farm-page.tsx'),
  memberDetails: () => import('../features/team/pages/member-details-page.tsx'),
  ecosystem: () => import('../features/ecosystem/pages/ecosystem-page.tsx'),
  news: () => import('../features/news/pages/news-page.tsx'),
  card: () => import('../features/card/pages/card-page.tsx'),
  mm: () => import('../features/assets/pages/mm-page.tsx'),
  mmDetail: () => import('../features/assets/pages/mm-detail-page.tsx'),
  mc: () => import('../features/assets/pages/mc-page.tsx'),
  ume: () => import('../features/assets/pages/ume-page.tsx'),
  trader: () => import('../features/assets/pages/trader-page.tsx'),
  nft: section('nft'),
  support: () => import('../features/support/pages/support-page.tsx'),
  myAvatar: () => import('../features/avatars/pages/my-avatars-page.tsx'),
  myTeam: () => import('../features/team/pages/my-team-page.tsx'),
  myAssets: () => import('../features/assets/pages/my-assets-page.tsx'),
  myOrder: () => import('../features/avatars/pages/my-orders-page.tsx'),
  queue: () => import('../features/avatars/pages/queue-page.tsx'),
  article: () => import('../features/news/pages/article-page.tsx'),
  articleDetail: () => import('../features/news/pages/article-detail-page.tsx'),
  staking: () => import('../features/staking/pages/staking-page.tsx'),
  stakingDetail: () => import('../features/staking/pages/staking-detail-page.tsx'),
  activeCenter: section('activeCenter'),
  m3Hub: section('m3Hub'),
  voteList: () => import('../features/governance/pages/vote-list-page.tsx'),
  voteDetail: () => import('../features/governance/pages/vote-detail-page.tsx'),
  develop: () => import('../features/develop/pages/develop-page.tsx'),
  developDetail: () => import('../features/develop/pages/develop-detail-page.tsx'),
};

/**
 * The translation namespaces each page reads besides `common`: its feature's, or
 * `sections` for the section pages, then the shared ones its components need. Loaded
 * together with `common` when the app starts on that page, instead of after the page's
 * code arrives.
 */
const PAGE_NAMESPACES: Record<RouteName, readonly [Namespace, ...Namespace[]]> = {
  home: ['home'],
  avatar: ['avatars', 'money'],
  person: ['person'],
  affiliateProgram: ['team'],
  benefits: ['elite', 'money'],
  farm: ['staking', 'money'],
  memberDetails: ['team', 'money'],
  ecosystem: ['ecosystem'],
  news: ['news'],
  card: ['card'],
  mm: ['assets', 'money'],
  mmDetail: ['assets', 'money'],
  mc: ['assets', 'money'],
  ume: ['assets', 'money'],
  trader: ['assets', 'money'],
  nft: ['sections'],
  support: ['support'],
  myAvatar: ['avatars', 'money'],
  myTeam: ['team', 'money'],
  myAssets: ['assets', 'money'],
  myOrder: ['avatars', 'money'],
  queue: ['avatars', 'money'],
  article: ['news'],
  articleDetail: ['news'],
  staking: ['staking', 'money'],
  stakingDetail: ['staking', 'money'],
  activeCenter: ['sections'],
  m3Hub: ['sections'],
  voteList: ['governance'],
  voteDetail: ['governance', 'money'],
  develop: ['develop'],
  developDetail: ['develop'],
};

/**
 * Pages whose first screen depends on who is signed in (the member's own data) or on the
 * query (which article). The build prerenders them as the page skeleton: at build time nobody
 * is signed in and there is no query, and a returning member must not see the signed-out
 * page, nor a reader "Article not found", before the app takes over.
 */
export const SKELETON_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'person',
  'memberDetails',
  'myAvatar',
  'myTeam',
  'myAssets',
  'myOrder',
  'queue',
  'mmDetail',
  'stakingDetail',
  'articleDetail',
  'developDetail',
  'voteDetail',
]);

export const ROUTE_ENTRIES = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  path: ROUTES[name],
  load: PAGES[name],
  namespaces: PAGE_NAMESPACES[name],
}));

/**
 * Starts downloading the page at `pathname` (its code and its translations'
 * namespaces) while the app itself starts, so the first render does not wait for
 * one after the other. Answers the namespaces for the first i18n load.
 */
export function preloadPage(pathname: string): Namespace[] {
  const entry = ROUTE_ENTRIES.find((candidate) => candidate.path === pathname);
  if (!entry) return [];
  // A failure here is the router's to show when it loads the page itself.
  entry.load().catch(() => {});
  return [...entry.namespaces];
}
