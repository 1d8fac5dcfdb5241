import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ContactChannels } from '../components/contact-channels.tsx';
import { ContactForm } from '../components/contact-form.tsx';

export default function SupportPage() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="pt-8 pb-20 sm:pt-12">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-10">
          <section aria-labelledby="contact-form-title" className="panel rounded-xl p-5 sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold">
              {t('form.heading')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-ink-muted">{t('form.intro')}</p>
            <ContactForm />
          </section>
          <ContactChannels />
        </div>
      </Container>
    </>
  );
}
