import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  message,
  onRetry,
  className,
}: {
  message?: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-danger/30 bg-danger/5 px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-sm text-ink">{message ?? t('error.loadFailed')}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      ) : null}
    </div>
  );
}
