import type { Asset } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Readers of the running totals per kind (`ledger_kind_total`) for other modules' statements:
 * one row per account and kind, however long the journal grows. Completed movements only.
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * What every member received in completed transfers of `kind`, in any of `assets` (the assets
 * counted one to one): a select of `(member_id, received)`, one row per member with any.
 */
export function receivedByEveryMember(kind: string, assets: readonly Asset[]): SQL {
  if (assets.length === 0) return sql`select null::integer as member_id, 0::numeric as received where false`;
  return sql`select a.member_id, sum(k.received) as received
    from ledger_kind_total k join ledger_account a on a.id = k.account_id
    where k.kind = ${kind} and a.member_id is not null and a.asset in (${list(assets)})
    group by a.member_id`;
}

/**
 * What one member (`memberId`, a value or a column of the surrounding statement) received in
 * completed transfers of any of `kinds` in any of `assets`, summed: a scalar expression, 0 when none.
 */
export function receivedByMember(
  memberId: SQL | number,
  kinds: readonly string[],
  assets: readonly Asset[],
): SQL {
  if (kinds.length === 0 || assets.length === 0) return sql`0::numeric`;
  return sql`(select coalesce(sum(k.received), 0)
    from ledger_account a join ledger_kind_total k on k.account_id = a.id
    where a.member_id = ${memberId} and a.asset in (${list(assets)}) and k.kind in (${list(kinds)}))`;
}
