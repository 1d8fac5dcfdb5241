import type { Asset } from '@colony/contract/assets';
import { isLedgerKind, type LedgerKind } from '@colony/contract/ledger-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { LedgerError, SYSTEM_ACCOUNTS, type SystemAccount } from './ledger.ts';

/**
 * Set-based movements for the daily settlement: any number of transfers in a fixed handful of
 * statements, inside the caller's transaction, with the same effects as one `ledger.transfer`,
 * `post` or `void` per row (journal rows with the balances after each, cached balances, running
 * totals per kind). The rows are staged in a temporary table, then applied: each touched
 * account is updated once by its sum, and the balance checks of the database hold as for single
 * transfers, so a batch that would overdraw an account fails as a whole.
 */

export interface BatchOutcome {
  /** Journal rows written. */
  transfers: number;
  /** Sum of their amounts. */
  total: bigint;
}

function requireTransaction(db: Db): void {
  if (!(db instanceof PgTransaction)) throw new Error('ledger batches run inside a transaction');
}

async function stage(tx: Db): Promise<void> {
  await tx.execute(sql`
    create temporary table if not exists ledger_batch (
      ord bigint not null,
      id uuid not null,
      asset text not null,
      debit_account_id integer not null,
      credit_account_id integer not null,
      amount numeric(78, 0) not null,
      phase text not null,
      pending_id uuid,
      link_id uuid,
      kind text not null,
      reference text
    ) on commit delete rows`);
  await tx.execute(sql`delete from ledger_batch`);
}

