import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { ArrowRightIcon } from '../components/ui/icons.tsx';
import { useDocumentTitle } from '../components/ui/use-document-title.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="relative flex min-h-[70dvh] overflow-x-clip flex-col items-center justify-center py-20 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
      >
        <div className="size-[min(22rem,86vw)] rounded-full border border-plasma/15 sm:size-[30rem]" />
        <div className="absolute inset-10 rounded-full border border-dashed border-nebula/20" />
        <div className="absolute inset-0 animate-orbit motion-reduce:animate-none">
          <span className="absolute top-1/2 -left-1.5 size-3 rounded-full bg-nova shadow-[0_0_18px_rgb(255_179_71/0.8)]" />
        </div>
      </div>
      <p className="eyebrow relative">{t('notFound.eyebrow')}</p>
      <h1 className="relative mt-5 max-w-2xl text-4xl font-bold text-ink sm:text-5xl">
        {t('notFound.title')}
      </h1>
      <p className="relative mt-4 max-w-lg text-base text-ink-muted sm:text-lg">
        {t('notFound.description')}
      </p>
      <Link to="/" className={`${buttonClass({ size: 'lg' })} relative mt-10`}>
        {t('notFound.home')}
        <ArrowRightIcon className="size-4" />
      </Link>
    </Container>
  );
}
