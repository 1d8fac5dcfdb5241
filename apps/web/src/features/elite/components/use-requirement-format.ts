import type { EliteRequirement } from '@colony/contract/elite';
import { useCallback } from 'react';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { formatUsd } from '../../../lib/money/format-usd.ts';
import { FUEL_DECIMALS } from '../../../lib/money/fuel-decimals.ts';

/**
 * A requirement's figure as the page writes it: fuel and output in whole units (18 decimals),
 * community volume and niche market in dollars, direct referrals as a count.
 */
export function useRequirementFormat() {
  return useCallback((requirement: EliteRequirement, value: bigint) => {
    const locale = currentLocale();
    switch (requirement) {
      case 'communityVolume':
      case 'nicheMarket':
        return formatUsd(value, { locale, fractionDigits: 0 });
      case 'directReferrals':
        return formatNumber(value.toString(), { locale }) ?? value.toString();
      default:
        return formatBaseUnits(value, FUEL_DECIMALS, { locale, maximumFractionDigits: 2 });
    }
  }, []);
}
