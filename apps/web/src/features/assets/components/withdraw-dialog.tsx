import type { AllowedChainId } from '@colony/contract/constants';
import type { WithdrawResponse } from '@colony/contract/money';
import { useId } from 'react';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { cx } from '../../../components/ui/class-names.ts';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useDepositInfo } from '../../../lib/money/get-deposit-info.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
import { isAllowedChainId } from '../../../lib/wallet/allowed-chain.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { useExchangeRules } from '../api/get-exchange-rules.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { checkWithdraw, type WithdrawAsset, type WithdrawDraft } from '../rules/withdraw-rules.ts';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: string;
  initialAsset?: WithdrawAsset;
}

/** Until the server names its chains: BNB Smart Chain, where the colony's deposits arrive. */
const DEFAULT_CHAIN: AllowedChainId = 56;

function NetworkPicker({
  chains,
  value,
  onChange,
}: {
  chains: readonly AllowedChainId[];
  value: AllowedChainId;
  onChange: (chainId: AllowedChainId) => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('fields.network')}</legend>
      <div className="flex flex-wrap gap-2">
        {chains.map((chainId) => (
          <label
            key={chainId}
            className={cx(
              'inline-flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plasma',
              chainId === value
                ? 'border-plasma/70 bg-space-700 text-ink'
                : 'border-line-strong bg-space-900/70 text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={chainId}
              checked={chainId === value}
              onChange={() => onChange(chainId)}
              className="sr-only"
            />
            {t(`common:wallet.chains.${chainId}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Withdraw a stablecoin to the member's own wallet: minimum, fee and daily limit shown up front,
 * the amount checked against them, a confirmation with what arrives, then one request per
 * Idempotency-Key. The withdrawals list follows it until the chain confirms.
 */
export function WithdrawDialog({ open, onOpenChange, address, initialAsset = 'USDT' }: WithdrawDialogProps) {
  const { t } = useTranslation(['assets', 'money', 'common']);
  const format = useAmountFormat();
  const problemText = useProblemText('assets');
  const wallet = useWallet();
  const rules = useExchangeRules();
  const member = useMemberAssets(address);
  const depositInfo = useDepositInfo();
  // BNB Smart Chain first: the colony's home chain, and the cheaper one to send on.
  const configured = (depositInfo.data?.chains ?? [])
    .map((chain) => chain.chainId)
    .sort((a, b) => (a === DEFAULT_CHAIN ? -1 : b === DEFAULT_CHAIN ? 1 : a - b));
  const chains: AllowedChainId[] = configured.length > 0 ? configured : [DEFAULT_CHAIN];
  const preferredChain: AllowedChainId =
    isAllowedChainId(wallet.chainId) && chains.includes(wallet.chainId)
      ? wallet.chainId
      : (chains[0] ?? DEFAULT_CHAIN);

  const withdraw = useWithdraw(address);
  const flow = useMoneyFlow({
    open,
    draft: (): WithdrawDraft => ({ asset: initialAsset, amount: '', chainId: preferredChain }),
    send: withdraw.sendAsync,
    onSuccess: (record: WithdrawResponse) => {
      if (record.status === 'awaitingApproval') notify.info(t('withdraw.awaitingApproval'));
      else notify.success(t('withdraw.success'));
      onOpenChange(false);
    },
  });
  const { draft, update } = flow;

  const withdrawalRules = rules.data?.withdrawals ?? [];
  const assets = withdrawalRules.map((rule) => rule.asset);
  const rule = withdrawalRules.find((entry) => entry.asset === draft.asset);
  const available = availableOf(member.data?.assets, draft.asset);
  const result = checkWithdraw(draft, { rule, available });
  const problems = flow.checked && !result.ok ? result.problems : {};
  const chainId = chains.includes(draft.chainId) ? draft.chainId : (chains[0] ?? DEFAULT_CHAIN);

  const amountOf = (units: bigint | string) =>
    `${format(units, draft.asset, { maximumFractionDigits: 18 })} ${draft.asset}`;

  return (
    <MoneyFlowDialog
      flow={flow}
      open={open}
      onOpenChange={onOpenChange}
      data-testid="withdraw-dialog"
      form={{
        title: t('withdraw.title'),
        description: t('withdraw.description'),
        ok: result.ok,
        disabled: rules.isPending || member.isPending || !rule,
        fields: (
          <>
            {!rules.isPending && assets.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('withdraw.unavailable')}</p>
            ) : null}
            <AssetPicker
              name="withdraw-asset"
              label={t('money:fields.asset')}
              assets={assets.length > 0 ? assets : [draft.asset]}
              value={draft.asset}
              onChange={(asset) => update({ asset, amount: '' })}
              error={problemText(problems.asset, draft.asset)}
            />
            {chains.length > 1 ? (
              <NetworkPicker chains={chains} value={chainId} onChange={(next) => update({ chainId: next })} />
            ) : null}
            <AmountField
              name="amount"
              label={t('money:fields.amount')}
              asset={draft.asset}
              value={draft.amount}
              onChange={(amount) => update({ amount })}
              disabled={!rule}
              available={{
                text: format(available, draft.asset),
                input: amountInputValue(available, draft.asset),
              }}
              error={problemText(problems.amount, draft.asset)}
              hint={
                result.ok ? t('withdraw.receivePreview', { amount: amountOf(result.received) }) : undefined
              }
            />
            {rule ? (
              <div className="rounded-xl border border-line bg-space-950/50 p-4">
                <dl className="grid grid-cols-3 gap-3 text-center">
                  {[
                    {
                      label: t('withdraw.minimum'),
                      value: amountOf(rule.minimum),
                      testId: 'withdraw-minimum',
                    },
                    { label: t('withdraw.fee'), value: amountOf(rule.fee), testId: 'withdraw-fee' },
                    { label: t('withdraw.dailyLimit'), value: amountOf(rule.memberDailyLimit) },
                  ].map((term) => (
                    <div key={term.label}>
                      <dt className="text-[0.7rem] tracking-wide text-ink-faint uppercase">{term.label}</dt>
                      <dd
                        className="mt-1 text-sm font-semibold text-ink tabular-nums"
                        data-testid={term.testId}
                      >
                        {term.value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-xs text-ink-muted">{t('withdraw.limitHint')}</p>
              </div>
            ) : null}
          </>
        ),
      }}
      confirm={{
        title: t('withdraw.confirmTitle'),
        label: t('withdraw.confirm'),
        'data-testid': 'withdraw-confirm',
        request: result.ok ? { ...result.request, chainId } : undefined,
        summary: result.ok ? (
          <ConfirmStep
            problem={flow.problem}
            rows={[
              { label: t('money:fields.amount'), value: amountOf(result.units) },
              { label: t('withdraw.fee'), value: amountOf(result.fee) },
              {
                label: t('withdraw.receive'),
                value: amountOf(result.received),
                emphasis: true,
                testId: 'summary-receive',
              },
              { label: t('money:fields.network'), value: t(`common:wallet.chains.${chainId}`) },
              { label: t('withdraw.to'), value: <ShortAddress address={address} /> },
            ]}
          />
        ) : null,
      }}
    />
  );
}
