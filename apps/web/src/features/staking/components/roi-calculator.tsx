import { ASSET_DECIMALS } from '@colony/contract/assets';
import type { StakingPlan } from '@colony/contract/staking';
import { useId, useState } from 'react';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { parseAmount } from '../../../lib/money/parse-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { stakingProjection } from '../rules/roi.ts';
import { Figure } from './figure.tsx';

const DAY_PRESETS = [7, 30, 90, 180, 365] as const;
const MAX_DAYS = 3650;

/**
 * Amount and days → income, for any plan (the anchors' farms have one): the same rounding as the
 * server's daily payouts, and the term stops the income, as it does for a real order.
 */
export function RoiCalculator({ plans }: { plans: readonly StakingPlan[] }) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const planGroup = useId();
  const daysId = useId();
  const [planId, setPlanId] = useState<number | undefined>(plans[0]?.id);
  const [amount, setAmount] = useState('1000');
  const [days, setDays] = useState('30');
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  if (!plan) return null;

  const parsed = parseAmount(amount, ASSET_DECIMALS[plan.asset]);
  const units = parsed.kind === 'amount' ? parsed.units : undefined;
  const dayCount = /^[0-9]{1,4}$/.test(days) ? Math.min(Number(days), MAX_DAYS) : undefined;
  const projection =
    units !== undefined && dayCount !== undefined ? stakingProjection(plan, units, dayCount) : undefined;

  return (
    <section
      aria-labelledby="roi-title"
      data-testid="roi-calculator"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="roi-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('roi.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('roi.description')}</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">{t('roi.plan')}</legend>
            <div className="flex flex-wrap gap-2">
              {plans.map((candidate) => (
                <label
                  key={candidate.id}
                  className={cx(
                    'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plasma',
                    candidate.id === plan.id
                      ? 'border-plasma/70 bg-space-700 text-ink'
                      : 'border-line-strong bg-space-900/70 text-ink-muted hover:text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name={planGroup}
                    className="sr-only"
                    checked={candidate.id === plan.id}
                    onChange={() => setPlanId(candidate.id)}
                  />
                  {t('roi.planLabel', { asset: candidate.asset, days: candidate.termDays })}
                </label>
              ))}
            </div>
          </fieldset>
          <AmountField
            name="roi-amount"
            label={t('roi.amount')}
            asset={plan.asset}
            value={amount}
            onChange={setAmount}
            error={amount !== '' && units === undefined ? t('roi.amountInvalid') : undefined}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor={daysId} className="text-sm font-medium text-ink">
              {t('roi.days')}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={daysId}
                name="roi-days"
                inputMode="numeric"
                value={days}
                onChange={(event) => setDays(event.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
                className="h-10 w-24 rounded-lg border border-line-strong bg-space-900/80 px-3 text-sm text-ink tabular-nums outline-none focus:border-plasma/70"
              />
              {DAY_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  onClick={() => setDays(String(preset))}
                  aria-pressed={dayCount === preset}
                  className={cx(
                    'h-10 rounded-full border px-3 text-xs font-semibold transition',
                    dayCount === preset
                      ? 'border-plasma/70 bg-space-700 text-ink'
                      : 'border-line-strong text-ink-muted hover:text-ink',
                  )}
                >
                  {t('roi.preset', { days: preset })}
                </button>
              ))}
            </div>
          </div>
        </div>
        <dl className="grid content-start gap-4 self-start rounded-xl border border-line bg-space-950/50 p-4 sm:grid-cols-2">
          <Figure label={t('roi.daily')} data-testid="roi-daily">
            {projection ? `${format(projection.daily, plan.rewardAsset)} ${plan.rewardAsset}` : '–'}
          </Figure>
          <Figure
            label={t('roi.total', { days: projection?.days ?? dayCount ?? 0 })}
            data-testid="roi-total"
            hint={
              projection && dayCount !== undefined && dayCount > plan.termDays
                ? t('roi.capped', { days: plan.termDays })
                : undefined
            }
          >
            <span className="text-lg text-plasma">
              {projection ? `${format(projection.total, plan.rewardAsset)} ${plan.rewardAsset}` : '–'}
            </span>
          </Figure>
          <p className="text-xs text-ink-muted sm:col-span-2">
            {t('roi.how', { asset: plan.asset, rewardAsset: plan.rewardAsset })}
          </p>
        </dl>
      </div>
    </section>
  );
}
