import type { Asset } from '@colony/contract/assets';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/** What a member has received of each of `kinds`, per asset (completed transfers only). */
export async function sumReceivedByKind(
  db: Db,
  memberId: number,
  kinds: readonly string[],
): Promise<{ kind: string; asset: Asset; total: string }[]> {
  if (kinds.length === 0) return [];
  return rows(
    db,
    sql`select t.kind, t.asset, sum(t.amount)::text as total
      from ledger_transfer t
      where t.credit_account_id in (select id from ledger_account where member_id = ${memberId})
        and t.phase in ('posted', 'post')
        and t.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      group by t.kind, t.asset`,
  );
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
