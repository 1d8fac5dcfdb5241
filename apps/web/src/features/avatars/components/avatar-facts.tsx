import type { CatalogueAvatar, OutputShare } from '@colony/contract/avatars';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { FUEL_DECIMALS } from '../../../lib/money/fuel-decimals.ts';
import { formatMultiplier, formatRatePercent, unitsTimesRate } from '../rates.ts';

const OUTPUT_COLORS: Record<OutputShare['asset'], string> = {
  MM: 'bg-nova',
  MC: 'bg-plasma',
  UME: 'bg-nebula',
};

function Fact({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  testId: string;
}) {
  return (
    <div className="panel flex min-w-0 flex-col rounded-2xl p-5 sm:p-6">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd data-testid={testId} className="mt-2 text-3xl font-bold text-ink tabular-nums">
        {value}
      </dd>
      <dd className="mt-2 text-xs text-ink-faint">{hint}</dd>
    </div>
  );
}

/** How the output of each day's burned fuel splits into MM, MC and UME, as a bar and a legend. */
function OutputSplit({ output }: { output: readonly OutputShare[] }) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  return (
    <div className="panel min-w-0 rounded-2xl p-5 sm:col-span-3 sm:p-6 lg:col-span-1">
      <dt className="text-sm text-ink-muted">{t('facts.output')}</dt>
      <dd className="mt-4">
        <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-space-700">
          {output.map((share) => (
            <div
              key={share.asset}
              className={OUTPUT_COLORS[share.asset]}
              style={{ width: `${Number(share.share) * 100}%` }}
            />
          ))}
        </div>
        {/* One resource a row: the names stay whole however narrow the card (a quarter of the row on wide screens). */}
        <ul data-testid="avatar-output" className="mt-4 flex flex-col gap-2.5">
          {output.map((share) => (
            <li key={share.asset} className="flex items-baseline gap-2">
              <span
                aria-hidden="true"
                className={`size-2 shrink-0 self-center rounded-full ${OUTPUT_COLORS[share.asset]}`}
              />
              <span className="w-10 shrink-0 text-xs font-semibold text-ink-muted">{share.asset}</span>
              <span className="min-w-0 flex-1 text-xs text-ink-faint">{t(`outputNames.${share.asset}`)}</span>
              <span className="shrink-0 text-base font-semibold text-ink tabular-nums">
                {formatRatePercent(share.share, locale)}
              </span>
            </li>
          ))}
        </ul>
      </dd>
      <dd className="mt-3 text-xs text-ink-faint">{t('facts.outputHint')}</dd>
    </div>
  );
}

/** The avatar's terms: fuel multiplier, total fuel, daily yield and the output split. */
export function AvatarFacts({ avatar }: { avatar: CatalogueAvatar }) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  const fuel = (units: bigint | string) =>
    formatBaseUnits(units, FUEL_DECIMALS, { locale, maximumFractionDigits: 4 });
  const dailyBurn = unitsTimesRate(BigInt(avatar.price), avatar.dailyYieldRate);
  return (
    <section aria-labelledby="avatar-facts" className="py-12 sm:py-16">
      <Container>
        <h2 id="avatar-facts" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('facts.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-ink-muted sm:text-base">{t('facts.lead')}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Fact
            label={t('facts.fuelMultiplier')}
            value={formatMultiplier(avatar.fuelMultiplier, locale)}
            hint={t('facts.fuelMultiplierHint')}
            testId="avatar-fuel-multiplier"
          />
          <Fact
            label={t('facts.totalFuel')}
            value={fuel(avatar.totalFuel)}
            hint={t('facts.totalFuelHint')}
            testId="avatar-total-fuel"
          />
          <Fact
            label={t('facts.dailyYield')}
            value={formatRatePercent(avatar.dailyYieldRate, locale)}
            hint={dailyBurn === undefined ? '' : t('facts.dailyYieldHint', { amount: fuel(dailyBurn) })}
            testId="avatar-daily-yield"
          />
          <OutputSplit output={avatar.output} />
        </dl>
      </Container>
    </section>
  );
}
