import { ERRORS } from '@colony/contract/errors';
import { ROUTES } from '@colony/contract/routes';
import type { StakingOrder } from '@colony/contract/staking';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { useRedeemOrder } from '../api/redeem-order.ts';

/**
 * Redeeming an order after a confirmation (SPEC.md §4): at or after maturity the principal comes
 * back as it is; before it, the prompt says the early redemption costs the fee, paid from the
 * available balance, and that the income already paid stays. "Insufficient balance" without it.
 */
export function RedeemDialog({
  open,
  onOpenChange,
  address,
  order,
  fee,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: string;
  order: StakingOrder;
  /** What redeeming now costs; undefined when nothing (matured). */
  fee: { asset: StakingOrder['asset']; amount: string } | undefined;
}) {
  const { t } = useTranslation(['staking', 'money']);
  const format = useAmountFormat();
  const send = useRedeemOrder(address);
  const { reset } = send;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) reset();
    wasOpen.current = open;
  }, [open, reset]);
  const serverText = useServerProblemText(send.error);
  const short = send.error instanceof ApiError && send.error.code === ERRORS.insufficientBalance.code;
  const feeText = fee ? `${format(fee.amount, fee.asset)} ${fee.asset}` : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!send.isPending) onOpenChange(next);
      }}
      dismissable={!send.isPending}
      title={fee ? t('redeem.earlyTitle') : t('redeem.title')}
      description={fee ? t('redeem.earlyDescription', { fee: feeText }) : t('redeem.description')}
      data-testid="redeem-dialog"
      footer={
        <ConfirmActions
          onBack={() => onOpenChange(false)}
          backLabel={t('redeem.cancel')}
          onConfirm={() =>
            send.send(
              { id: order.id },
              {
                onSuccess: () => {
                  notify.success(t('redeem.success'));
                  onOpenChange(false);
                },
              },
            )
          }
          confirmLabel={fee ? t('redeem.confirmEarly', { fee: feeText }) : t('redeem.confirm')}
          pending={send.isPending}
          data-testid="redeem-confirm"
        />
      }
    >
      <ConfirmStep
        note={fee ? t('redeem.earlyNote') : undefined}
        problem={serverText}
        rows={[
          {
            label: t('redeem.returned'),
            value: `${format(order.amount, order.asset, { maximumFractionDigits: 18 })} ${order.asset}`,
            emphasis: true,
            testId: 'redeem-returned',
          },
          ...(fee ? [{ label: t('redeem.fee'), value: feeText, testId: 'redeem-fee' }] : []),
          {
            label: t('redeem.incomeKept'),
            value: `${format(order.incomeTotal, order.rewardAsset)} ${order.rewardAsset}`,
          },
        ]}
      >
        {short ? (
          <Link
            to={ROUTES.myAssets}
            className="mt-2 inline-flex text-sm font-semibold text-plasma hover:underline"
          >
            {t('redeem.topUp', { asset: fee?.asset ?? '' })}
          </Link>
        ) : null}
      </ConfirmStep>
    </Dialog>
  );
}
