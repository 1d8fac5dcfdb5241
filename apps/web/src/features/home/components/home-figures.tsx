import type { GlobalFigure } from '@colony/contract/home';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SectionHeading } from './section-heading.tsx';

const ACCENTS = ['from-plasma', 'from-nova', 'from-nebula', 'from-success'];

function FigureCard({ figure, index }: { figure: GlobalFigure; index: number }) {
  const { t } = useTranslation('home');
  const locale = currentLocale();
  const value = formatNumber(figure.value, { locale }) ?? String(figure.value);
  return (
    <div className="panel relative min-h-44 overflow-hidden rounded-2xl p-6 sm:p-7">
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-px bg-linear-to-r ${ACCENTS[index % ACCENTS.length]} to-transparent`}
      />
      <dt className="text-sm text-ink-muted">{t(`figures.labels.${figure.key}`)}</dt>
      <dd className="mt-3 text-4xl font-bold tracking-tight text-ink tabular-nums sm:text-5xl">
        {t('figures.plus', { value })}
      </dd>
      {figure.from === null ? null : (
        <dd className="mt-2 text-sm text-ink-faint">
          {t('figures.from', { value: formatNumber(figure.from, { locale }) })}
        </dd>
      )}
    </div>
  );
}

export function HomeFigures({ figures }: { figures: GlobalFigure[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-figures"
      aria-labelledby="home-figures-title"
      className="render-when-near py-14 sm:py-16 lg:py-20"
    >
      <Container>
        <SectionHeading
          id="home-figures-title"
          eyebrow={t('figures.eyebrow')}
          title={t('figures.title')}
          lead={t('figures.lead')}
        />
        <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures === undefined
            ? [0, 1, 2, 3].map((slot) => (
                <div key={slot} aria-hidden="true" className="panel min-h-44 rounded-2xl p-6 sm:p-7">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="mt-4 h-10 w-32 sm:h-12" />
                  <Skeleton className="mt-3 h-4 w-20" />
                </div>
              ))
            : figures.map((figure, index) => <FigureCard key={figure.key} figure={figure} index={index} />)}
        </dl>
      </Container>
    </section>
  );
}
