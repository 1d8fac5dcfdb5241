import { ASSET_DECIMALS } from '@colony/contract/assets';
import type { EnergyCondition, EnergyLevel } from '@colony/contract/avatars';
import { cx } from '../../../components/ui/class-names.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { formatMultiplier } from '../rates.ts';
import { energySteps, nextBoost, nextEnergyStep } from '../rules/energy-steps.ts';

/** Minted and redeemed totals are USD: both stablecoins count one to one and have the same decimals. */
function useUsdFormat() {
  const locale = currentLocale();
  return (units: string | bigint) =>
    formatBaseUnits(units, ASSET_DECIMALS.USDT, { locale, maximumFractionDigits: 2 });
}

function Condition({ condition }: { condition: EnergyCondition }) {
  const { t } = useTranslation('avatars');
  const usd = useUsdFormat();
  const steps = energySteps(condition);
  const next = nextEnergyStep(condition);
  return (
    <li
      data-testid={`energy-${condition.key}`}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:py-0 lg:py-4 lg:first:pt-0 lg:last:pb-0"
    >
      <div>
        <p className="text-sm font-semibold text-ink">{t(`energy.conditions.${condition.key}.title`)}</p>
        <p className="mt-0.5 text-xs text-ink-muted">{t(`energy.conditions.${condition.key}.rule`)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg border border-line bg-space-950/50 px-3 py-2">
          <dt className="text-[0.7rem] text-ink-faint">{t('energy.minted')}</dt>
          <dd data-testid="energy-minted" className="truncate text-sm font-semibold text-ink tabular-nums">
            {t('energy.usd', { amount: usd(condition.minted) })}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-space-950/50 px-3 py-2">
          <dt className="text-[0.7rem] text-ink-faint">{t('energy.redeemed')}</dt>
          <dd data-testid="energy-redeemed" className="truncate text-sm font-semibold text-ink tabular-nums">
            {t('energy.usd', { amount: usd(condition.redeemed) })}
          </dd>
        </div>
      </dl>
      <ul className="flex flex-wrap gap-1.5">
        {steps.map((step) => (
          <li
            key={step.multiple}
            data-reached={step.reached}
            className={cx(
              'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums',
              step.reached
                ? 'border-success/40 bg-success/10 text-success'
                : 'border-line-strong text-ink-muted',
            )}
          >
            {step.reached ? <CheckIcon className="size-3.5" /> : null}
            <span aria-hidden="true">{t('energy.step', { multiple: step.multiple })}</span>
            <span className="sr-only">
              {t(step.reached ? 'energy.stepReached' : 'energy.stepOpen', { multiple: step.multiple })}
            </span>
          </li>
        ))}
      </ul>
      <p data-testid="energy-next-step" className="text-xs text-ink-muted">
        {!next
          ? t('energy.allReached')
          : // Nothing redeemed: any minting passes every step, which "minted above 0 USD" hid.
            next.target === 0n
            ? t(`energy.firstMint.${condition.key}`)
            : t('energy.nextStep', { amount: usd(next.target) })}
      </p>
    </li>
  );
}

/**
 * The member's energy level (SPEC.md §4): its boost, the boost of the next level, and for each of the
 * three conditions the figures the last settlement computed it from and what it takes to rise.
 */
export function EnergyPanel({ energy }: { energy: EnergyLevel }) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  const next = nextBoost(energy);
  return (
    <section aria-labelledby="energy-title" data-testid="energy" className="panel rounded-2xl p-5 sm:p-6">
      <h2 id="energy-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('energy.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <p className="flex items-baseline gap-2">
          <span data-testid="energy-level" className="text-3xl font-bold text-ink tabular-nums">
            {t('energy.level', { level: energy.level })}
          </span>
          <span className="text-sm text-ink-muted">{t('energy.ofMax', { max: energy.maxLevel })}</span>
        </p>
        <span
          data-testid="energy-boost"
          className="rounded-full border border-nova/40 bg-nova/10 px-3 py-1 text-sm font-semibold text-nova tabular-nums"
        >
          {t('energy.boost', { boost: formatMultiplier(energy.boost, locale) })}
        </span>
      </div>
      <div aria-hidden="true" className="mt-3 flex gap-1">
        {energy.boosts
          .map((_, level) => level)
          .slice(1)
          .map((level) => (
            <span
              key={level}
              className={cx(
                'h-1.5 flex-1 rounded-full',
                level <= energy.level ? 'bg-linear-to-r from-nova to-plasma' : 'bg-space-700',
              )}
            />
          ))}
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        {t('energy.boostHint', { boost: formatMultiplier(energy.boost, locale) })}{' '}
        {next ? t('energy.next', { boost: formatMultiplier(next, locale) }) : t('energy.top')}
      </p>
      <p data-testid="energy-as-of" className="mt-1 text-xs text-ink-faint">
        {energy.day ? t('energy.asOf', { day: energy.day }) : t('energy.notYet')}
      </p>
      {/* Side by side where the panel spans the page (tablets), one under another in the side column. */}
      <ul className="mt-5 divide-y divide-line md:grid md:grid-cols-3 md:gap-6 md:divide-y-0 lg:block lg:divide-y">
        {energy.conditions.map((condition) => (
          <Condition key={condition.key} condition={condition} />
        ))}
      </ul>
      <p className="mt-5 border-t border-line pt-4 text-xs text-ink-faint">{t('energy.explain')}</p>
    </section>
  );
}
