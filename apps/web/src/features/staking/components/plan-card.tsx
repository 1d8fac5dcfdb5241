import type { StakingPlan } from '@colony/contract/staking';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { formatPercent, rateTimes } from '../rules/rates.ts';
import { AssetPair } from './asset-pair.tsx';
import { Figure } from './figure.tsx';

/**
 * A plan's terms and the button that stakes in it (a visitor's connects the wallet first); with a
 * `shortfall`, why the member cannot stake yet, and the button is off.
 */
export function PlanCard({
  plan,
  onStake,
  signedIn,
  shortfall,
}: {
  plan: StakingPlan;
  onStake: (plan: StakingPlan) => void;
  signedIn: boolean;
  /** The member holds less than the plan's minimum: what they need and where it comes from. */
  shortfall?: ReactNode;
}) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const locale = currentLocale();
  // What the whole term pays per unit staked: the daily rate × the term.
  const termRate = rateTimes(plan.dailyRate, plan.termDays) ?? '';
  return (
    <article
      data-testid="plan-card"
      data-plan={plan.id}
      className="panel flex flex-col gap-5 rounded-2xl p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <AssetPair asset={plan.asset} rewardAsset={plan.rewardAsset} />
        <span className="shrink-0 rounded-full border border-plasma/40 bg-plasma/10 px-3 py-1 text-xs font-semibold text-plasma">
          {t('plans.term', { days: plan.termDays })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <Figure label={t('plans.dailyRate')} data-testid="plan-daily-rate">
          {formatPercent(plan.dailyRate, locale, 4)}
        </Figure>
        <Figure
          label={t('plans.overTerm')}
          hint={t('plans.overTermHint', { rewardAsset: plan.rewardAsset, asset: plan.asset })}
        >
          {formatPercent(termRate, locale)}
        </Figure>
        <Figure label={t('plans.limits')} className="col-span-2" data-testid="plan-limits">
          {t('plans.range', {
            min: format(plan.minimum, plan.asset),
            max: format(plan.maximum, plan.asset),
            asset: plan.asset,
          })}
        </Figure>
      </dl>
      <div className="mt-auto flex flex-col gap-3">
        {plan.open ? (
          <>
            {shortfall}
            <Button
              className="w-full"
              onClick={() => onStake(plan)}
              disabled={shortfall !== undefined}
              data-testid="plan-stake"
            >
              {signedIn ? t('plans.stake') : t('plans.connectToStake')}
            </Button>
          </>
        ) : (
          <p className="rounded-lg border border-line px-4 py-2.5 text-center text-sm text-ink-muted">
            {t('plans.closed')}
          </p>
        )}
      </div>
    </article>
  );
}
