import { type Asset, isAsset } from '@colony/contract/assets';
import type { INCOME_KINDS, IncomeType, LedgerKind } from '@colony/contract/money';

type IncomeKind = (typeof INCOME_KINDS)[IncomeType];

/** The kinds the money log can be filtered by: every movement the ledger records so far. */
export const LOG_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_fee',
  'transfer',
  'buy_back',
  'buy_back_fee',
  'swap',
  'swap_fee',
  'airdrop',
  'stake',
  'staking_income',
  'staking_redeem_fee',
  'staking_income_return',
  'pool_stake',
  'laser_pool_reward',
  'farm_reward',
  'mining_reward',
  'referral_income',
  'team_income',
  'bonus_income',
  'activity_income',
  'star_level_income',
] as const satisfies readonly (LedgerKind | IncomeKind)[];
export type LogKind = (typeof LOG_KINDS)[number];

export const ASSET_PARAM = 'asset';
export const KIND_PARAM = 'kind';

function isLogKind(value: unknown): value is LogKind {
  return typeof value === 'string' && (LOG_KINDS as readonly string[]).includes(value);
}

/** The money log's filters as kept in the URL (`?asset=MM&kind=transfer`), unknown values ignored. */
export function logFilterFromSearch(search: URLSearchParams): { asset?: Asset; kind?: LogKind } {
  const asset = search.get(ASSET_PARAM);
  const kind = search.get(KIND_PARAM);
  return {
    ...(isAsset(asset) ? { asset } : {}),
    ...(isLogKind(kind) ? { kind } : {}),
  };
}

/** The next search string with one filter set, or removed when `value` is undefined. */
export function searchWithFilter(
  search: URLSearchParams,
  param: typeof ASSET_PARAM | typeof KIND_PARAM,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === undefined) next.delete(param);
  else next.set(param, value);
  return next;
}
