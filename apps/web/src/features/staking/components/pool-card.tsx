import type { MemberPoolStake, Pool, PoolStatus } from '@colony/contract/pools';
import type { ReactNode } from 'react';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { budgetLeftPercent } from '../rules/budget-left.ts';
import { formatPercent } from '../rules/rates.ts';
import { AssetPair } from './asset-pair.tsx';
import { Figure } from './figure.tsx';

const TONE: Record<PoolStatus, PillTone> = {
  upcoming: 'pending',
  inProgress: 'success',
  closed: 'neutral',
  completed: 'neutral',
};

/**
 * A pool's live figures (TVL, APR, the day's reward, the budget left), its dates, lock and status;
 * with a `shortfall`, why the member cannot join yet, and the button is off.
 */
export function PoolCard({
  pool,
  stake,
  onJoin,
  signedIn,
  shortfall,
}: {
  pool: Pool;
  stake: MemberPoolStake | undefined;
  onJoin: (pool: Pool) => void;
  signedIn: boolean;
  /** The member holds less than the pool's minimum: what they need and where it comes from. */
  shortfall?: ReactNode;
}) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const left = budgetLeftPercent(BigInt(pool.remaining), BigInt(pool.budget));
  const remainingText = t('pools.remainingValue', {
    remaining: format(pool.remaining, pool.rewardAsset),
    budget: format(pool.budget, pool.rewardAsset),
    asset: pool.rewardAsset,
  });
  return (
    <article
      data-testid="pool-card"
      data-pool={pool.id}
      className="panel flex flex-col gap-5 rounded-2xl p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-lg font-semibold text-ink" data-testid="pool-name">
            {t(`pools.types.${pool.type}`, { asset: pool.asset })}
          </h3>
          <AssetPair asset={pool.asset} rewardAsset={pool.rewardAsset} />
        </div>
        <span data-testid="pool-status" data-status={pool.status}>
          <StatusPill tone={TONE[pool.status]}>{t(`pools.statuses.${pool.status}`)}</StatusPill>
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <Figure
          label={t('pools.apr')}
          data-testid="pool-apr"
          hint={
            pool.apr === null
              ? t('pools.noApr')
              : t('pools.aprHint', { rewardAsset: pool.rewardAsset, asset: pool.asset })
          }
        >
          <span className="text-lg text-plasma">
            {pool.apr === null ? '–' : formatPercent(pool.apr, currentLocale())}
          </span>
        </Figure>
        <Figure
          label={t('pools.tvl')}
          data-testid="pool-tvl"
          hint={t('pools.stakers', { count: pool.stakers })}
        >
          {format(pool.tvl, pool.asset)} <span className="text-ink-muted">{pool.asset}</span>
        </Figure>
        <Figure label={t('pools.dailyReward')}>
          {format(pool.dailyReward, pool.rewardAsset)}{' '}
          <span className="text-ink-muted">{pool.rewardAsset}</span>
        </Figure>
        <Figure label={t('pools.lock')}>{t('pools.lockDays', { days: pool.lockDays })}</Figure>
      </dl>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3 text-xs text-ink-muted">
          <span>{t('pools.remaining')}</span>
          <span className="tabular-nums" data-testid="pool-remaining">
            {remainingText}
          </span>
        </div>
        {/* The track is outlined so an empty bar still reads as a bar, and the fill is what is left. */}
        <div
          className="h-2 overflow-hidden rounded-full bg-space-950 ring-1 ring-ink-faint/45 ring-inset"
          role="progressbar"
          aria-label={t('pools.remaining')}
          aria-valuenow={left}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={remainingText}
          data-testid="pool-budget-bar"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-plasma to-[#a9b8ff]"
            style={{ width: `${left}%` }}
          />
        </div>
      </div>
      <p className="text-xs text-ink-muted">
        {t('pools.period', { start: pool.startDay, end: pool.endDay, days: pool.days })}
        {pool.status === 'upcoming' ? (
          <span className="mt-1 flex items-center gap-2">
            {t('pools.startsIn')} <Countdown to={pool.startsAt} className="text-xs" />
          </span>
        ) : pool.status === 'inProgress' || pool.status === 'closed' ? (
          <span className="mt-1 flex items-center gap-2">
            {t('pools.endsIn')} <Countdown to={pool.endsAt} className="text-xs" />
          </span>
        ) : null}
      </p>
      {stake ? (
        <p
          data-testid="pool-my-stake"
          className="rounded-lg border border-plasma/30 bg-plasma/5 px-3 py-2 text-sm text-ink"
        >
          {t('pools.myStake', {
            staked: format(stake.staked, pool.asset),
            asset: pool.asset,
            rewards: format(stake.rewards, pool.rewardAsset),
            rewardAsset: pool.rewardAsset,
          })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-3">
        {pool.joinable ? (
          <>
            {shortfall}
            <Button
              className="w-full"
              onClick={() => onJoin(pool)}
              disabled={shortfall !== undefined}
              data-testid="pool-join"
            >
              {signedIn ? t('pools.join') : t('pools.connectToJoin')}
            </Button>
          </>
        ) : (
          <p className="rounded-lg border border-line px-4 py-2.5 text-center text-sm text-ink-muted">
            {t(`pools.notJoinable.${pool.status}`)}
          </p>
        )}
      </div>
    </article>
  );
}
