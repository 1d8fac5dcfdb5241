import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';

/** What a sale or swap pays: `gross` at the price, less `fee`, leaves `net` for the member. */
export interface Quote {
  gross: bigint;
  fee: bigint;
  net: bigint;
}

const BPS = 10_000n;

/**
 * Prices `amount` base units of `asset` at `price` (base units of the other asset per whole unit),
 * rounding the payment down and the fee up: rounding never favours the member, so repeated small
 * trades cannot drain the treasury one base unit at a time.
 */
export function quote(amount: bigint, asset: Asset, price: bigint, feeBps: number): Quote {
  const gross = (amount * price) / 10n ** BigInt(ASSET_DECIMALS[asset]);
  const fee = (gross * BigInt(feeBps) + BPS - 1n) / BPS;
  return { gross, fee, net: gross - fee };
}
