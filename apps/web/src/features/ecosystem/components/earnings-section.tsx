import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EARNINGS } from '../ecosystem-content.ts';
import { LineIcon } from './line-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

export function EarningsSection() {
  const { t } = useTranslation('ecosystem');
  return (
    <section aria-labelledby="earnings-title" className="border-y border-line bg-space-900/40 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="earnings-title"
          eyebrow={t('earnings.eyebrow')}
          title={t('earnings.title')}
          description={t('earnings.description')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {EARNINGS.map((earning) => (
            <li key={earning.key}>
              <Link
                to={earning.to}
                className="panel group flex h-full gap-4 rounded-xl p-5 transition duration-300 ease-out hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow sm:flex-col sm:gap-0"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-plasma/10 text-plasma ring-1 ring-plasma/25">
                  <LineIcon path={earning.icon} />
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <h3 className="font-semibold group-hover:text-plasma sm:mt-4">
                    {t(`earnings.items.${earning.key}.title`)}
                  </h3>
                  <p className="mt-1 flex-1 text-sm text-ink-muted">
                    {t(`earnings.items.${earning.key}.text`)}
                  </p>
                  <span className="mt-4 hidden text-xs font-semibold tracking-wide text-plasma uppercase sm:block">
                    {t('earnings.open')}
                    <span aria-hidden="true"> →</span>
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
