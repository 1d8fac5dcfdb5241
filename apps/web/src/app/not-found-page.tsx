import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('notFound.title')} description={t('notFound.description')}>
      <Link className="btn btn-primary" to="/">
        {t('notFound.home')}
      </Link>
    </PageHeader>
  );
}
