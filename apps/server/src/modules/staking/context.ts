import type { EconomyConfig } from '../../economy/config.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';

/** What the staking rules need: the plans and fee, the colony's clock, and a cache for public figures. */
export interface StakingContext {
  economy: EconomyConfig;
  clock: SettlementClock;
  cache: ContentCache;
}
