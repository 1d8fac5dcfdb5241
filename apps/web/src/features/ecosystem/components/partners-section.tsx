import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PARTNERS } from '../ecosystem-content.ts';
import { LineIcon } from './line-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

export function PartnersSection() {
  const { t } = useTranslation('ecosystem');
  return (
    <section aria-labelledby="partners-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="partners-title"
          eyebrow={t('partners.eyebrow')}
          title={t('partners.title')}
          description={t('partners.description')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {PARTNERS.map((partner) => (
            <li key={partner.key} className="panel flex gap-4 rounded-xl p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-nova/10 text-nova ring-1 ring-nova/30">
                <LineIcon path={partner.icon} />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{t(`partners.items.${partner.key}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t(`partners.items.${partner.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
