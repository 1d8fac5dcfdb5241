import type { Partner } from '@colony/contract/home';
import { cx } from '../../../components/ui/class-names.ts';
import { Container } from '../../../components/ui/container.tsx';
import { ExternalIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PartnerEmblem } from './partner-emblem.tsx';
import { SectionHeading } from './section-heading.tsx';

const CARD = 'panel group relative flex h-full flex-col rounded-2xl p-6 transition duration-300';

function PartnerCard({ partner, featured }: { partner: Partner; featured: boolean }) {
  const { t } = useTranslation('home');
  return (
    <article
      className={cx(
        CARD,
        partner.url && 'hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow',
        featured && 'sm:p-8',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <PartnerEmblem kind={partner.kind} />
        <span className="rounded-full border border-line-strong px-2.5 py-1 text-[0.7rem] font-semibold tracking-[0.1em] text-ink-muted uppercase">
          {t(`partners.kinds.${partner.kind}`)}
        </span>
      </div>
      <h3 className={cx('mt-6 font-semibold text-ink', featured ? 'text-2xl' : 'text-lg')}>
        {partner.url ? (
          <a
            href={partner.url}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 after:rounded-2xl"
          >
            {partner.name}
            <span className="sr-only">{t('partners.newTab')}</span>
          </a>
        ) : (
          partner.name
        )}
      </h3>
      <p className={cx('mt-2 text-sm text-ink-muted', featured && 'max-w-md sm:text-base')}>
        {partner.description}
      </p>
      {partner.url ? (
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium text-plasma opacity-80 transition group-hover:opacity-100"
        >
          {t('partners.visit')}
          <ExternalIcon className="size-3.5" />
        </span>
      ) : null}
    </article>
  );
}

/** The seven partners, one per kind; the first card spans two columns so the grid closes evenly at two and four columns. */
export function HomePartners({ partners }: { partners: Partner[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-partners"
      aria-labelledby="home-partners-title"
      className="render-when-near py-14 sm:py-16 lg:py-20"
    >
      <Container>
        <SectionHeading
          id="home-partners-title"
          eyebrow={t('partners.eyebrow')}
          title={t('partners.title')}
          lead={t('partners.lead')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {partners === undefined
            ? [0, 1, 2, 3, 4, 5, 6].map((slot) => (
                <li key={slot} aria-hidden="true" className={cx(slot === 0 && 'sm:col-span-2')}>
                  <div className={cx(CARD, 'min-h-56')}>
                    <Skeleton className="size-14 rounded-2xl" />
                    <Skeleton className="mt-6 h-5 w-1/2" />
                    <Skeleton className="mt-3 h-4 w-full" />
                    <Skeleton className="mt-2 h-4 w-2/3" />
                  </div>
                </li>
              ))
            : partners.map((partner, index) => (
                <li key={partner.id} className={cx('min-h-56', index === 0 && 'sm:col-span-2')}>
                  <PartnerCard partner={partner} featured={index === 0} />
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}
