import type { StakingHomeResponse, StakingOrder, StakingPlan } from '@colony/contract/staking';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { DoneStep } from '../../../components/money/done-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useStake } from '../api/stake.ts';
import { formatDay } from '../rules/format-day.ts';
import { formatPercent } from '../rules/rates.ts';
import { stakingProjection } from '../rules/roi.ts';
import { checkStake } from '../rules/stake-rules.ts';
import { StakeAmountField } from './stake-amount-field.tsx';

const DAY_MS = 86_400_000;

/**
 * Staking into a plan from the balance (SPEC.md §4, §5): the amount, checked as the server checks
 * it, then a confirmation of what is frozen, what it earns, when it matures and what redeeming
 * early costs (and whether the balance left can pay it), sent once per Idempotency-Key.
 */
export function StakeDialog({
  plan,
  onOpenChange,
  address,
  nextSettlementAt,
  fee,
  detailPath,
}: {
  /** The plan being staked in; the dialog is open while there is one. */
  plan: StakingPlan | undefined;
  onOpenChange: (open: boolean) => void;
  address: string;
  /** When the next settlement runs: the staking day ends then. */
  nextSettlementAt: string | undefined;
  /** The early redemption fee. */
  fee: StakingHomeResponse['earlyRedemptionFee'] | undefined;
  detailPath: (id: string) => string;
}) {
  const { t } = useTranslation(['staking', 'money']);
  const format = useAmountFormat();
  const member = useMemberAssets(address);
  const stake = useStake(address);
  const shown = useRef<StakingPlan>(undefined);
  if (plan) shown.current = plan;
  const current = plan ?? shown.current;
  const open = plan !== undefined;
  const flow = useMoneyFlow({
    open,
    draft: () => ({ amount: '' }),
    send: stake.sendAsync,
    onSuccess: () => notify.success(t('stake.success')),
  });

  if (!current) return null;

  const available = availableOf(member.data?.assets, current.asset);
  const result = checkStake(flow.draft.amount, current, available);
  const feeText = fee ? `${format(fee.amount, fee.asset)} ${fee.asset}` : '';
  // What of the fee's asset stays available after this stake: early redemption pays the fee from it.
  const feeLeft =
    fee && result.ok
      ? availableOf(member.data?.assets, fee.asset) - (fee.asset === current.asset ? result.units : 0n)
      : undefined;
  const problem = flow.checked && !result.ok ? result.problem : undefined;
  const projection = result.ok ? stakingProjection(current, result.units, current.termDays) : undefined;
  // The staking day ends at the next settlement; the term's days follow it.
  const maturesAt = nextSettlementAt
    ? new Date(Date.parse(nextSettlementAt) + current.termDays * DAY_MS)
    : undefined;

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="stake-dialog"
      form={{
        title: t('stake.title', { asset: current.asset, days: current.termDays }),
        description: t('stake.description', { rewardAsset: current.rewardAsset }),
        ok: result.ok,
        disabled: member.isPending,
        fields: (
          <>
            <StakeAmountField
              name="stake-amount"
              label={t('stake.amount')}
              bounds={current}
              available={available}
              value={flow.draft.amount}
              onChange={(amount) => flow.update({ amount })}
              problem={problem}
            />
            {projection ? (
              <p className="text-sm text-ink-muted" data-testid="stake-estimate">
                {t('stake.estimate', {
                  daily: format(projection.daily, current.rewardAsset),
                  total: format(projection.total, current.rewardAsset),
                  rewardAsset: current.rewardAsset,
                  days: current.termDays,
                })}
              </p>
            ) : null}
          </>
        ),
      }}
      confirm={{
        title: t('stake.confirmTitle'),
        label: t('stake.confirm'),
        'data-testid': 'stake-confirm',
        request: result.ok ? { planId: current.id, amount: result.units.toString() } : undefined,
        summary:
          result.ok && projection ? (
            <ConfirmStep
              note={t('stake.note', { fee: feeText })}
              problem={flow.problem}
              rows={[
                {
                  label: t('stake.summary.amount'),
                  value: `${format(result.units, current.asset, { maximumFractionDigits: 18 })} ${current.asset}`,
                  emphasis: true,
                  testId: 'summary-amount',
                },
                {
                  label: t('stake.summary.plan'),
                  value: t('stake.summary.planValue', {
                    days: current.termDays,
                    rate: formatPercent(current.dailyRate, currentLocale(), 4),
                  }),
                },
                {
                  label: t('stake.summary.daily'),
                  value: `${format(projection.daily, current.rewardAsset)} ${current.rewardAsset}`,
                  testId: 'summary-daily',
                },
                {
                  label: t('stake.summary.total'),
                  value: `${format(projection.total, current.rewardAsset)} ${current.rewardAsset}`,
                },
                ...(maturesAt ? [{ label: t('stake.summary.matures'), value: formatDay(maturesAt) }] : []),
                ...(fee
                  ? [{ label: t('stake.summary.early'), value: feeText, testId: 'summary-early-fee' }]
                  : []),
              ]}
            >
              {fee && feeLeft !== undefined && feeLeft < BigInt(fee.amount) && member.data ? (
                <ResourceShortfall
                  className="mt-3"
                  asset={fee.asset}
                  need={BigInt(fee.amount)}
                  have={feeLeft < 0n ? 0n : feeLeft}
                  nextOutputAt={member.data.nextOutputAt}
                  reason={t('stake.feeAfter', {
                    left: format(feeLeft < 0n ? 0n : feeLeft, fee.asset),
                    asset: fee.asset,
                    fee: feeText,
                  })}
                  data-testid="stake-fee-shortfall"
                />
              ) : null}
            </ConfirmStep>
          ) : null,
      }}
      done={(order: StakingOrder) => ({
        title: t('stake.success'),
        body: (
          <DoneStep
            data-testid="stake-done"
            message={t('stake.done', { day: order.firstIncomeDay, rewardAsset: order.rewardAsset })}
          />
        ),
        footer: (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('stake.close')}
            </Button>
            <Link to={detailPath(order.id)} className={buttonClass()} data-testid="stake-view-order">
              {t('stake.viewOrder')}
            </Link>
          </>
        ),
      })}
    />
  );
}
