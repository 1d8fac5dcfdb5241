import type { StoredVote } from '@colony/contract/governance';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { usePollVotes } from '../api/get-poll-votes.ts';
import { usePowerFormat } from '../use-power-format.ts';
import { picksOf } from '../vote-choice.ts';

function VoteRow({ vote, info, mine }: { vote: StoredVote; info: PollInfo; mine: boolean }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  const labels = picksOf(vote.choice).map((choice) => info.choices[choice - 1]?.label ?? String(choice));
  return (
    <div
      data-testid="vote-row"
      className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 border-b border-line py-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto_auto]"
    >
      <span className="flex min-w-0 items-center gap-2 text-sm whitespace-nowrap text-ink">
        <ShortAddress address={vote.voter} />
        {mine ? (
          <span className="rounded-full bg-plasma/15 px-2 py-0.5 text-[0.65rem] font-semibold text-plasma">
            {t('votes.you')}
          </span>
        ) : null}
      </span>
      <span className="text-right text-sm font-semibold text-ink tabular-nums sm:order-3">
        {formatPower(vote.power)}
      </span>
      <span className="min-w-0 truncate text-sm text-ink-muted sm:order-2" data-testid="vote-row-choice">
        {labels.join(', ')}
      </span>
      <span className="flex items-center justify-end gap-1 text-xs text-ink-faint sm:order-4">
        <DateTime value={vote.timestamp * 1000} />
        <CopyButton value={vote.signature} label={t('votes.copySignature')} className="size-7" />
      </span>
    </div>
  );
}

/** The votes that count, live, most power first; the member's own marked. */
export function VotesList({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const query = usePollVotes(info.id, info.status === 'active');
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total;
  const me = info.member?.vote?.voter.toLowerCase();
  return (
    <section aria-labelledby="votes-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="votes">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="votes-title" className="text-lg font-semibold text-ink">
          {t('votes.title')}
        </h2>
        {total !== undefined ? (
          <span className="text-xs text-ink-muted tabular-nums">{t('card.votes', { count: total })}</span>
        ) : null}
      </div>
      <div className="mt-3 hidden grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto_auto] gap-x-4 border-b border-line pb-2 text-xs text-ink-faint sm:grid">
        <span>{t('votes.voter')}</span>
        <span>{t('votes.choice')}</span>
        <span className="text-right">{t('votes.power')}</span>
        <span className="text-right">{t('votes.time')}</span>
      </div>
      <InfiniteList
        items={items}
        getKey={(vote) => vote.id}
        renderItem={(vote) => <VoteRow vote={vote} info={info} mine={vote.voter.toLowerCase() === me} />}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={t('votes.empty')}
        className="flex flex-col"
        skeleton={
          <div className="flex flex-col gap-3 py-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        }
      />
    </section>
  );
}
