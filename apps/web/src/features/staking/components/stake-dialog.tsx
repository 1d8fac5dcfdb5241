import type { StakingHomeResponse, StakingOrder, StakingPlan } from '@colony/contract/staking';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { useStake } from '../api/stake.ts';
import { formatDay } from '../rules/format-day.ts';
import { formatPercent } from '../rules/rates.ts';
import { stakingProjection } from '../rules/roi.ts';
import { checkStake } from '../rules/stake-rules.ts';
import { useStakeProblemText } from './use-stake-problem-text.ts';

type Step = { kind: 'form' } | { kind: 'confirm' } | { kind: 'done'; order: StakingOrder };

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
  const send = useStake(address);
  const { reset } = send;
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const shown = useRef<StakingPlan>(undefined);
  if (plan) shown.current = plan;
  const current = plan ?? shown.current;
  const open = plan !== undefined;
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) {
      setStep({ kind: 'form' });
      setAmount('');
      setChecked(false);
      reset();
    }
    wasOpen.current = open;
  }, [open, reset]);

  const problemText = useStakeProblemText();
  const serverText = useServerProblemText(send.error);
  if (!current) return null;

  const available = availableOf(member.data?.assets, current.asset);
  const result = checkStake(amount, current, available);
  const feeText = fee ? `${format(fee.amount, fee.asset)} ${fee.asset}` : '';
  // What of the fee's asset stays available after this stake: early redemption pays the fee from it.
  const feeLeft =
    fee && result.ok
      ? availableOf(member.data?.assets, fee.asset) - (fee.asset === current.asset ? result.units : 0n)
      : undefined;
  const problem = checked && !result.ok ? result.problem : undefined;
  const projection = result.ok ? stakingProjection(current, result.units, current.termDays) : undefined;
  // The staking day ends at the next settlement; the term's days follow it.
  const maturesAt = nextSettlementAt
    ? new Date(Date.parse(nextSettlementAt) + current.termDays * DAY_MS)
    : undefined;
  const next = () => {
    setChecked(true);
    if (result.ok) setStep({ kind: 'confirm' });
  };
  const confirm = () => {
    if (!result.ok) return;
    send.send(
      { planId: current.id, amount: result.units.toString() },
      {
        onSuccess: (order) => {
          notify.success(t('stake.success'));
          setStep({ kind: 'done', order });
        },
      },
    );
  };

  let title = t('stake.title', { asset: current.asset, days: current.termDays });
  let description: string | undefined = t('stake.description', { rewardAsset: current.rewardAsset });
  let body = null;
  let footer = null;
  if (step.kind === 'form') {
    body = (
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <AmountField
          name="stake-amount"
          label={t('stake.amount')}
          asset={current.asset}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            reset();
          }}
          available={{
            text: format(available, current.asset),
            input: amountInputValue(available, current.asset),
          }}
          error={problemText(problem, current)}
          hint={t('plans.range', {
            min: format(current.minimum, current.asset),
            max: format(current.maximum, current.asset),
            asset: current.asset,
          })}
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
        <button type="submit" hidden tabIndex={-1} />
      </form>
    );
    footer = (
      <Button className="w-full sm:w-auto" onClick={next} disabled={member.isPending}>
        {t('money:flow.next')}
      </Button>
    );
  } else if (step.kind === 'confirm' && result.ok && projection) {
    title = t('stake.confirmTitle');
    description = t('money:flow.review');
    body = (
      <ConfirmStep
        note={t('stake.note', { fee: feeText })}
        problem={serverText}
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
          ...(fee ? [{ label: t('stake.summary.early'), value: feeText, testId: 'summary-early-fee' }] : []),
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
    );
    footer = (
      <ConfirmActions
        onBack={() => setStep({ kind: 'form' })}
        onConfirm={confirm}
        confirmLabel={t('stake.confirm')}
        pending={send.isPending}
        data-testid="stake-confirm"
      />
    );
  } else if (step.kind === 'done') {
    title = t('stake.success');
    description = undefined;
    body = (
      <div data-testid="stake-done" className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckIcon className="size-6" />
        </span>
        <p className="text-sm text-ink-muted">
          {t('stake.done', { day: step.order.firstIncomeDay, rewardAsset: step.order.rewardAsset })}
        </p>
      </div>
    );
    footer = (
      <>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('stake.close')}
        </Button>
        <Link to={detailPath(step.order.id)} className={buttonClass()} data-testid="stake-view-order">
          {t('stake.viewOrder')}
        </Link>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!send.isPending) onOpenChange(next);
      }}
      dismissable={!send.isPending}
      title={title}
      description={description}
      footer={footer}
      data-testid="stake-dialog"
    >
      {body}
    </Dialog>
  );
}
