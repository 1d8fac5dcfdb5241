import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from './class-names.ts';

export function EmptyState({ message, className }: { message?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-line px-6 py-14 text-center',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-14 text-ink-faint" fill="none">
        <circle cx="32" cy="32" r="12" stroke="currentColor" strokeWidth="2" />
        <ellipse
          cx="32"
          cy="32"
          rx="27"
          ry="9"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="3 4"
          transform="rotate(-20 32 32)"
        />
        <circle cx="56" cy="24" r="2.5" fill="currentColor" />
      </svg>
      <p className="text-sm text-ink-muted">{message ?? t('empty.noData')}</p>
    </div>
  );
}
