/** The web app's routes (SPEC.md §2). */
export const ROUTES = {
  home: '/',
  avatar: '/avatar',
  person: '/person',
  affiliateProgram: '/affiliateProgram',
  benefits: '/benefits',
  farm: '/farm',
  memberDetails: '/memberDetails',
  ecosystem: '/ecosystem',
  news: '/news',
  card: '/card',
  mm: '/mm',
  mmDetail: '/mmDetail',
  mc: '/mc',
  ume: '/ume',
  trader: '/trader',
  nft: '/nft',
  support: '/support',
  myAvatar: '/myAvatar',
  myTeam: '/myTeam',
  myAssets: '/myAssets',
  myOrder: '/myOrder',
  queue: '/queue',
  article: '/article',
  articleDetail: '/articleDetail',
  staking: '/staking',
  stakingDetail: '/stakingDetail',
  activeCenter: '/activeCenter',
  m3Hub: '/m3Hub',
  voteList: '/voteList',
  voteDetail: '/voteDetail',
  develop: '/develop',
  developDetail: '/developDetail',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Paths where the footer is hidden. */
export const FOOTERLESS_PATHS: readonly string[] = [ROUTES.memberDetails, ROUTES.person, ROUTES.benefits];