/** Applies the staged rows: balances, journal (in `ord` order), running totals. */
async function apply(tx: Db): Promise<BatchOutcome> {
  // Debit side: what leaves `available` and what moves in or out of `frozen`, per account.
  await tx.execute(sql`
    update ledger_account a
    set available = a.available - s.available_out, frozen = a.frozen + s.frozen_in
    from (
      select debit_account_id as id,
        sum(case phase when 'posted' then amount when 'pending' then amount when 'void' then -amount else 0 end) as available_out,
        sum(case phase when 'pending' then amount when 'post' then -amount when 'void' then -amount else 0 end) as frozen_in
      from ledger_batch group by debit_account_id
    ) s
    where a.id = s.id`);
  await tx.execute(sql`
    update ledger_account a set available = a.available + s.amount
    from (
      select credit_account_id as id, sum(amount) as amount
      from ledger_batch where phase in ('posted', 'post') group by credit_account_id
    ) s
    where a.id = s.id`);
  // Each row's balances after it: the account's final balance less what the rows after it moved.
  // The touched accounts are looked up by key (`= any` of their ids): the staged table has no
  // statistics, and a join on it would rather hash every account of the colony than probe the few.
  const [written] = await rows<{ transfers: number; total: string | null }>(
    tx,
    sql`
      with moves as (
        select ord, 0 as side, debit_account_id as account_id,
          case phase when 'posted' then -amount when 'pending' then -amount when 'void' then amount else 0 end as delta
        from ledger_batch
        union all
        select ord, 1, credit_account_id, case when phase in ('posted', 'post') then amount else 0 end
        from ledger_batch
      ), touched as (
        select a.id, a.available from ledger_account a
        where a.id = any (array(select debit_account_id from ledger_batch union select credit_account_id from ledger_batch))
      ), after as (
        select m.ord, m.side,
          a.available - coalesce(sum(m.delta) over (
            partition by m.account_id order by m.ord, m.side rows between 1 following and unbounded following
          ), 0) as available
        from moves m join touched a on a.id = m.account_id
      ), inserted as (
        insert into ledger_transfer
          (id, asset, debit_account_id, credit_account_id, amount, phase, pending_id, link_id, kind, reference,
           debit_available_after, credit_available_after)
        select b.id, b.asset, b.debit_account_id, b.credit_account_id, b.amount, b.phase, b.pending_id, b.link_id,
          b.kind, b.reference, d.available, c.available
        from ledger_batch b
        join after d on d.ord = b.ord and d.side = 0
        join after c on c.ord = b.ord and c.side = 1
        order by b.ord
        returning amount
      )
      select count(*)::int as transfers, sum(amount)::text as total from inserted`,
  );
  await tx.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select account_id, kind, sum(received), sum(paid) from (
      select credit_account_id as account_id, kind, amount as received, 0 as paid
      from ledger_batch where phase in ('posted', 'post')
      union all
      select debit_account_id, kind, 0, amount from ledger_batch where phase in ('posted', 'post')
    ) moved
    group by account_id, kind
    on conflict (account_id, kind) do update
      set received = ledger_kind_total.received + excluded.received, paid = ledger_kind_total.paid + excluded.paid`);
  return { transfers: Number(written?.transfers ?? 0), total: BigInt(written?.total ?? '0') };
}

export const ledgerBatch = {
  /**
   * One posted transfer per row of `source` — a select of `member_id`, `asset`, `amount` (base
   * units; rows with zero skipped) and `reference` (one per row: the day, step and source row it
   * pays for) — from a system account to the member, in any number of assets at once. Accounts
   * are opened where missing.
   */
  async payEach(
    tx: Db,
    spec: { from: SystemAccount; kind: LedgerKind; source: SQL },
  ): Promise<BatchOutcome & { byAsset: Map<Asset, bigint> }> {
    requireTransaction(tx);
    if (!isLedgerKind(spec.kind)) throw new LedgerError('invalidTransfer', `unknown kind ${spec.kind}`);
    await stage(tx);
    await tx.execute(sql`
      insert into ledger_account (asset, member_id, system_code, may_go_negative)
      select distinct s.asset, null::int, ${spec.from}::text, ${SYSTEM_ACCOUNTS[spec.from].mayGoNegative}::boolean
      from (${spec.source}) s where s.amount > 0
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ledger_account (asset, member_id)
      select distinct s.asset, s.member_id from (${spec.source}) s
      where s.amount > 0
        and not exists (select 1 from ledger_account a where a.asset = s.asset and a.member_id = s.member_id)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ledger_batch (ord, id, asset, debit_account_id, credit_account_id, amount, phase, kind, reference)
      select row_number() over (order by s.member_id, s.reference), gen_random_uuid(), s.asset, f.id, a.id, s.amount,
        'posted', ${spec.kind}, s.reference
      from (${spec.source}) s
      join ledger_account a on a.asset = s.asset and a.member_id = s.member_id
      join ledger_account f on f.asset = s.asset and f.system_code = ${spec.from}
      where s.amount > 0`);
    const totals = await rows<{ asset: Asset; total: string }>(
      tx,
      sql`select asset, sum(amount)::text as total from ledger_batch group by asset order by asset`,
    );
    const outcome = await apply(tx);
    return { ...outcome, byAsset: new Map(totals.map((row) => [row.asset, BigInt(row.total)])) };
  },

  /** Posts every pending transfer that `pendingIds` (a select of one uuid column `id`) names and that is still pending. */
  postPending: (tx: Db, pendingIds: SQL) => resolveMany(tx, pendingIds, 'post'),

  /** Voids every pending transfer that `pendingIds` names and that is still pending: the funds return. */
  voidPending: (tx: Db, pendingIds: SQL) => resolveMany(tx, pendingIds, 'void'),
};

async function resolveMany(tx: Db, pendingIds: SQL, phase: 'post' | 'void'): Promise<BatchOutcome> {
  requireTransaction(tx);
  await stage(tx);
  await tx.execute(sql`
    insert into ledger_batch
      (ord, id, asset, debit_account_id, credit_account_id, amount, phase, pending_id, link_id, kind, reference)
    select row_number() over (order by p.seq), gen_random_uuid(), p.asset, p.debit_account_id, p.credit_account_id,
      p.amount, ${phase}, p.id, p.link_id, p.kind, coalesce(p.reference, p.id::text)
    from ledger_transfer p
    where p.id in (${pendingIds}) and p.phase = 'pending'
      and not exists (select 1 from ledger_transfer r where r.pending_id = p.id)`);
  return apply(tx);
}
