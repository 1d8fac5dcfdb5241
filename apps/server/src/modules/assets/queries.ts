import type { Asset } from '@colony/contract/assets';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * What a member has received and paid of each of `kinds`, per asset (completed transfers only):
 * the running totals kept beside the balances, one row per account and kind however long the
 * journal is.
 */
export async function sumByKind(
  db: Db,
  memberId: number,
  kinds: readonly string[],
): Promise<{ kind: string; asset: Asset; received: bigint; paid: bigint }[]> {
  if (kinds.length === 0) return [];
  const found = await rows<{ kind: string; asset: Asset; received: string; paid: string }>(
    db,
    sql`select k.kind, a.asset, k.received::text as received, k.paid::text as paid
      from ledger_kind_total k join ledger_account a on a.id = k.account_id
      where a.member_id = ${memberId} and (k.received > 0 or k.paid > 0)
        and k.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
  );
  return found.map((row) => ({ ...row, received: BigInt(row.received), paid: BigInt(row.paid) }));
}

/**
 * For the given transfers of a member, the other member where both sides are members. Only
 * transfers the member is a party of are answered, whatever ids are asked for.
 */
export async function findCounterparties(
  db: Db,
  memberId: number,
  transferIds: string[],
): Promise<Map<string, string>> {
  if (transferIds.length === 0) return new Map();
  const found = await rows<{ id: string; counterparty: string }>(
    db,
    sql`select t.id, case when da.member_id = ${memberId} then cm.address else dm.address end as counterparty
      from ledger_transfer t
      join ledger_account da on da.id = t.debit_account_id
      join ledger_account ca on ca.id = t.credit_account_id
      join member dm on dm.id = da.member_id
      join member cm on cm.id = ca.member_id
      where t.id in (${sql.join(
        transferIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and (da.member_id = ${memberId} or ca.member_id = ${memberId})`,
  );
  return new Map(found.map((row) => [row.id, row.counterparty]));
}
