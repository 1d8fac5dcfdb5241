import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useExchangeRules } from '../api/get-exchange-rules.ts';
import { MoneyLog } from '../components/money-log.tsx';
import { SellCard } from '../components/sell-card.tsx';
import { TraderTerms } from '../components/trader-terms.tsx';

/** /trader: the mysterious merchant buys raw material back for USDT at its price, less its fee. */
export default function TraderPage() {
  const { t } = useTranslation('assets');
  const address = useMemberAddress();
  const rules = useExchangeRules();
  // SPEC.md: the trader buys raw material; another asset it buys would get its own form.
  const rule = rules.data?.buyBack.find((entry) => entry.asset === 'MM') ?? rules.data?.buyBack[0];
  return (
    <>
      <PageHeader title={t('trader.title')} description={t('trader.description')} />
      <Container className="py-8 sm:py-12">
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
          <SellCard address={address} rule={rule} loading={rules.isPending} />
          <TraderTerms rule={rule} loading={rules.isPending} />
        </div>
        {address ? (
          <div className="mt-6">
            <MoneyLog
              address={address}
              kind="buy_back"
              title={t('trader.historyTitle')}
              emptyMessage={t('trader.noSales')}
            />
          </div>
        ) : null}
      </Container>
    </>
  );
}
