import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { BuyBackRule, ExchangeRequest } from '@colony/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { createIdempotentAction } from '../../../lib/money/idempotent-action.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useMemberAssets } from '../api/get-member-assets.ts';
import { sellToTrader } from '../api/sell-to-trader.ts';
import { useAmountFormat } from '../hooks/use-amount-format.ts';
import { availableOf } from '../hooks/use-balances.ts';
import { checkAmount } from '../rules/amount-check.ts';
import { checkSell, quoteSale } from '../rules/sell-rules.ts';
import { AmountField } from './amount-field.tsx';
import { AssetBadge } from './asset-badge.tsx';
import { ServerProblem } from './server-problem.tsx';
import { SignedOutPanel } from './signed-out-panel.tsx';
import { SummaryList } from './summary-list.tsx';
import { useProblemText } from './use-problem-text.ts';

function SellForm({ address, rule }: { address: string; rule: BuyBackRule }) {
  const { t } = useTranslation(['assets', 'common']);
  const format = useAmountFormat();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const member = useMemberAssets(address);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [action] = useState(createIdempotentAction);
  const sell = useMutation({
    mutationFn: ({ request, key }: { request: ExchangeRequest; key: string }) => sellToTrader(request, key),
  });

  const asset: Asset = rule.asset;
  const payAsset: Asset = rule.payAsset;
  const available = availableOf(member.data?.assets, asset);
  const result = checkSell({ asset, amount }, { rule, available });
  const problems = checked && !result.ok ? result.problems : {};
  const exact = (units: bigint | string, of: Asset) =>
    `${format(units, of, { maximumFractionDigits: 18 })} ${of}`;

  const submit = () => {
    if (!result.ok) return;
    const key = action.keyFor(result.request);
    sell.mutate(
      { request: result.request, key },
      {
        onSuccess: () => {
          action.settle();
          notify.success(t('trader.success'));
          setConfirming(false);
          setAmount('');
          setChecked(false);
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
        },
        onError: (error) => action.settle(error),
      },
    );
  };
  const serverMessage = sell.isError ? userMessageOf(sell.error) : null;
  const serverText = serverMessage
    ? (serverMessage.text ?? t(serverMessage.key, { ns: 'common' }))
    : undefined;
  // The quote follows any well-formed amount, also one the balance or the minimum refuses.
  const typed = checkAmount(amount, ASSET_DECIMALS[asset]);
  const quote = 'units' in typed ? quoteSale(typed.units, rule) : undefined;

  return (
    <>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (result.ok) {
            sell.reset();
            setConfirming(true);
          }
        }}
      >
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-space-950/50 px-4 py-3">
          <span className="text-sm text-ink-muted">{t('trader.youHave', { asset })}</span>
          {member.isPending ? (
            <Skeleton className="h-5 w-20" />
          ) : (
            <span data-testid="trader-holding" className="text-base font-semibold text-ink tabular-nums">
              {format(available, asset, { maximumFractionDigits: 4 })} {asset}
            </span>
          )}
        </div>
        <AmountField
          name="sell-amount"
          label={t('fields.amount')}
          asset={asset}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            sell.reset();
          }}
          available={{ text: format(available, asset), input: amountInputValue(available, asset) }}
          error={problemText(problems.amount, asset)}
          hint={t('validation.minimumBuyBack', { min: exact(rule.minimum, asset) })}
        />
        <SummaryList
          rows={[
            { label: t('trader.gross'), value: quote ? exact(quote.gross, payAsset) : '–' },
            { label: t('trader.feeAmount'), value: quote ? exact(quote.fee, payAsset) : '–' },
            {
              label: t('trader.receive'),
              value: quote ? exact(quote.net, payAsset) : '–',
              emphasis: true,
              testId: 'trader-receive',
            },
          ]}
        />
        <Button type="submit" size="lg" className="w-full" disabled={member.isPending}>
          {t('trader.sell')}
        </Button>
      </form>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!sell.isPending) setConfirming(open);
        }}
        dismissable={!sell.isPending}
        title={t('trader.confirmTitle')}
        description={t('flow.review')}
        data-testid="sell-dialog"
        footer={
          <>
            <Button variant="ghost" disabled={sell.isPending} onClick={() => setConfirming(false)}>
              {t('flow.back')}
            </Button>
            <Button loading={sell.isPending} onClick={submit} data-testid="sell-confirm">
              {t('trader.confirm')}
            </Button>
          </>
        }
      >
        {result.ok ? (
          <>
            <SummaryList
              rows={[
                { label: t('fields.amount'), value: exact(result.units, asset) },
                { label: t('trader.gross'), value: exact(result.quote.gross, payAsset) },
                { label: t('trader.feeAmount'), value: exact(result.quote.fee, payAsset) },
                { label: t('trader.receive'), value: exact(result.quote.net, payAsset), emphasis: true },
              ]}
            />
            <p className="mt-3 text-xs text-ink-muted">{t('flow.irreversible')}</p>
            <ServerProblem message={serverText} />
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** The buy-back form: the member's holding, the amount, what the trader pays, then a confirmation. */
export function SellCard({
  address,
  rule,
  loading,
}: {
  address: string | undefined;
  rule: BuyBackRule | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('assets');
  const asset = rule?.asset ?? 'MM';
  let body: ReactNode;
  if (loading) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-13 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (!rule) {
    body = <p className="text-sm text-ink-muted">{t('trader.noBuyBack')}</p>;
  } else if (!address) {
    body = <SignedOutPanel embedded description={t('trader.signedOut')} />;
  } else {
    body = <SellForm key={address} address={address} rule={rule} />;
  }
  return (
    <section aria-labelledby="sell-title" data-testid="trader-sell" className="panel rounded-2xl p-5 sm:p-7">
      <div className="mb-5 flex items-center gap-3">
        <AssetBadge asset={asset} className="size-10" />
        <h2 id="sell-title" className="text-xl font-semibold text-ink">
          {t('trader.sellTitle', { asset })}
        </h2>
      </div>
      {body}
    </section>
  );
}
