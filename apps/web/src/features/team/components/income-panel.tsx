import type { IncomeType } from '@colony/contract/ledger-kinds';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useMemberIncome } from '../api/get-member-income.ts';

/** The income a team pays, in the order the affiliate programme explains it. */
export const TEAM_INCOME_TYPES = [
  'referral',
  'team',
  'bonus',
  'starLevel',
] as const satisfies readonly IncomeType[];

/** What the team has paid the member so far: the total, then each kind in each asset. */
export function IncomePanel({
  address,
  total,
  className,
}: {
  address: string;
  total: string;
  className?: string;
}) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const format = useAmountFormat();
  const member = useMemberIncome(address);
  return (
    <section
      aria-labelledby="income-title"
      data-testid="income-panel"
      className={cx('panel flex flex-col gap-4 rounded-2xl p-5 sm:p-6', className)}
    >
      <h2 id="income-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('income.title')}
      </h2>
      <div className="rounded-xl border border-nova/25 bg-nova/[0.06] px-4 py-3.5">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('income.total')}</p>
        <p data-testid="income-total" className="mt-1 text-2xl font-semibold text-nova tabular-nums">
          {usd(total)}
        </p>
      </div>
      {member.isError && !member.data ? (
        <ErrorState message={userMessageOf(member.error)?.text} onRetry={() => void member.refetch()} />
      ) : (
        <dl className="divide-y divide-line">
          {TEAM_INCOME_TYPES.map((type) => {
            const totals = member.data?.income[type] ?? [];
            return (
              <div key={type} className="flex items-center justify-between gap-3 py-2.5">
                <dt className="text-sm text-ink-muted">{t(`income.types.${type}`)}</dt>
                <dd
                  data-testid={`income-${type}`}
                  className="text-right text-sm font-medium text-ink tabular-nums"
                >
                  {member.isPending ? (
                    <Skeleton className="h-4 w-16" />
                  ) : totals.length === 0 ? (
                    t('income.none')
                  ) : (
                    totals.map((entry) => (
                      <span key={entry.asset} className="block">
                        {format(entry.amount, entry.asset, { maximumFractionDigits: 2 })} {entry.asset}
                      </span>
                    ))
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <Link to={ROUTES.affiliateProgram} className="text-sm font-semibold text-plasma hover:underline">
        {t('income.howItWorks')}
      </Link>
    </section>
  );
}
