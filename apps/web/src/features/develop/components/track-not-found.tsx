import { ROUTES } from '@colony/contract/routes';
import { useTranslation } from 'react-i18next';
import { MissingState } from '../../../components/ui/missing-state.tsx';

export function TrackNotFound() {
  const { t } = useTranslation('develop');
  return (
    <MissingState
      title={t('notFound.title')}
      description={t('notFound.description')}
      backTo={ROUTES.develop}
      backLabel={t('notFound.back')}
    />
  );
}
