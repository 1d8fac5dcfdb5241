import type { Pool } from '@colony/contract/pools';
import { type ReactNode, useState } from 'react';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useUrlView } from '../../../lib/router/use-url-view.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { usePools } from '../api/get-pools.ts';
import { JoinPoolDialog } from '../components/join-pool-dialog.tsx';
import { PoolCard } from '../components/pool-card.tsx';
import { PoolToolbar } from '../components/pool-toolbar.tsx';
import { PositionList } from '../components/position-list.tsx';
import {
  POOL_TABS,
  type PoolTab,
  poolViewFromSearch,
  searchOfPoolView,
  visiblePools,
} from '../rules/pool-view.ts';

function PoolsSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" data-testid="pools-loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-96 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** How TVL and APR are computed, in words, beside the pools. */
function PoolMath() {
  const { t } = useTranslation('staking');
  return (
    <details className="panel group rounded-2xl p-5 sm:p-6" data-testid="pool-math">
      <summary className="cursor-pointer text-sm font-semibold text-ink">{t('pools.math.title')}</summary>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted">
        <li>{t('pools.math.tvl')}</li>
        <li>{t('pools.math.reward')}</li>
        <li>{t('pools.math.apr')}</li>
        <li>{t('pools.math.share')}</li>
        <li>{t('pools.math.principal')}</li>
      </ul>
    </details>
  );
}

/**
 * /farm: the laser pool, farms and mining pools with live TVL and APR and how they are computed;
 * tabs (all, active, completed, my pools), sort, search and the staked-only switch kept in the URL;
 * joining from the balance with a confirmation, and the member's positions.
 */
export default function FarmPage() {
  const { t } = useTranslation('staking');
  const address = useMemberAddress();
  const pools = usePools();
  const member = useMemberAssets(address);
  const [view, setView] = useUrlView(poolViewFromSearch, searchOfPoolView);
  const [joining, setJoining] = useState<Pool>();
  const stakes = pools.data?.member?.stakes ?? [];
  const shown = pools.data
    ? visiblePools(pools.data.pools, view, {
        stakes,
        wordsOf: (pool) =>
          `${t(`pools.types.${pool.type}`, { asset: pool.asset })} ${pool.type} ${pool.asset} ${pool.rewardAsset}`,
      })
    : [];
  const join = (pool: Pool) => {
    if (address) setJoining(pool);
    else walletStore.connect();
  };
  // Said on the card, before the dialog: a pool the member's balance cannot reach.
  const shortfallOf = (pool: Pool) => {
    if (!address || !member.data || !pool.joinable) return undefined;
    const have = availableOf(member.data.assets, pool.asset);
    const need = BigInt(pool.minimum);
    if (have >= need) return undefined;
    return (
      <ResourceShortfall
        asset={pool.asset}
        need={need}
        have={have}
        nextOutputAt={member.data.nextOutputAt}
        onOutput={() => void member.refetch()}
        data-testid="pool-shortfall"
      />
    );
  };

  let content: ReactNode;
  if (view.tab === 'mine') {
    content = address ? (
      <PositionList address={address} />
    ) : (
      <SignedOutPanel description={t('pools.signedOut')} />
    );
  } else if (pools.data) {
    content =
      shown.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="pool-list">
          {shown.map((pool) => (
            <PoolCard
              key={pool.id}
              pool={pool}
              stake={stakes.find((stake) => stake.poolId === pool.id)}
              onJoin={join}
              signedIn={address !== undefined}
              shortfall={shortfallOf(pool)}
            />
          ))}
        </div>
      ) : (
        <EmptyState message={pools.data.pools.length === 0 ? t('pools.none') : t('pools.noMatch')} />
      );
  } else if (pools.isError) {
    content = <ErrorState message={userMessageOf(pools.error)?.text} onRetry={() => void pools.refetch()} />;
  } else {
    content = <PoolsSkeleton />;
  }

  return (
    <>
      <PageHeader title={t('pools.title')} description={t('pools.description')} />
      <Container className="flex flex-col gap-6 py-8 sm:py-12">
        <Tabs
          ariaLabel={t('pools.tabsLabel')}
          value={view.tab}
          onValueChange={(tab) => setView({ ...view, tab: tab as PoolTab })}
          items={POOL_TABS.map((value) => ({ value, label: t(`pools.tabs.${value}`) }))}
        >
          <div className="mt-6 flex flex-col gap-6">
            {view.tab === 'mine' ? null : (
              <PoolToolbar view={view} onChange={setView} signedIn={address !== undefined} />
            )}
            {content}
          </div>
        </Tabs>
        <PoolMath />
      </Container>
      {address ? (
        <JoinPoolDialog
          key={address}
          pool={joining}
          onOpenChange={(open) => {
            if (!open) setJoining(undefined);
          }}
          address={address}
          onPositions={() => setView({ ...view, tab: 'mine' })}
        />
      ) : null}
    </>
  );
}
