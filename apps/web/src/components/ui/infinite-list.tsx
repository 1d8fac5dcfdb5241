import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { CardSkeleton } from './skeleton.tsx';

export interface InfiniteListProps<T> {
  items: T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Classes of an item's list element, e.g. to let one span a grid's columns. */
  itemClassName?: (item: T) => string | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => unknown;
  /** Placeholder shown while the first page loads. */
  skeleton?: ReactNode;
  /** What an empty list says instead of "No data available". */
  emptyMessage?: string;
  className?: string;
}

/**
 * A list that loads its next page when the end scrolls into view, with a "load more"
 * button for when the observer cannot fire (keyboard users, no IntersectionObserver).
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  itemClassName,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  isLoading,
  isError,
  onRetry,
  skeleton,
  emptyMessage,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  if (isLoading) {
    return (
      <div aria-busy="true" className={className}>
        <span className="sr-only" role="status">
          {t('status.loading')}
        </span>
        {skeleton ?? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </div>
        )}
      </div>
    );
  }

  if (items.length === 0) {
    return isError ? <ErrorState onRetry={onRetry} /> : <EmptyState message={emptyMessage} />;
  }

  return (
    <div>
      <ul className={cx('list-none', className)}>
        {items.map((item) => (
          <li key={getKey(item)} className={itemClassName?.(item)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-8 flex min-h-12 items-center justify-center" aria-live="polite">
        {isError ? (
          <ErrorState onRetry={onRetry} className="w-full" />
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
            {isFetchingNextPage ? t('status.loading') : t('list.loadMore')}
          </Button>
        ) : (
          <p className="flex items-center gap-3 text-sm text-ink-faint">
            <span aria-hidden="true" className="h-px w-10 bg-line-strong" />
            {t('list.noMore')}
            <span aria-hidden="true" className="h-px w-10 bg-line-strong" />
          </p>
        )}
      </div>
    </div>
  );
}
