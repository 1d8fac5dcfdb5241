import { ASSETS, type Asset } from '@colony/contract/assets';
import { useEffect, useRef, useState } from 'react';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { useConfirmTransfer } from '../api/confirm-transfer.ts';
import { useExchangeRules } from '../api/get-exchange-rules.ts';
import { checkTransfer, type TransferDraft } from '../rules/transfer-rules.ts';

export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in member. */
  address: string;
  /** The asset chosen when the dialog opens. */
  initialAsset?: Asset;
}

type Step = 'form' | 'confirm';

/**
 * Transfer to another member by address: the form checks what the server checks (address,
 * transferable asset, minimum, balance), then a confirmation step sends it once per
 * Idempotency-Key and a toast tells the result.
 */
export function TransferDialog({ open, onOpenChange, address, initialAsset = 'USDT' }: TransferDialogProps) {
  const { t } = useTranslation(['assets', 'money']);
  const format = useAmountFormat();
  const problemText = useProblemText('assets');
  const rules = useExchangeRules();
  const member = useMemberAssets(address);
  const [step, setStep] = useState<Step>('form');
  const [draft, setDraft] = useState<TransferDraft>({ to: '', asset: initialAsset, amount: '' });
  const [checked, setChecked] = useState(false);
  const wasOpen = useRef(false);
  const send = useConfirmTransfer(address);
  const { reset } = send;

  // Each opening starts from a clean form on the asset it was opened for.
  useEffect(() => {
    if (open && !wasOpen.current) {
      setStep('form');
      setDraft({ to: '', asset: initialAsset, amount: '' });
      setChecked(false);
      reset();
    }
    wasOpen.current = open;
  }, [open, initialAsset, reset]);

  const transferRules = rules.data?.transfers ?? [];
  const assets = ASSETS.filter((asset) => transferRules.some((rule) => rule.asset === asset));
  const rule = transferRules.find((entry) => entry.asset === draft.asset);
  const available = availableOf(member.data?.assets, draft.asset);
  const result = checkTransfer(draft, { self: address, rule, available });
  const problems = checked && !result.ok ? result.problems : {};
  // Whether the asset can move is said at once, not after Continue.
  const assetProblem = !result.ok ? result.problems.asset : undefined;

  const update = (patch: Partial<TransferDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    reset();
  };

  const submit = () => {
    if (!result.ok) return;
    send.send(result.request, {
      onSuccess: () => {
        notify.success(t('transfer.success'));
        onOpenChange(false);
      },
    });
  };

  const serverText = useServerProblemText(send.error);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!send.isPending) onOpenChange(next);
      }}
      dismissable={!send.isPending}
      title={step === 'form' ? t('transfer.title') : t('transfer.confirmTitle')}
      description={step === 'form' ? t('transfer.description') : t('money:flow.review')}
      data-testid="transfer-dialog"
      footer={
        step === 'form' ? (
          <Button
            className="w-full sm:w-auto"
            disabled={rules.isPending || member.isPending}
            onClick={() => {
              setChecked(true);
              if (result.ok) setStep('confirm');
            }}
          >
            {t('money:flow.next')}
          </Button>
        ) : (
          <ConfirmActions
            onBack={() => setStep('form')}
            onConfirm={submit}
            confirmLabel={t('transfer.confirm')}
            pending={send.isPending}
            data-testid="transfer-confirm"
          />
        )
      }
    >
      {step === 'form' ? (
        <form
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (result.ok) setStep('confirm');
          }}
        >
          <TextField
            label={t('fields.address')}
            name="to"
            value={draft.to}
            onChange={(event) => update({ to: event.target.value })}
            placeholder={t('fields.addressPlaceholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            className="font-mono"
            error={problemText(problems.to, draft.asset)}
          />
          <AssetPicker
            name="transfer-asset"
            label={t('money:fields.asset')}
            assets={assets.length > 0 ? assets : [draft.asset]}
            value={draft.asset}
            onChange={(asset) => update({ asset, amount: '' })}
            error={problemText(assetProblem, draft.asset)}
          />
          <AmountField
            name="amount"
            label={t('money:fields.amount')}
            asset={draft.asset}
            value={draft.amount}
            onChange={(amount) => update({ amount })}
            disabled={!rule?.transferable}
            available={{
              text: format(available, draft.asset),
              input: amountInputValue(available, draft.asset),
            }}
            error={problemText(problems.amount, draft.asset)}
            hint={
              rule?.transferable
                ? t('transfer.minimum', { min: `${format(rule.minimum, draft.asset)} ${draft.asset}` })
                : undefined
            }
          />
          {/* Enter in a field continues, as the button does. */}
          <button type="submit" hidden tabIndex={-1} />
        </form>
      ) : result.ok ? (
        <ConfirmStep
          note={t('money:flow.irreversible')}
          problem={serverText}
          rows={[
            {
              label: t('transfer.to'),
              value: <span className="font-mono">{result.request.to}</span>,
              testId: 'summary-to',
            },
            {
              label: t('money:fields.amount'),
              value: `${format(result.units, draft.asset, { maximumFractionDigits: 18 })} ${draft.asset}`,
              emphasis: true,
              testId: 'summary-amount',
            },
          ]}
        />
      ) : null}
    </Dialog>
  );
}
