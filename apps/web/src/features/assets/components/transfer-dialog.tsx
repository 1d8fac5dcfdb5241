import { ASSETS, type Asset } from '@colony/contract/assets';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
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
  const transfer = useConfirmTransfer(address);
  // Each opening starts from a clean form on the asset it was opened for.
  const flow = useMoneyFlow({
    open,
    draft: (): TransferDraft => ({ to: '', asset: initialAsset, amount: '' }),
    send: transfer.sendAsync,
    onSuccess: () => {
      notify.success(t('transfer.success'));
      onOpenChange(false);
    },
  });
  const { draft, update } = flow;

  const transferRules = rules.data?.transfers ?? [];
  const assets = ASSETS.filter((asset) => transferRules.some((rule) => rule.asset === asset));
  const rule = transferRules.find((entry) => entry.asset === draft.asset);
  const available = availableOf(member.data?.assets, draft.asset);
  const result = checkTransfer(draft, { self: address, rule, available });
  const problems = flow.checked && !result.ok ? result.problems : {};
  // Whether the asset can move is said at once, not after Continue.
  const assetProblem = !result.ok ? result.problems.asset : undefined;

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="transfer-dialog"
      form={{
        title: t('transfer.title'),
        description: t('transfer.description'),
        ok: result.ok,
        disabled: rules.isPending || member.isPending,
        fields: (
          <>
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
          </>
        ),
      }}
      confirm={{
        title: t('transfer.confirmTitle'),
        label: t('transfer.confirm'),
        'data-testid': 'transfer-confirm',
        request: result.ok ? result.request : undefined,
        summary: result.ok ? (
          <ConfirmStep
            note={t('money:flow.irreversible')}
            problem={flow.problem}
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
        ) : null,
      }}
    />
  );
}
