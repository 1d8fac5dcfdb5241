import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, type Asset, formatUnits, MAX_BASE_UNITS } from '@colony/contract/assets';
import type { LedgerKind } from '@colony/contract/ledger-kinds';
import type {
  ExchangeIndexResponse,
  ExchangeResult,
  exchangeRequest,
  swapRequest,
} from '@colony/contract/money';
import { type Quote, quote } from '@colony/contract/quote';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import { type AccountRef, LedgerError, ledger, type SystemAccount } from '../../ledger/ledger.ts';
import type { AuthenticatedSession } from '../auth/service.ts';
import { transferView } from '../transfers/transfer-record.ts';

type ExchangeBody = z.output<typeof exchangeRequest>;
type SwapBody = z.output<typeof swapRequest>;

/** The rules the trader and the swap desk apply, and what members may transfer and withdraw. */
export function exchangeIndex(economy: EconomyConfig): ExchangeIndexResponse {
  return {
    buyBack: Object.entries(economy.buyBack).map(([asset, rule]) => ({
      asset: asset as Asset,
      payAsset: rule.payAsset,
      price: rule.price.toString(),
      feeBps: rule.feeBps,
      minimum: rule.minimum.toString(),
    })),
    swaps: economy.swaps.map((rule) => ({
      from: rule.from,
      to: rule.to,
      price: rule.price.toString(),
      feeBps: rule.feeBps,
      minimum: rule.minimum.toString(),
    })),
    transfers: Object.entries(economy.transfers).map(([asset, rule]) => ({
      asset: asset as Asset,
      transferable: rule.transferable,
      minimum: rule.minimum.toString(),
    })),
    withdrawals: Object.entries(economy.withdrawals).map(([asset, rule]) => ({
      asset: asset as 'USDT' | 'USDC',
      minimum: rule.minimum.toString(),
      fee: rule.fee.toString(),
      memberDailyLimit: rule.memberDailyLimit.toString(),
    })),
  };
}

const wholeAmount = (units: bigint, asset: Asset) => `${formatUnits(units, ASSET_DECIMALS[asset])} ${asset}`;

/** The trader buys `amount` of an asset back at the configured price, less the fee, paid by the treasury. */
export async function sellToTrader(
  tx: Db,
  economy: EconomyConfig,
  member: AuthenticatedSession,
  body: ExchangeBody,
): Promise<ExchangeResult> {
  const rule = economy.buyBack[body.asset];
  if (!rule) throw new ApiError('cannotBeSold', { asset: body.asset });
  const amount = BigInt(body.amount);
  if (amount < rule.minimum) {
    throw new ApiError(
      'buyBackBelowMinimum',
      { asset: body.asset, min: rule.minimum.toString() },
      { num: wholeAmount(rule.minimum, body.asset) },
    );
  }
  return exchangeLegs(tx, member, {
    kind: 'buy_back',
    feeKind: 'buy_back_fee',
    sold: body.asset,
    paid: rule.payAsset,
    amount,
    quote: quote(amount, body.asset, rule.price, rule.feeBps),
  });
}

/** Swaps along a configured pair at its price, less its fee, the other side paid by the treasury. */
export async function swap(
  tx: Db,
  economy: EconomyConfig,
  member: AuthenticatedSession,
  body: SwapBody,
): Promise<ExchangeResult> {
  const rule = economy.swaps.find((candidate) => candidate.from === body.from && candidate.to === body.to);
  if (!rule) throw new ApiError('swapUnavailable', { from: body.from, to: body.to });
  const amount = BigInt(body.amount);
  if (amount < rule.minimum) {
    throw new ApiError(
      'swapBelowMinimum',
      { asset: body.from, min: rule.minimum.toString() },
      { min: wholeAmount(rule.minimum, body.from) },
    );
  }
  return exchangeLegs(tx, member, {
    kind: 'swap',
    feeKind: 'swap_fee',
    sold: body.from,
    paid: body.to,
    amount,
    quote: quote(amount, body.from, rule.price, rule.feeBps),
  });
}

interface Exchange {
  kind: LedgerKind;
  feeKind: LedgerKind;
  sold: Asset;
  paid: Asset;
  amount: bigint;
  quote: Quote;
}

/**
 * The linked legs of a sale or swap, in the caller's transaction: the member pays the treasury, the
 * treasury pays the member the gross amount, the member pays the fee. The link id (the sale's or
 * swap's id, `linkId` of the answer) is every leg's reference. Run one by one (not through
 * `ledger.linked`) so a refusal tells whose balance fell short: the member's or the treasury's.
 */
async function exchangeLegs(
  tx: Db,
  member: AuthenticatedSession,
  exchange: Exchange,
): Promise<ExchangeResult> {
  const { gross, fee, net } = exchange.quote;
  if (net <= 0n) throw new ApiError('amountTooSmall');
  // No account can hold more than uint256; a payment beyond it is one the treasury cannot make.
  if (gross > MAX_BASE_UNITS) throw new ApiError('treasuryInsufficient');
  const linkId = randomUUID();
  const self: AccountRef = { member: member.memberId };
  const system = (name: SystemAccount): AccountRef => ({ system: name });
  const leg = async (
    asset: Asset,
    from: AccountRef,
    to: AccountRef,
    amount: bigint,
    kind: LedgerKind,
    shortOf: 'insufficientBalance' | 'treasuryInsufficient',
  ) => {
    try {
      const record = await ledger.transfer(tx, { asset, from, to, amount, kind, linkId, reference: linkId });
      const label = (ref: AccountRef) => ('member' in ref ? member.address : ref.system);
      return transferView(record, {
        from: label(from),
        to: label(to),
        caller: from === self ? 'from' : 'to',
      });
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new ApiError(shortOf);
      throw error;
    }
  };
  await ledger.lockAccounts(tx, [
    { asset: exchange.sold, account: self },
    { asset: exchange.sold, account: system('treasury') },
    { asset: exchange.paid, account: system('treasury') },
    { asset: exchange.paid, account: self },
    ...(fee > 0n ? [{ asset: exchange.paid, account: system('fees') }] : []),
  ]);
  const transfers = [
    await leg(exchange.sold, self, system('treasury'), exchange.amount, exchange.kind, 'insufficientBalance'),
    await leg(exchange.paid, system('treasury'), self, gross, exchange.kind, 'treasuryInsufficient'),
  ];
  if (fee > 0n) {
    transfers.push(
      await leg(exchange.paid, self, system('fees'), fee, exchange.feeKind, 'insufficientBalance'),
    );
  }
  return {
    linkId,
    sold: { asset: exchange.sold, amount: exchange.amount.toString() },
    received: { asset: exchange.paid, amount: net.toString() },
    fee: { asset: exchange.paid, amount: fee.toString() },
    transfers,
  };
}
