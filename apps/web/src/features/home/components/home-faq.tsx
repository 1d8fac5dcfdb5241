import type { FaqItem } from '@colony/contract/home';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SectionHeading } from './section-heading.tsx';

/** Questions as native disclosures: keyboard and screen-reader support without script. */
export function HomeFaq({ faq }: { faq: FaqItem[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-faq"
      aria-labelledby="home-faq-title"
      className="render-when-near py-14 sm:py-16 lg:py-20"
    >
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-20">
        <SectionHeading
          id="home-faq-title"
          eyebrow={t('faq.eyebrow')}
          title={t('faq.title')}
          lead={t('faq.lead')}
        >
          <Link to={ROUTES.support} className={`${buttonClass({ variant: 'secondary' })} mt-8`}>
            {t('faq.contact')}
          </Link>
        </SectionHeading>
        <div className="divide-y divide-line border-y border-line">
          {faq === undefined
            ? [0, 1, 2, 3, 4].map((slot) => (
                <div key={slot} aria-hidden="true" className="flex h-[4.5rem] items-center">
                  <Skeleton className="h-5 w-3/4" />
                </div>
              ))
            : faq.map((item) => (
                <details key={item.id} className="group">
                  <summary className="flex min-h-[4.5rem] cursor-pointer list-none items-center justify-between gap-6 py-4 text-left text-base font-medium text-ink transition hover:text-plasma sm:text-lg [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-line-strong text-ink-muted transition group-open:rotate-45 group-open:border-plasma/60 group-open:text-plasma">
                      <PlusIcon className="size-4" />
                    </span>
                  </summary>
                  <p className="max-w-2xl pb-6 text-sm leading-relaxed text-ink-muted sm:text-base">
                    {item.answer}
                  </p>
                </details>
              ))}
        </div>
      </Container>
    </section>
  );
}
