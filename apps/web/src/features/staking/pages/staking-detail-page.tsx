import { ROUTES } from '@colony/contract/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { isOrderMissing, useStakingDetail } from '../api/get-staking-detail.ts';
import { AssetPair } from '../components/asset-pair.tsx';
import { Figure } from '../components/figure.tsx';
import { IncomeLines } from '../components/income-lines.tsx';
import { OrderStatusPill } from '../components/order-status-pill.tsx';
import { RedeemDialog } from '../components/redeem-dialog.tsx';
import { formatPercent } from '../rules/rates.ts';
import { earlyRedemptionShortfalls } from '../rules/redeem-rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NotFound() {
  const { t } = useTranslation('staking');
  return (
    <div
      data-testid="order-not-found"
      className="panel flex flex-col items-start gap-4 rounded-2xl p-6 sm:p-8"
    >
      <h2 className="text-lg font-semibold text-ink">{t('detail.notFound')}</h2>
      <p className="text-sm text-ink-muted">{t('detail.notFoundHint')}</p>
      <Link to={ROUTES.staking} className={buttonClass({ variant: 'secondary' })}>
        {t('detail.back')}
      </Link>
    </div>
  );
}

function OrderDetail({ address, id }: { address: string; id: string }) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const detail = useStakingDetail(address, id);
  const member = useMemberAssets(address);
  const [redeeming, setRedeeming] = useState(false);
  if (isOrderMissing(detail.error)) return <NotFound />;
  const first = detail.data?.pages[0];
  if (!first) {
    if (detail.isError)
      return <ErrorState message={userMessageOf(detail.error)?.text} onRetry={() => void detail.refetch()} />;
    return (
      <div className="flex flex-col gap-6" aria-busy="true" data-testid="order-loading">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  const { order, earlyRedemption: quote } = first;
  const lines = detail.data?.pages.flatMap((page) => page.income.list) ?? [];
  const amountOf = (value: string, asset: typeof order.asset) => (
    <>
      {format(value, asset)} <span className="text-ink-muted">{asset}</span>
    </>
  );
  const text = (value: string | bigint, asset: typeof order.asset) => `${format(value, asset)} ${asset}`;
  const locale = currentLocale();
  // Before the dialog: whether the balance can pay the fee and give back the income above the held rate.
  const shortfalls = quote && member.data ? earlyRedemptionShortfalls(quote, order, member.data.assets) : [];
  const returning = quote !== null && BigInt(quote.incomeReturned) > 0n;

  return (
    <div className="flex flex-col gap-6">
      <section data-testid="order-summary" className="panel flex flex-col gap-6 rounded-2xl p-5 sm:p-7">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <AssetPair asset={order.asset} rewardAsset={order.rewardAsset} />
          <OrderStatusPill status={order.status} />
        </div>
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('order.amount')}</p>
          <p data-testid="order-amount" className="mt-1 text-3xl font-bold text-ink tabular-nums">
            {amountOf(order.amount, order.asset)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {t('detail.planLine', {
              days: order.termDays,
              rate: formatPercent(order.dailyRate, locale, 4),
            })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-5 md:grid-cols-4">
          <Figure label={t('order.dailyIncome')}>{amountOf(order.dailyIncome, order.rewardAsset)}</Figure>
          <Figure
            label={t('order.income')}
            data-testid="order-income"
            hint={t('order.incomeDays', { days: order.incomeDays, term: order.termDays })}
          >
            {amountOf(order.incomeTotal, order.rewardAsset)}
          </Figure>
          <Figure label={t('order.expected')}>{amountOf(order.expectedIncome, order.rewardAsset)}</Figure>
          <Figure label={t('order.stakedAt')}>
            <DateTime value={order.createdAt} className="text-sm" />
          </Figure>
          <Figure
            label={t('order.maturity')}
            hint={
              order.status === 'earning' ? (
                <Countdown to={order.maturesAt} onEnd={() => void detail.refetch()} />
              ) : undefined
            }
          >
            <DateTime value={order.maturesAt} className="text-sm" />
          </Figure>
          <Figure label={t('order.firstIncome')}>{order.firstIncomeDay}</Figure>
          {order.redeemedAt ? (
            <Figure label={t('order.redeemedAt')} data-testid="order-redeemed-at">
              <DateTime value={order.redeemedAt} className="text-sm" />
            </Figure>
          ) : null}
          {order.fee ? (
            <Figure label={t('order.feePaid')}>{amountOf(order.fee.amount, order.fee.asset)}</Figure>
          ) : null}
          {order.heldRate ? (
            <Figure label={t('order.heldRate')} data-testid="order-held-rate">
              {t('order.heldRateValue', { rate: formatPercent(order.heldRate, locale, 4) })}
            </Figure>
          ) : null}
          {order.incomeReturned ? (
            <Figure label={t('order.incomeReturned')} data-testid="order-income-returned">
              {amountOf(order.incomeReturned, order.rewardAsset)}
            </Figure>
          ) : null}
        </dl>
        {order.status !== 'redeemed' ? (
          <div className="flex flex-col gap-3 border-t border-line pt-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink-muted" data-testid="order-redeem-hint">
                {quote
                  ? returning
                    ? t('detail.earlyHintHeld', {
                        fee: text(quote.fee.amount, quote.fee.asset),
                        count: quote.heldDays,
                        rate: formatPercent(quote.heldRate, locale, 4),
                        kept: text(quote.incomeKept, order.rewardAsset),
                        returned: text(quote.incomeReturned, order.rewardAsset),
                      })
                    : t('detail.earlyHint', { fee: text(quote.fee.amount, quote.fee.asset) })
                  : t('detail.maturedHint')}
              </p>
              <Button
                className="shrink-0"
                variant={quote ? 'secondary' : 'primary'}
                onClick={() => setRedeeming(true)}
                disabled={shortfalls.length > 0}
                data-testid="order-redeem"
              >
                {quote ? t('detail.redeemEarly') : t('detail.redeem')}
              </Button>
            </div>
            {shortfalls.map((shortfall) => (
              <ResourceShortfall
                key={shortfall.asset}
                asset={shortfall.asset}
                need={shortfall.need}
                have={shortfall.have}
                nextOutputAt={member.data?.nextOutputAt ?? null}
                onOutput={() => void member.refetch()}
                reason={t(`detail.short.${shortfall.kind}`, {
                  fee: quote ? text(quote.fee.amount, quote.fee.asset) : '',
                  returned: quote ? text(quote.incomeReturned, order.rewardAsset) : '',
                  have: text(shortfall.have, shortfall.asset),
                })}
                data-testid="order-redeem-shortfall"
              />
            ))}
          </div>
        ) : null}
      </section>
      <IncomeLines
        order={order}
        lines={lines}
        query={{
          hasNextPage: detail.hasNextPage,
          isFetchingNextPage: detail.isFetchingNextPage,
          fetchNextPage: detail.fetchNextPage,
          isPending: detail.isPending,
          isError: detail.isError,
          refetch: detail.refetch,
        }}
      />
      <RedeemDialog
        open={redeeming}
        onOpenChange={setRedeeming}
        address={address}
        order={order}
        quote={quote ?? undefined}
      />
    </div>
  );
}

/** /stakingDetail?id=: one staking order, its income day by day, and redeeming it. */
export default function StakingDetailPage() {
  const { t } = useTranslation('staking');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('detail.title')} description={t('detail.description')} />
      <Container className="flex flex-col gap-6 py-8 sm:py-12">
        <Link to={ROUTES.staking} className="text-sm font-semibold text-plasma hover:underline">
          {t('detail.back')}
        </Link>
        {address === undefined ? (
          <SignedOutPanel description={t('signedOut')} />
        ) : UUID.test(id) ? (
          <OrderDetail key={`${address}:${id}`} address={address} id={id} />
        ) : (
          <NotFound />
        )}
      </Container>
    </>
  );
}
