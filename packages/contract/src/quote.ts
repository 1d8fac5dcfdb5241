import { ASSET_DECIMALS, type Asset } from './assets.ts';

/** What a sale or swap pays: `gross` at the price, less `fee`, leaves `net` for the member. */
export interface Quote {
  gross: bigint;
  fee: bigint;
  net: bigint;
}

const BPS = 10_000n;

/**
 * The one reckoning of the trader's buy-back and the swaps (docs/economy.md), shared by the server,
 * which moves the value, and the web app, which shows the quote before the member confirms.
 * Prices `amount` base units of `asset` at `price` (base units of the other asset per whole unit),
 * rounding the payment down and the fee up: rounding never favours the member, so repeated small
 * trades cannot drain the treasury one base unit at a time.
 */
export function quote(amount: bigint, asset: Asset, price: bigint, feeBps: number): Quote {
  const gross = (amount * price) / 10n ** BigInt(ASSET_DECIMALS[asset]);
  const fee = (gross * BigInt(feeBps) + BPS - 1n) / BPS;
  return { gross, fee, net: gross - fee };
}
