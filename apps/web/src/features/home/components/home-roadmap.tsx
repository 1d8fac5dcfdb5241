import type { RoadmapPhase } from '@colony/contract/home';
import { cx } from '../../../components/ui/class-names.ts';
import { Container } from '../../../components/ui/container.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SectionHeading } from './section-heading.tsx';

/** Phase 2 is when the MCD governance token arrives (SPEC.md §9). */
const MCD_PHASE = 'phase2';

function PhaseCard({ phase, index }: { phase: RoadmapPhase; index: number }) {
  const { t } = useTranslation('home');
  const mcd = phase.key === MCD_PHASE;
  return (
    <li className="relative flex flex-col">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <span
          aria-hidden="true"
          className={cx(
            'relative z-10 flex size-11 shrink-0 items-center justify-center rounded-full border font-mono text-sm font-bold',
            mcd
              ? 'border-nova/70 bg-nova/15 text-nova shadow-[0_0_24px_rgb(255_179_71/0.45)]'
              : 'border-plasma/50 bg-space-900 text-plasma',
          )}
        >
          {index + 1}
        </span>
        <p className="font-mono text-sm text-ink-muted">
          {t('roadmap.period', { from: phase.from, to: phase.to })}
        </p>
      </div>
      <div
        className={cx(
          'panel mt-5 flex-1 rounded-2xl p-6 sm:p-7',
          mcd && 'border-nova/35 bg-[linear-gradient(180deg,rgb(255_179_71/0.08),rgb(8_13_28/0.7))]',
        )}
      >
        <p className="text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase">
          {t('roadmap.phase', { number: index + 1 })}
        </p>
        <h3 className="mt-2 text-xl font-semibold text-ink">{phase.title}</h3>
        {mcd ? (
          <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-nova/40 bg-nova/10 px-3 py-1 text-xs font-semibold text-nova">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-nova" />
            {t('roadmap.mcd')}
          </p>
        ) : null}
        <ul className="mt-5 space-y-3">
          {phase.items.map((item) => (
            <li key={item} className="flex gap-3 text-sm text-ink-muted">
              <CheckIcon className={cx('mt-0.5 size-4 shrink-0', mcd ? 'text-nova' : 'text-plasma')} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function HomeRoadmap({ roadmap }: { roadmap: RoadmapPhase[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-roadmap"
      aria-labelledby="home-roadmap-title"
      className="render-when-near relative py-14 sm:py-16 lg:py-20"
    >
      <Container>
        <SectionHeading
          id="home-roadmap-title"
          eyebrow={t('roadmap.eyebrow')}
          title={t('roadmap.title')}
          lead={t('roadmap.lead')}
        />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-[1.375rem] right-0 left-0 hidden h-px bg-linear-to-r from-plasma/60 via-nova/60 to-nebula/40 lg:block"
          />
          <ol className="grid gap-10 lg:grid-cols-3 lg:gap-6">
            {roadmap === undefined
              ? [0, 1, 2].map((slot) => (
                  <li key={slot} aria-hidden="true" className="flex flex-col">
                    <Skeleton className="size-11 rounded-full" />
                    <div className="panel mt-5 rounded-2xl p-6 sm:p-7">
                      <Skeleton className="h-3 w-16" />
                      <Skeleton className="mt-3 h-6 w-2/3" />
                      {[0, 1, 2, 3].map((line) => (
                        <Skeleton key={line} className="mt-4 h-4 w-full" />
                      ))}
                    </div>
                  </li>
                ))
              : roadmap.map((phase, index) => <PhaseCard key={phase.key} phase={phase} index={index} />)}
          </ol>
        </div>
      </Container>
    </section>
  );
}
