import { ROUTES } from '@colony/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';

export function TrackNotFound() {
  const { t } = useTranslation('develop');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-28">
        <circle cx="60" cy="60" r="34" fill="none" stroke="#7df9ff" strokeOpacity="0.6" strokeWidth="3" />
        <ellipse
          cx="60"
          cy="60"
          rx="56"
          ry="14"
          fill="none"
          stroke="#ffb347"
          strokeOpacity="0.7"
          strokeWidth="2"
          transform="rotate(-20 60 60)"
        />
        <path d="M48 48l24 24M72 48 48 72" stroke="#eef1ff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('notFound.description')}</p>
      <Link to={ROUTES.develop} className={`mt-8 ${buttonClass({ variant: 'primary', size: 'md' })}`}>
        {t('notFound.back')}
      </Link>
    </Container>
  );
}
