import { type Asset, isAsset } from '@colony/contract/assets';
import { LEDGER_KINDS, type LedgerKind } from '@colony/contract/ledger-kinds';

/**
 * Kinds a member's money log never shows (docs/economy.md, "The money log"): fee legs, folded into
 * the movement they belong to, and funding that moves between system accounts only.
 */
export const KINDS_NOT_IN_MEMBER_LOG = [
  'withdraw_fee',
  'swap_fee',
  'buy_back_fee',
  'treasury_funding',
] as const satisfies readonly LedgerKind[];

type HiddenKind = (typeof KINDS_NOT_IN_MEMBER_LOG)[number];
export type LogKind = Exclude<LedgerKind, HiddenKind>;

/** The kinds the money log can be filtered by: every kind the ledger writes to a member's log. */
export const LOG_KINDS: readonly LogKind[] = LEDGER_KINDS.filter(
  (kind): kind is LogKind => !(KINDS_NOT_IN_MEMBER_LOG as readonly string[]).includes(kind),
);

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
