import { ROUTES, type RouteName } from '@colony/contract/routes';
import type { ComponentType } from 'react';
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
  avatar: section('avatar'),
  person: () => import('../features/person/pages/person-page.tsx'),
  affiliateProgram: section('affiliateProgram'),
  benefits: section('benefits'),
  farm: section('farm'),
  memberDetails: section('memberDetails'),
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
  myAvatar: section('myAvatar'),
  myTeam: section('myTeam'),
  myAssets: () => import('../features/assets/pages/my-assets-page.tsx'),
  myOrder: section('myOrder'),
  queue: section('queue'),
  article: () => import('../features/news/pages/article-page.tsx'),
  articleDetail: () => import('../features/news/pages/article-detail-page.tsx'),
  staking: section('staking'),
  stakingDetail: section('stakingDetail'),
  activeCenter: section('activeCenter'),
  m3Hub: section('m3Hub'),
  voteList: section('voteList'),
  voteDetail: section('voteDetail'),
  develop: () => import('../features/develop/pages/develop-page.tsx'),
  developDetail: () => import('../features/develop/pages/develop-detail-page.tsx'),
};

export const ROUTE_ENTRIES = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  path: ROUTES[name],
  load: PAGES[name],
}));
