import { ERRORS } from '@colony/contract/errors';
import { ROUTES } from '@colony/contract/routes';
import type { EarlyRedemptionQuote, StakingOrder } from '@colony/contract/staking';
import { Link } from 'react-router';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useRedeemOrder } from '../api/redeem-order.ts';
import { formatPercent } from '../rules/rates.ts';

/**
 * Redeeming an order after a confirmation (SPEC.md §4): at or after maturity the principal comes
 * back as it is; before it, the prompt says the early redemption costs the fee, paid from the
 * available balance, and what of the income it keeps at the rate of the days held and gives back.
 */
export function RedeemDialog({
  open,
  onOpenChange,
  address,
  order,
  quote,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: string;
  order: StakingOrder;
  /** What redeeming early now does; undefined when the order has matured. */
  quote: EarlyRedemptionQuote | undefined;
}) {
  const { t } = useTranslation(['staking', 'money']);
  const format = useAmountFormat();
  const redeem = useRedeemOrder(address);
  const flow = useMoneyFlow({
    open,
    start: 'confirm',
    send: redeem.sendAsync,
    onSuccess: () => {
      notify.success(t('redeem.success'));
      onOpenChange(false);
    },
  });
  const code = flow.error instanceof ApiError ? flow.error.code : undefined;
  // The member can act on a refusal for the balance: the fee's asset, or the income to give back.
  const shortOf =
    code === ERRORS.insufficientBalance.code
      ? quote?.fee.asset
      : code === ERRORS.stakingIncomeReturnShort.code
        ? order.rewardAsset
        : undefined;
  const fee = quote?.fee;
  const feeText = fee ? `${format(fee.amount, fee.asset)} ${fee.asset}` : '';
  const rewardText = (units: string) => `${format(units, order.rewardAsset)} ${order.rewardAsset}`;
  const returning = quote !== undefined && BigInt(quote.incomeReturned) > 0n;
  const heldRate = quote ? formatPercent(quote.heldRate, currentLocale(), 4) : '';

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="redeem-dialog"
      confirm={{
        title: fee ? t('redeem.earlyTitle') : t('redeem.title'),
        description: fee ? t('redeem.earlyDescription', { fee: feeText }) : t('redeem.description'),
        backLabel: t('redeem.cancel'),
        label: fee ? t('redeem.confirmEarly', { fee: feeText }) : t('redeem.confirm'),
        'data-testid': 'redeem-confirm',
        request: { id: order.id },
        summary: (
          <ConfirmStep
            note={
              quote
                ? returning
                  ? t('redeem.earlyNoteHeld', { rate: heldRate, count: quote.heldDays })
                  : t('redeem.earlyNote')
                : undefined
            }
            problem={flow.problem}
            rows={[
              {
                label: t('redeem.returned'),
                value: `${format(order.amount, order.asset, { maximumFractionDigits: 18 })} ${order.asset}`,
                emphasis: true,
                testId: 'redeem-returned',
              },
              ...(fee ? [{ label: t('redeem.fee'), value: feeText, testId: 'redeem-fee' }] : []),
              ...(quote
                ? [
                    {
                      label: t('redeem.held'),
                      value: t('redeem.heldValue', { count: quote.heldDays, rate: heldRate }),
                      testId: 'redeem-held',
                    },
                  ]
                : []),
              {
                label: t('redeem.incomeKept'),
                value: rewardText(quote ? quote.incomeKept : order.incomeTotal),
                testId: 'redeem-income-kept',
              },
              ...(quote && returning
                ? [
                    {
                      label: t('redeem.incomeReturned'),
                      value: rewardText(quote.incomeReturned),
                      testId: 'redeem-income-returned',
                    },
                  ]
                : []),
            ]}
          >
            {shortOf ? (
              <Link
                to={ROUTES.myAssets}
                className="mt-2 inline-flex text-sm font-semibold text-plasma hover:underline"
              >
                {t('redeem.topUp', { asset: shortOf })}
              </Link>
            ) : null}
          </ConfirmStep>
        ),
      }}
    />
  );
}
