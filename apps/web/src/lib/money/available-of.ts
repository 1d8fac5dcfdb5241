import type { Asset } from '@colony/contract/assets';
import type { AssetBalance } from '@colony/contract/money';
import { unitsOf } from './format-amount.ts';

/** The available base units of `asset` in a balance list; zero when absent. */
export function availableOf(balances: readonly AssetBalance[] | undefined, asset: Asset): bigint {
  const entry = balances?.find((balance) => balance.asset === asset);
  return (entry && unitsOf(entry.available)) ?? 0n;
}
