import { ROUTES } from '@colony/contract/routes';
import { useTranslation } from 'react-i18next';
import { MissingState } from '../../../components/ui/missing-state.tsx';

export function ArticleNotFound() {
  const { t } = useTranslation('news');
  return (
    <MissingState
      title={t('notFound.title')}
      description={t('notFound.description')}
      backTo={ROUTES.article}
      backLabel={t('notFound.back')}
    />
  );
}
