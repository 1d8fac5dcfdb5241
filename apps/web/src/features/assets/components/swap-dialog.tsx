import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { parseAmount } from '../../../lib/money/parse-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
import { useExchangeRules } from '../api/get-exchange-rules.ts';
import { useSwap } from '../api/swap.ts';
import { checkSwap, quoteSwap, type SwapDraft } from '../rules/swap-rules.ts';

export interface SwapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in member. */
  address: string;
}

/**
 * Swap between the configured pairs (USDT and USDC): the form shows the rate, the fee and what
 * arrives as the amount is typed, reckoned as the server reckons it; a confirmation step sends the
 * swap once per Idempotency-Key and a toast tells the result.
 */
export function SwapDialog({ open, onOpenChange, address }: SwapDialogProps) {
  const { t } = useTranslation(['assets', 'money']);
  const format = useAmountFormat();
  const problemText = useProblemText('assets');
  const rules = useExchangeRules();
  const member = useMemberAssets(address);
  const swaps = rules.data?.swaps ?? [];
  const swap = useSwap(address);
  // Each opening starts from a clean form.
  const flow = useMoneyFlow({
    open,
    draft: (): SwapDraft => ({ from: 'USDT', amount: '' }),
    send: swap.sendAsync,
    onSuccess: () => {
      notify.success(t('swap.success'));
      onOpenChange(false);
    },
  });
  const { draft, update } = flow;

  const rule = swaps.find((candidate) => candidate.from === draft.from);
  const to: Asset | undefined = rule?.to;
  const available = availableOf(member.data?.assets, draft.from);
  const result = checkSwap(draft, { rule, available });
  const problems = flow.checked && !result.ok ? result.problems : {};
  // The quote follows any well-formed amount, also one the balance or the minimum refuses.
  const typed = parseAmount(draft.amount, ASSET_DECIMALS[draft.from]);
  const preview =
    rule && typed.kind === 'amount' && typed.units > 0n ? quoteSwap(typed.units, rule) : undefined;
  const exact = (units: bigint, asset: Asset) =>
    `${format(units, asset, { maximumFractionDigits: 18 })} ${asset}`;

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="swap-dialog"
      form={{
        title: t('swap.title'),
        description: t('swap.description'),
        ok: result.ok,
        disabled: rules.isPending || member.isPending,
        fields: (
          <>
            <AssetPicker
              name="swap-from"
              label={t('swap.from')}
              assets={swaps.length > 0 ? swaps.map((pair) => pair.from) : [draft.from]}
              value={draft.from}
              onChange={(from) => update({ from, amount: '' })}
              error={problemText(result.ok ? undefined : result.problems.from, draft.from)}
            />
            <AmountField
              name="amount"
              label={t('money:fields.amount')}
              asset={draft.from}
              value={draft.amount}
              onChange={(amount) => update({ amount })}
              disabled={!rule}
              available={{
                text: format(available, draft.from),
                input: amountInputValue(available, draft.from),
              }}
              error={problemText(problems.amount, draft.from)}
              hint={
                rule
                  ? t('swap.minimum', { min: `${format(rule.minimum, draft.from)} ${draft.from}` })
                  : undefined
              }
            />
            {rule && to ? (
              <dl
                data-testid="swap-quote"
                className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-space-900/60 p-4 text-sm"
              >
                <dt className="text-ink-muted">{t('swap.rate')}</dt>
                <dd className="text-right text-ink tabular-nums">
                  {t('swap.rateValue', { from: draft.from, to, price: format(rule.price, to) })}
                </dd>
                <dt className="text-ink-muted">{t('swap.fee', { percent: rule.feeBps / 100 })}</dt>
                <dd data-testid="swap-fee" className="text-right text-ink tabular-nums">
                  {preview ? exact(preview.fee, to) : '–'}
                </dd>
                <dt className="font-medium text-ink">{t('swap.receive')}</dt>
                <dd data-testid="swap-receive" className="text-right font-semibold text-ink tabular-nums">
                  {preview ? exact(preview.net, to) : '–'}
                </dd>
              </dl>
            ) : null}
          </>
        ),
      }}
      confirm={{
        title: t('swap.confirmTitle'),
        label: t('swap.confirm'),
        'data-testid': 'swap-confirm',
        request: result.ok ? result.request : undefined,
        summary:
          result.ok && to ? (
            <ConfirmStep
              note={t('money:flow.irreversible')}
              problem={flow.problem}
              rows={[
                { label: t('swap.pay'), value: exact(result.units, draft.from), testId: 'summary-pay' },
                { label: t('swap.feeAmount'), value: exact(result.quote.fee, to), testId: 'summary-fee' },
                {
                  label: t('swap.receive'),
                  value: exact(result.quote.net, to),
                  emphasis: true,
                  testId: 'summary-receive',
                },
              ]}
            />
          ) : null,
      }}
    />
  );
}
