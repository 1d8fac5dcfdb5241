import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FuelBar } from './fuel-bar.tsx';
import { OutputFigures } from './owned-avatar-card.tsx';

/** All the member's avatars together: fuel left of all there was, output so far, and when the next output comes. */
export function HoldingsOverview({
  holdings,
  onSettlement,
}: {
  holdings: MyAvatarsResponse;
  onSettlement: () => void;
}) {
  const { t } = useTranslation('avatars');
  return (
    <div className="panel grid divide-y divide-line rounded-2xl md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)] md:divide-x md:divide-y-0">
      <section aria-labelledby="overview-fuel" className="min-w-0 p-5">
        <h2 id="overview-fuel" className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
          {t('holdings.overview.fuel')}
        </h2>
        <FuelBar
          remaining={holdings.remainingFuel}
          total={holdings.totalFuel}
          className="mt-3"
          testId="overview-fuel"
        />
      </section>
      <section aria-labelledby="overview-output" className="min-w-0 p-5">
        <h2 id="overview-output" className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
          {t('holdings.overview.output')}
        </h2>
        <OutputFigures
          output={holdings.output}
          testId="overview-output"
          className="mt-3"
          fractionDigits={2}
        />
      </section>
      <section aria-labelledby="overview-next" className="min-w-0 p-5">
        <h2 id="overview-next" className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
          {t('holdings.overview.nextSettlement')}
        </h2>
        <Countdown
          to={holdings.nextSettlementAt}
          onEnd={onSettlement}
          className="mt-3 text-xl font-semibold"
        />
        <p className="mt-2 text-xs text-ink-muted">{t('holdings.overview.nextSettlementHint')}</p>
      </section>
    </div>
  );
}
