import { GLOBAL_FIGURES } from '@colony/contract/constants';
import { Container } from '../../../components/ui/container.tsx';
import { NumberDisplay } from '../../../components/ui/number-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EarningsSection } from '../components/earnings-section.tsx';
import { EconomySection } from '../components/economy-section.tsx';
import { GovernanceSection } from '../components/governance-section.tsx';
import { PartnersSection } from '../components/partners-section.tsx';

const FIGURES = [
  { key: 'countries', value: GLOBAL_FIGURES.countries },
  { key: 'activeUsers', value: GLOBAL_FIGURES.activeUsers },
  { key: 'ecosystems', value: GLOBAL_FIGURES.ecosystems },
  { key: 'partners', value: GLOBAL_FIGURES.partners },
] as const;

export default function EcosystemPage() {
  const { t } = useTranslation('ecosystem');
  useDocumentTitle(`${t('hero.title')} ${t('hero.titleAccent')}`);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line">
        <svg
          aria-hidden="true"
          viewBox="0 0 600 600"
          className="pointer-events-none absolute top-1/2 right-[-12rem] w-[42rem] -translate-y-1/2 opacity-70 sm:right-[-6rem]"
        >
          <circle cx="300" cy="300" r="280" fill="none" stroke="rgb(125 249 255 / 0.12)" />
          <circle
            cx="300"
            cy="300"
            r="200"
            fill="none"
            stroke="rgb(139 108 255 / 0.18)"
            strokeDasharray="3 8"
          />
          <circle cx="300" cy="300" r="120" fill="none" stroke="rgb(255 179 71 / 0.18)" />
          <circle cx="300" cy="300" r="46" fill="rgb(125 249 255 / 0.08)" stroke="rgb(125 249 255 / 0.35)" />
          <circle cx="500" cy="160" r="6" fill="#ffb347" />
          <circle cx="140" cy="440" r="5" fill="#7df9ff" />
          <circle cx="420" cy="380" r="4" fill="#8b6cff" />
        </svg>
        <Container className="relative py-14 sm:py-20 lg:py-24">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold sm:text-5xl lg:text-6xl">
            {t('hero.title')} <span className="text-gradient">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-base text-ink-muted sm:text-lg">{t('hero.description')}</p>
          <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.key} className="border-l border-line-strong pl-4">
                <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                  {t(`hero.figures.${figure.key}`)}
                </dt>
                <dd className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
                  <NumberDisplay value={figure.value} compact />
                  <span className="text-plasma">+</span>
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <EconomySection />
      <EarningsSection />
      <PartnersSection />
      <GovernanceSection />
    </>
  );
}
