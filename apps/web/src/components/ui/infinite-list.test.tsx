import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, type InfiniteListProps } from './infinite-list.tsx';
import { WithTestI18n } from './with-test-i18n.tsx';

type Item = { id: number; name: string };

function renderList(props: Partial<InfiniteListProps<Item>>) {
  const defaults: InfiniteListProps<Item> = {
    items: [],
    renderItem: (item) => <span>{item.name}</span>,
    getKey: (item) => item.id,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    isLoading: false,
    isError: false,
    onRetry: vi.fn(),
  };
  return render(
    <WithTestI18n>
      <InfiniteList {...defaults} {...props} />
    </WithTestI18n>,
  );
}

const items = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];

afterEach(cleanup);

describe('InfiniteList', () => {
  it('ends with "No more items" once the last page is in', () => {
    renderList({ items, hasNextPage: false });
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByText('No more items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers "Load more" while pages remain, and loads on click', () => {
    const fetchNextPage = vi.fn();
    renderList({ items, hasNextPage: true, fetchNextPage });
    expect(screen.queryByText('No more items')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('shows "No data available" for an empty list', () => {
    renderList({ items: [] });
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('shows a retry when a page fails, keeping the items already loaded', () => {
    const onRetry = vi.fn();
    renderList({ items, hasNextPage: true, isError: true, onRetry });
    expect(screen.getByText('Beta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the skeleton, not the empty state, while the first page loads', () => {
    renderList({ isLoading: true, skeleton: <p>placeholder</p> });
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
  });
});
