import type { Asset } from '@colony/contract/assets';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

export interface MemberTransferRow {
  id: string;
  created_at: Date | string;
  asset: Asset;
  amount: string;
  direction: 'in' | 'out';
  counterparty: string;
  balance_after: string;
}

/** A member's transfers to and from other members (kind `transfer`), newest first, and how many there are. */
export async function findMemberTransfers(
  db: Db,
  memberId: number,
  query: { asset?: Asset; limit: number; offset: number },
): Promise<{ rows: MemberTransferRow[]; total: number }> {
  const accounts = sql`select id from ledger_account where member_id = ${memberId}${query.asset ? sql` and asset = ${query.asset}` : sql``}`;
  const transfers = sql`
    from ledger_transfer t
    join ledger_account da on da.id = t.debit_account_id
    join ledger_account ca on ca.id = t.credit_account_id
    join member dm on dm.id = da.member_id
    join member cm on cm.id = ca.member_id
    where t.kind = 'transfer' and t.phase = 'posted'
      and (t.debit_account_id in (${accounts}) or t.credit_account_id in (${accounts}))`;
  const [list, counted] = await Promise.all([
    rows<MemberTransferRow>(
      db,
      sql`select t.id, t.created_at, t.asset, t.amount::text as amount,
        case when da.member_id = ${memberId} then 'out' else 'in' end as direction,
        case when da.member_id = ${memberId} then cm.address else dm.address end as counterparty,
        case when da.member_id = ${memberId} then t.debit_available_after else t.credit_available_after end::text as balance_after
        ${transfers} order by t.seq desc limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total ${transfers}`),
  ]);
  return { rows: list, total: Number(counted[0]?.total ?? 0) };
}
