import type { IncomeType } from '@colony/contract/ledger-kinds';
import type { IncomeTotals } from '@colony/contract/money';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { FUEL_DECIMALS } from '../../../lib/money/fuel-decimals.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** The income types of SPEC.md §3, in the order the page lists them; the type makes it list every one. */
const INCOME_TYPES = Object.keys({
  staking: true,
  referral: true,
  team: true,
  bonus: true,
  activity: true,
  starLevel: true,
} satisfies Record<IncomeType, true>) as IncomeType[];

/** Fuel left in the member's Avatars and what each kind of income has paid so far. */
export function IncomePanel({
  fuel,
  income,
  loading,
}: {
  fuel: string | undefined;
  income: IncomeTotals | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  return (
    <section aria-labelledby="income-title" data-testid="income" className="panel rounded-2xl p-5 sm:p-6">
      <h2 id="income-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('income.title')}
      </h2>
      <div className="mt-4 flex items-end justify-between gap-3 rounded-xl border border-nova/25 bg-nova/[0.06] px-4 py-3.5">
        <div>
          <p className="text-sm font-semibold text-ink">{t('income.fuel')}</p>
          <p className="text-xs text-ink-muted">{t('income.fuelHint')}</p>
        </div>
        {loading || fuel === undefined ? (
          <Skeleton className="h-7 w-20" />
        ) : (
          <p data-testid="fuel" className="text-2xl font-semibold text-nova tabular-nums">
            {formatBaseUnits(fuel, FUEL_DECIMALS, { locale: currentLocale(), maximumFractionDigits: 2 })}
          </p>
        )}
      </div>
      <dl className="mt-3 divide-y divide-line">
        {INCOME_TYPES.map((type) => {
          const totals = income?.[type] ?? [];
          return (
            <div key={type} className="flex items-center justify-between gap-3 py-2.5">
              <dt className="text-sm text-ink-muted">{t(`income.types.${type}`)}</dt>
              <dd
                data-testid={`income-${type}`}
                className="text-right text-sm font-medium text-ink tabular-nums"
              >
                {loading ? (
                  <Skeleton className="h-4 w-12" />
                ) : totals.length === 0 ? (
                  t('income.none')
                ) : (
                  totals.map((total) => (
                    <span key={total.asset} className="block">
                      {format(total.amount, total.asset, { maximumFractionDigits: 4 })} {total.asset}
                    </span>
                  ))
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
