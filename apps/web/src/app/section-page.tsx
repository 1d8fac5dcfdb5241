import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useTranslation } from '../lib/i18n/use-translation.ts';

export const SECTION_NAMES = [
  'affiliateProgram',
  'benefits',
  'farm',
  'memberDetails',
  'nft',
  'myTeam',
  'staking',
  'stakingDetail',
  'activeCenter',
  'm3Hub',
  'voteList',
  'voteDetail',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

const EXPLORE = [
  { key: 'ecosystem', to: ROUTES.ecosystem, accent: 'text-plasma' },
  { key: 'announcements', to: ROUTES.article, accent: 'text-nova' },
  { key: 'support', to: ROUTES.support, accent: 'text-[#b9a8ff]' },
] as const;

/** A section whose screens arrive with their own feature: its title and what it is for. */
export function SectionPage({ name }: { name: SectionName }) {
  const { t } = useTranslation('sections');
  return (
    <>
      <PageHeader title={t(`${name}.title`)} description={t(`${name}.description`)} />
      <Container className="py-12 sm:py-16">
        <section
          aria-labelledby="section-explore"
          className="panel relative overflow-hidden rounded-xl p-6 sm:p-8"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -right-10 -bottom-16 size-56 opacity-60"
          >
            <circle cx="100" cy="100" r="90" fill="none" stroke="rgb(125 249 255 / 0.18)" />
            <circle
              cx="100"
              cy="100"
              r="60"
              fill="none"
              stroke="rgb(139 108 255 / 0.25)"
              strokeDasharray="3 6"
            />
            <circle cx="100" cy="100" r="18" fill="rgb(125 249 255 / 0.12)" stroke="rgb(125 249 255 / 0.4)" />
            <circle cx="160" cy="60" r="4" fill="#ffb347" />
          </svg>
          <h2 id="section-explore" className="relative text-lg font-semibold">
            {t('explore.title')}
          </h2>
          <p className="relative mt-1 max-w-2xl text-sm text-ink-muted">{t('explore.description')}</p>
          <ul className="relative mt-6 flex flex-wrap gap-3">
            {EXPLORE.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={entry.to}
                  className="inline-flex items-center gap-2 rounded-full border border-line-strong bg-space-900/70 px-4 py-2 text-sm font-medium transition hover:border-plasma/50 hover:bg-space-800"
                >
                  <span aria-hidden="true" className={entry.accent}>
                    ●
                  </span>
                  {t(`explore.${entry.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
