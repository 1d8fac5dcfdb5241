import { ROUTES } from '@colony/contract/routes';
import { MissingState } from '../../../components/ui/missing-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

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
