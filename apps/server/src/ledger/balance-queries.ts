import type { Asset } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Every member's balance of `assets` that is above zero, available and frozen together (frozen
 * funds are still the member's): a select of `(member_id, asset, balance)` for set-based readers
 * such as the voting-power snapshot of a proposal, which have nothing to do with an empty account.
 * Undefined for no assets.
 */
export function memberBalances(assets: readonly Asset[]): SQL | undefined {
  if (assets.length === 0) return undefined;
  // A member's account never goes below zero: either part above zero makes the sum so, and two
  // comparisons cost less than adding them up for every account.
  return sql`select member_id, asset, available + frozen as balance from ledger_account
    where member_id is not null and asset in (${sql.join(
      assets.map((asset) => sql`${asset}`),
      sql`, `,
    )}) and (available > 0 or frozen > 0)`;
}
