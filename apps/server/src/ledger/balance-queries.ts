import type { Asset } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Every member's balance of `assets`, available and frozen together (frozen funds are still the
 * member's): a select of `(member_id, asset, balance)` for set-based readers such as the
 * voting-power snapshot of a proposal.
 */
export function memberBalances(assets: readonly Asset[]): SQL {
  if (assets.length === 0)
    return sql`select null::integer as member_id, null::text as asset, 0::numeric as balance where false`;
  return sql`select member_id, asset, available + frozen as balance from ledger_account
    where member_id is not null and asset in (${sql.join(
      assets.map((asset) => sql`${asset}`),
      sql`, `,
    )})`;
}
