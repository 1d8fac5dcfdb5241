import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { BuyBackRule } from '@colony/contract/money';
import { type ReactNode, useState } from 'react';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { ConfirmActions, ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { SummaryList } from '../../../components/money/summary-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { checkAmount } from '../../../lib/money/amount-check.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { useSellToTrader } from '../api/sell-to-trader.ts';
import { checkSell, quoteSale } from '../rules/sell-rules.ts';

function SellForm({ address, rule }: { address: string; rule: BuyBackRule }) {
  const { t } = useTranslation(['assets', 'money', 'common']);
  const format = useAmountFormat();
  const problemText = useProblemText('assets');
  const member = useMemberAssets(address);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sell = useSellToTrader(address);

  const asset: Asset = rule.asset;
  const payAsset: Asset = rule.payAsset;
  const available = availableOf(member.data?.assets, asset);
  const result = checkSell({ asset, amount }, { rule, available });
  const problems = checked && !result.ok ? result.problems : {};
  const exact = (units: bigint | string, of: Asset) =>
    `${format(units, of, { maximumFractionDigits: 18 })} ${of}`;

  const submit = () => {
    if (!result.ok) return;
    sell.send(result.request, {
      onSuccess: () => {
        notify.success(t('trader.success'));
        setConfirming(false);
        setAmount('');
        setChecked(false);
      },
    });
  };
  const serverText = useServerProblemText(sell.error);
  // The quote follows any well-formed amount, also one the balance or the minimum refuses.
  const typed = checkAmount(amount, ASSET_DECIMALS[asset]);
  const quote = 'units' in typed ? quoteSale(typed.units, rule) : undefined;
  // Below the trader's minimum nothing can be sold: said before the member types an amount.
  const minimum = BigInt(rule.minimum);
  const short = member.data !== undefined && available < minimum;

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
        {short && member.data ? (
          <ResourceShortfall
            asset={asset}
            need={minimum}
            have={available}
            nextOutputAt={member.data.nextOutputAt}
            onOutput={() => void member.refetch()}
            reason={t('trader.belowMinimum', {
              min: exact(minimum, asset),
              have: `${format(available, asset)} ${asset}`,
            })}
            data-testid="trader-shortfall"
          />
        ) : null}
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
          label={t('money:fields.amount')}
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
        <Button type="submit" size="lg" className="w-full" disabled={member.isPending || short}>
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
        description={t('money:flow.review')}
        data-testid="sell-dialog"
        footer={
          <ConfirmActions
            onBack={() => setConfirming(false)}
            onConfirm={submit}
            confirmLabel={t('trader.confirm')}
            pending={sell.isPending}
            data-testid="sell-confirm"
          />
        }
      >
        {result.ok ? (
          <ConfirmStep
            note={t('money:flow.irreversible')}
            problem={serverText}
            rows={[
              { label: t('money:fields.amount'), value: exact(result.units, asset) },
              { label: t('trader.gross'), value: exact(result.quote.gross, payAsset) },
              { label: t('trader.feeAmount'), value: exact(result.quote.fee, payAsset) },
              { label: t('trader.receive'), value: exact(result.quote.net, payAsset), emphasis: true },
            ]}
          />
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
    body = <SignedOutPanel embedded description={t('trader.signedOut')} data-testid="assets-signed-out" />;
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
