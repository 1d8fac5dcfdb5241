import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header.tsx';

export const SECTION_NAMES = [
  'avatar',
  'person',
  'affiliateProgram',
  'benefits',
  'farm',
  'memberDetails',
  'mm',
  'mmDetail',
  'mc',
  'ume',
  'trader',
  'nft',
  'myAvatar',
  'myTeam',
  'myAssets',
  'myOrder',
  'queue',
  'staking',
  'stakingDetail',
  'activeCenter',
  'm3Hub',
  'voteList',
  'voteDetail',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** A section whose screens arrive with their own feature: its title and what it is for. */
export function SectionPage({ name }: { name: SectionName }) {
  const { t } = useTranslation('sections');
  return <PageHeader title={t(`${name}.title`)} description={t(`${name}.description`)} />;
}
