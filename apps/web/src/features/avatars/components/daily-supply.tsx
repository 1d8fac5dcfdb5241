import type { CatalogueAvatar } from '@colony/contract/avatars';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Today's supply (what is left of the daily supply, as a bar) and the live countdown to the next
 * settlement, which serves the queue and opens the next day's supply; `onSettlement` reads again then.
 */
export function DailySupply({
  avatar,
  nextSettlementAt,
  onSettlement,
}: {
  avatar: Pick<CatalogueAvatar, 'dailySupply' | 'remainingToday' | 'forSale'>;
  nextSettlementAt: string;
  onSettlement: () => void;
}) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  const total = avatar.dailySupply;
  const remaining = Math.min(avatar.remainingToday, total);
  const share = total > 0 ? remaining / total : 0;
  const soldOut = avatar.forSale && remaining === 0;
  return (
    <div className="panel grid gap-5 rounded-2xl p-5 sm:grid-cols-2 sm:p-6">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">{t('supply.title')}</p>
        <p data-testid="avatar-remaining" className="mt-2 text-sm text-ink tabular-nums">
          {t('supply.remaining', {
            remaining: formatNumber(remaining, { locale }),
            total: formatNumber(total, { locale }),
          })}
        </p>
        {/* The sentence above says it; the bar only shows it. */}
        <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-space-700">
          <div
            className="h-full rounded-full bg-linear-to-r from-plasma to-nebula"
            style={{ width: `${Math.round(share * 1000) / 10}%` }}
          />
        </div>
        {soldOut ? (
          <p data-testid="avatar-sold-out" className="mt-2 text-xs font-medium text-nova">
            {t('supply.soldOut')}
          </p>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
          {t('supply.nextSettlement')}
        </p>
        <Countdown
          to={nextSettlementAt}
          onEnd={onSettlement}
          className="mt-2 text-xl font-semibold sm:text-2xl"
        />
        <p className="mt-2 text-xs text-ink-muted">{t('supply.settlementHint')}</p>
      </div>
    </div>
  );
}
