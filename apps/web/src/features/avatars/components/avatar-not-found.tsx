import { ROUTES } from '@colony/contract/routes';
import { MissingState } from '../../../components/ui/missing-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** `/avatar?id=N` for an id the catalogue does not have. */
export function AvatarNotFound() {
  const { t } = useTranslation('avatars');
  return (
    <div data-testid="avatar-not-found">
      <MissingState
        title={t('notFound.title')}
        description={t('notFound.description')}
        backTo={ROUTES.avatar}
        backLabel={t('notFound.back')}
      />
    </div>
  );
}
