import type { Asset } from '@colony/contract/assets';
import type { AssetBalance } from '@colony/contract/money';
import type { EarlyRedemptionQuote, StakingOrder } from '@colony/contract/staking';
import { availableOf } from '../../../lib/money/available-of.ts';

/** What an early redemption needs of one asset that the available balance lacks. */
export interface RedeemShortfall {
  /** fee: the fee; income: the income to give back; both: the two are of one asset. */
  kind: 'fee' | 'income' | 'both';
  asset: Asset;
  need: bigint;
  have: bigint;
}

/**
 * The server takes the fee, then the income above the rate of the days held, each from the
 * available balance, refusing the redemption without it: the same sums, before the member tries.
 */
export function earlyRedemptionShortfalls(
  quote: EarlyRedemptionQuote,
  order: Pick<StakingOrder, 'rewardAsset'>,
  balances: readonly AssetBalance[],
): RedeemShortfall[] {
  const fee = BigInt(quote.fee.amount);
  const returned = BigInt(quote.incomeReturned);
  const needs =
    quote.fee.asset === order.rewardAsset
      ? [{ kind: returned > 0n ? 'both' : 'fee', asset: quote.fee.asset, need: fee + returned } as const]
      : [
          { kind: 'fee', asset: quote.fee.asset, need: fee } as const,
          { kind: 'income', asset: order.rewardAsset, need: returned } as const,
        ];
  return needs
    .map((entry) => ({ ...entry, have: availableOf(balances, entry.asset) }))
    .filter((entry) => entry.need > 0n && entry.have < entry.need);
}
