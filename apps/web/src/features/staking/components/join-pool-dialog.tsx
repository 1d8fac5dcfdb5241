import type { Pool, PoolPosition } from '@colony/contract/pools';
import { useRef } from 'react';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { DoneStep } from '../../../components/money/done-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { usePoolPayConfig } from '../api/get-pool-pay-config.ts';
import { useJoinPool } from '../api/join-pool.ts';
import { formatDay } from '../rules/format-day.ts';
import { poolProjection } from '../rules/roi.ts';
import { checkStake } from '../rules/stake-rules.ts';
import { StakeAmountField } from './stake-amount-field.tsx';

const DAY_MS = 86_400_000;

/**
 * Joining a pool from the balance: the amount, an estimate of its reward at today's TVL over its
 * lock, when the principal returns, then a confirmation sent once per Idempotency-Key.
 */
export function JoinPoolDialog({
  pool,
  onOpenChange,
  address,
  onPositions,
}: {
  pool: Pool | undefined;
  onOpenChange: (open: boolean) => void;
  address: string;
  /** Shows the member's positions (the "My pools" tab). */
  onPositions: () => void;
}) {
  const { t } = useTranslation(['staking', 'money']);
  const format = useAmountFormat();
  const member = useMemberAssets(address);
  const config = usePoolPayConfig(pool?.id);
  const join = useJoinPool(address);
  const shown = useRef<Pool>(undefined);
  if (pool) shown.current = pool;
  const current = pool ?? shown.current;
  const open = pool !== undefined;
  const flow = useMoneyFlow({
    open,
    draft: () => ({ amount: '' }),
    send: join.sendAsync,
    onSuccess: () => notify.success(t('join.success')),
  });
  if (!current) return null;

  const available = availableOf(member.data?.assets, current.asset);
  const result = checkStake(flow.draft.amount, current, available);
  const problem = flow.checked && !result.ok ? result.problem : undefined;
  const terms = config.data;
  const earningDays = terms
    ? Math.max(0, Math.round((Date.parse(terms.unlocksAt) - Date.parse(terms.nextSettlementAt)) / DAY_MS))
    : 0;
  const projection =
    result.ok && terms ? poolProjection(current, result.units, earningDays, earningDays) : undefined;

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="join-dialog"
      form={{
        title: t('join.title', { name: t(`pools.types.${current.type}`, { asset: current.asset }) }),
        description: t('join.description'),
        ok: result.ok,
        disabled: member.isPending,
        fields: (
          <>
            <StakeAmountField
              name="join-amount"
              label={t('join.amount')}
              bounds={current}
              available={available}
              value={flow.draft.amount}
              onChange={(amount) => flow.update({ amount })}
              problem={problem}
            />
            {terms ? (
              <p className="text-sm text-ink-muted" data-testid="join-terms">
                {t('join.terms', { first: terms.firstRewardDay, unlock: terms.unlockDay })}
              </p>
            ) : config.isPending ? (
              <Skeleton className="h-5 w-3/4" />
            ) : null}
            {projection ? (
              <p className="text-sm text-ink-muted" data-testid="join-estimate">
                {t('join.estimate', {
                  daily: format(projection.daily, current.rewardAsset),
                  total: format(projection.total, current.rewardAsset),
                  rewardAsset: current.rewardAsset,
                  days: projection.days,
                })}
              </p>
            ) : null}
          </>
        ),
      }}
      confirm={{
        title: t('join.confirmTitle'),
        label: t('join.confirm'),
        'data-testid': 'join-confirm',
        request: result.ok ? { poolId: current.id, amount: result.units.toString() } : undefined,
        summary: result.ok ? (
          <ConfirmStep
            note={t('join.note')}
            problem={flow.problem}
            rows={[
              {
                label: t('join.summary.amount'),
                value: `${format(result.units, current.asset, { maximumFractionDigits: 18 })} ${current.asset}`,
                emphasis: true,
                testId: 'summary-amount',
              },
              ...(projection
                ? [
                    {
                      label: t('join.summary.estimate'),
                      value: `${format(projection.daily, current.rewardAsset)} ${current.rewardAsset}`,
                    },
                  ]
                : []),
              ...(terms ? [{ label: t('join.summary.unlocks'), value: formatDay(terms.unlocksAt) }] : []),
            ]}
          />
        ) : null,
      }}
      done={(position: PoolPosition) => ({
        title: t('join.success'),
        body: (
          <DoneStep
            data-testid="join-done"
            message={t('join.done', { first: position.firstRewardDay, unlock: position.unlockDay })}
          />
        ),
        footer: (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('stake.close')}
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false);
                onPositions();
              }}
              data-testid="join-view-positions"
            >
              {t('join.viewPositions')}
            </Button>
          </>
        ),
      })}
    />
  );
}
