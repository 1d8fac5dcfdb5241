import type { BuyBackRule } from '@colony/contract/money';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePercentFormat } from '../../../lib/format/use-percent-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** The trader's price, fee and minimum as the server applies them, and what they mean. */
export function TraderTerms({ rule, loading }: { rule: BuyBackRule | undefined; loading: boolean }) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const percent = usePercentFormat();
  const figures = rule
    ? [
        {
          key: 'price',
          label: t('trader.price'),
          value: t('trader.priceValue', {
            asset: rule.asset,
            price: format(rule.price, rule.payAsset, { maximumFractionDigits: 18 }),
            payAsset: rule.payAsset,
          }),
        },
        { key: 'fee', label: t('trader.fee'), value: percent(rule.feeBps) },
        {
          key: 'minimum',
          label: t('trader.minimum'),
          value: `${format(rule.minimum, rule.asset, { maximumFractionDigits: 18 })} ${rule.asset}`,
        },
      ]
    : [];
  return (
    <section
      aria-labelledby="terms-title"
      data-testid="trader-terms"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="terms-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('trader.rulesTitle')}
      </h2>
      {loading ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
        </div>
      ) : (
        <dl className="mt-4 grid gap-2">
          {figures.map((figure) => (
            <div
              key={figure.key}
              className="flex items-baseline justify-between gap-3 rounded-lg border border-line bg-space-950/40 px-4 py-2.5"
            >
              <dt className="text-sm text-ink-muted">{figure.label}</dt>
              <dd
                data-testid={`trader-${figure.key}`}
                className="text-right text-sm font-semibold text-ink tabular-nums"
              >
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="mt-5 flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted marker:text-nova">
        <li>{t('trader.rules.price')}</li>
        <li>{t('trader.rules.fee')}</li>
        <li>{t('trader.rules.minimum')}</li>
        <li>{t('trader.rules.treasury')}</li>
      </ul>
    </section>
  );
}
