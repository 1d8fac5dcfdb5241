import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FEATURE_ICONS, FEATURES, STEPS } from '../card-content.ts';
import { CardVisual } from '../components/card-visual.tsx';

export default function CardPage() {
  const { t } = useTranslation('card');
  useDocumentTitle(`${t('title')} ${t('titleAccent')}`);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-48 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(139_108_255/0.22),transparent)]"
        />
        <Container className="relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10 lg:py-24">
          <div>
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1 className="mt-4 max-w-xl text-4xl font-bold sm:text-5xl lg:text-6xl">
              {t('title')} <span className="text-gradient">{t('titleAccent')}</span>
            </h1>
            <p className="mt-5 max-w-xl text-base text-ink-muted sm:text-lg">{t('description')}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <span className="inline-flex items-center gap-2 rounded-full border border-nova/50 bg-nova/10 px-4 py-2 text-sm font-semibold text-nova">
                <span aria-hidden="true" className="relative flex size-2.5">
                  <span className="absolute inline-flex size-full animate-ping rounded-full bg-nova opacity-60" />
                  <span className="relative inline-flex size-2.5 rounded-full bg-nova" />
                </span>
                {t('comingSoon')}
              </span>
              <Link
                to={`${ROUTES.article}?category=official`}
                className={buttonClass({ variant: 'secondary', size: 'md' })}
              >
                {t('followUpdates')}
              </Link>
            </div>
          </div>
          <div className="px-4 pb-8 sm:px-10">
            <CardVisual />
          </div>
        </Container>
      </section>

      <Container className="py-16 sm:py-20">
        <h2 className="text-2xl font-bold sm:text-3xl">{t('features.title')}</h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('features.description')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="panel rounded-xl p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-plasma/10 text-plasma ring-1 ring-plasma/25">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={FEATURE_ICONS[feature]} />
                </svg>
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`features.items.${feature}.title`)}</h3>
              <p className="mt-2 text-sm text-ink-muted">{t(`features.items.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </Container>

      <Container className="pb-20">
        <div className="panel rounded-xl p-6 sm:p-10">
          <h2 className="text-2xl font-bold">{t('steps.title')}</h2>
          <ol className="mt-8 grid gap-8 md:grid-cols-4 md:gap-6">
            {STEPS.map((step, index) => (
              <li key={step} className="relative flex gap-4 md:block">
                <div className="flex items-center gap-3">
                  <span
                    className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${index === 0 ? 'bg-plasma text-space-950' : 'border border-line-strong text-ink-muted'}`}
                  >
                    {index + 1}
                  </span>
                  {index < STEPS.length - 1 ? (
                    <span aria-hidden="true" className="hidden h-px flex-1 bg-line-strong md:block" />
                  ) : null}
                </div>
                <h3 className="mt-4 font-semibold">{t(`steps.items.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t(`steps.items.${step}.text`)}</p>
                {index === 0 ? (
                  <p className="mt-2 text-xs font-semibold tracking-wide text-plasma uppercase">
                    {t('steps.current')}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <p className="mt-10 border-t border-line pt-6 text-sm text-ink-muted">
            {t('steps.questions')}{' '}
            <Link to={ROUTES.support} className="font-medium text-plasma underline-offset-4 hover:underline">
              {t('steps.contact')}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
