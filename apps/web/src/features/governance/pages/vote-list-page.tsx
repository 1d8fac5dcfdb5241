import type { ProposalSummary } from '@colony/contract/governance';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePollHome } from '../api/get-poll-home.ts';
import { usePollList } from '../api/get-poll-list.ts';
import { ProposalCard, ProposalCardSkeleton } from '../components/proposal-card.tsx';
import { VoteCenterSummary } from '../components/vote-center-summary.tsx';
import {
  isStatusTab,
  STATUS_TABS,
  searchWithStatus,
  statusFilter,
  statusFromSearch,
} from '../status-param.ts';

const GRID = 'grid grid-cols-1 gap-5 md:grid-cols-2 2xl:grid-cols-3';

/** /voteList: the colony's proposals by status (the tab kept in `?status=`), newest start first. */
export default function VoteListPage() {
  const { t } = useTranslation('governance');
  const [search, setSearch] = useSearchParams();
  const status = statusFromSearch(search);
  const home = usePollHome();
  const query = usePollList(statusFilter(status));
  const list = useDeferredValue(query);
  // Radix reports a click twice before the URL updates: one history entry per choice.
  const requested = useRef(status);
  useEffect(() => {
    requested.current = status;
  }, [status]);
  const items: ProposalSummary[] = list.data?.pages.flatMap((page) => page.list) ?? [];
  const counts = home.data?.counts;
  const total = counts ? counts.active + counts.upcoming + counts.closed : undefined;

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')}>
        <VoteCenterSummary home={home.data} />
      </PageHeader>
      <Container className="pt-8 pb-20 sm:pt-10">
        <Tabs
          value={status}
          onValueChange={(value) => {
            if (!isStatusTab(value) || value === requested.current) return;
            requested.current = value;
            setSearch(searchWithStatus(search, value));
          }}
          items={STATUS_TABS.map((value) => {
            const count = value === 'all' ? total : counts?.[value];
            return {
              value,
              label: count === undefined ? t(`tabs.${value}`) : `${t(`tabs.${value}`)} · ${count}`,
            };
          })}
          ariaLabel={t('list.tabsLabel')}
        >
          <div data-testid="proposal-list" className="mt-8">
            <InfiniteList
              items={items}
              getKey={(proposal) => proposal.id}
              renderItem={(proposal) => <ProposalCard proposal={proposal} />}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={query.fetchNextPage}
              isLoading={list.isPending}
              isError={list.isError}
              onRetry={() => void query.refetch()}
              emptyMessage={t(`list.empty.${status}`)}
              className={GRID}
              skeleton={Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ProposalCardSkeleton key={index} />
              ))}
            />
            {/* Nothing to vote on yet: how a member comes to vote in the next one. */}
            {!list.isPending &&
            !list.isError &&
            items.length === 0 &&
            (status === 'all' || status === 'active') ? (
              <p
                className="mx-auto mt-4 max-w-xl text-center text-sm text-ink-muted"
                data-testid="vote-list-hint"
              >
                {t('list.emptyHint')}
              </p>
            ) : null}
          </div>
        </Tabs>
      </Container>
    </>
  );
}
