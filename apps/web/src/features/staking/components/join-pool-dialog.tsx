import type { Pool, PoolPosition } from '@colony/contract/pools';
import { useEffect, useRef, useState } from 'react';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { usePoolPayConfig } from '../api/get-pool-pay-config.ts';
import { useJoinPool } from '../api/join-pool.ts';
import { formatDay } from '../rules/format-day.ts';
import { poolProjection } from '../rules/roi.ts';
import { checkStake } from '../rules/stake-rules.ts';
import { useStakeProblemText } from './use-stake-problem-text.ts';

type Step = { kind: 'form' } | { kind: 'confirm' } | { kind: 'done'; position: PoolPosition };

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
  const send = useJoinPool(address);
  const { reset } = send;
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const shown = useRef<Pool>(undefined);
  if (pool) shown.current = pool;
  const current = pool ?? shown.current;
  const open = pool !== undefined;
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
  const problem = checked && !result.ok ? result.problem : undefined;
  const terms = config.data;
  const earningDays = terms
    ? Math.max(0, Math.round((Date.parse(terms.unlocksAt) - Date.parse(terms.nextSettlementAt)) / DAY_MS))
    : 0;
  const projection =
    result.ok && terms ? poolProjection(current, result.units, earningDays, earningDays) : undefined;
  const next = () => {
    setChecked(true);
    if (result.ok) setStep({ kind: 'confirm' });
  };

  let title = t('join.title', { name: t(`pools.types.${current.type}`, { asset: current.asset }) });
  let description: string | undefined = t('join.description');
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
          name="join-amount"
          label={t('join.amount')}
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
        <button type="submit" hidden tabIndex={-1} />
      </form>
    );
    footer = (
      <Button className="w-full sm:w-auto" onClick={next} disabled={member.isPending}>
        {t('money:flow.next')}
      </Button>
    );
  } else if (step.kind === 'confirm' && result.ok) {
    title = t('join.confirmTitle');
    description = t('money:flow.review');
    body = (
      <ConfirmStep
        note={t('join.note')}
        problem={serverText}
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
    );
    footer = (
      <ConfirmActions
        onBack={() => setStep({ kind: 'form' })}
        onConfirm={() => {
          if (!result.ok) return;
          send.send(
            { poolId: current.id, amount: result.units.toString() },
            {
              onSuccess: (position) => {
                notify.success(t('join.success'));
                setStep({ kind: 'done', position });
              },
            },
          );
        }}
        confirmLabel={t('join.confirm')}
        pending={send.isPending}
        data-testid="join-confirm"
      />
    );
  } else if (step.kind === 'done') {
    title = t('join.success');
    description = undefined;
    body = (
      <div data-testid="join-done" className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckIcon className="size-6" />
        </span>
        <p className="text-sm text-ink-muted">
          {t('join.done', { first: step.position.firstRewardDay, unlock: step.position.unlockDay })}
        </p>
      </div>
    );
    footer = (
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
      data-testid="join-dialog"
    >
      {body}
    </Dialog>
  );
}
