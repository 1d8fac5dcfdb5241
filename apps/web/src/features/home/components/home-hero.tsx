import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ColonyOrbit } from './colony-orbit.tsx';

const RESOURCES = [
  { code: 'MM', key: 'hero.mm', tone: 'text-nova border-nova/30 bg-nova/5' },
  { code: 'MC', key: 'hero.mc', tone: 'text-plasma border-plasma/30 bg-plasma/5' },
  { code: 'UME', key: 'hero.ume', tone: 'text-[#b9a8ff] border-nebula/40 bg-nebula/10' },
] as const;

/** The pitch. Its text lives in the always-loaded common namespace so it paints before any data or chunk. */
export function HomeHero() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden">
      <Container className="relative grid items-center gap-12 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-24">
        <div className="relative z-10">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1
            id="home-hero-title"
            className="mt-6 text-[2.6rem] leading-[1.04] font-extrabold tracking-[-0.035em] text-ink sm:text-6xl lg:text-7xl"
          >
            {t('hero.title')} <span className="text-gradient">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-base text-ink-muted sm:text-lg">{t('hero.lead')}</p>
          <div className="mt-9 flex flex-col gap-3 min-[420px]:flex-row">
            <Link to={`${ROUTES.avatar}?id=1`} className={buttonClass({ size: 'lg' })}>
              {t('hero.primaryCta')}
              <ArrowRightIcon className="size-4" />
            </Link>
            <Link to={ROUTES.ecosystem} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('hero.secondaryCta')}
            </Link>
          </div>
          <div className="mt-10">
            <p className="text-xs font-medium tracking-[0.12em] text-ink-faint uppercase">
              {t('hero.resources')}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {RESOURCES.map((resource) => (
                <li
                  key={resource.code}
                  className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${resource.tone}`}
                >
                  <span className="font-mono text-xs font-bold">{resource.code}</span>
                  <span className="text-ink-muted">{t(resource.key)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ColonyOrbit />
      </Container>
    </section>
  );
}
