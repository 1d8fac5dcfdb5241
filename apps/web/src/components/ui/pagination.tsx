import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';

/** Previous and next around "Page 2 of 5", for a list shown a page at a time; nothing for a single page. */
export function Pagination({
  page,
  pages,
  onChange,
  className,
}: {
  /** 1-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('list.pagination.label')}
      data-testid="pagination"
      className={cx('flex items-center justify-between gap-3', className)}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('list.pagination.previous')}
      </Button>
      <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
        {t('list.pagination.pageOf', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('list.pagination.next')}
      </Button>
    </nav>
  );
}
