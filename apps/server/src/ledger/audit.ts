import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { type AccruedDifference, accruedDifferences } from '../modules/earnings/collection.ts';

/** An account whose cached balance is not what its journal says. */
export interface BalanceDifference {
  accountId: number;
  asset: string;
  owner: string;
  available: bigint;
  expectedAvailable: bigint;
  frozen: bigint;
  expectedFrozen: bigint;
}

/** An asset whose balances do not sum to zero: value was created or lost outside double entry. */
export interface UnbalancedAsset {
  asset: string;
  sum: bigint;
}

/** A post or void that does not mirror the pending transfer it resolves. */
export interface BadResolution {
  transferId: string;
  pendingId: string;
}

/** A running total per (account, kind) that is not what the journal adds up to. */
export interface KindTotalDifference {
  accountId: number;
  kind: string;
  received: bigint;
  expectedReceived: bigint;
  paid: bigint;
  expectedPaid: bigint;
}

export interface AuditReport {
  transfers: number;
  /** Assets whose `accrued` balance differs from what is earned and not collected. */
  accruedDifferences: AccruedDifference[];
  accounts: number;
  differences: BalanceDifference[];
  kindTotalDifferences: KindTotalDifference[];
  unbalanced: UnbalancedAsset[];
  badResolutions: BadResolution[];
  negativeAccounts: number;
  clean: boolean;
}

/**
 * Recomputes every balance and every running total per kind from the journal and
 * compares them with the cached ones, checks that `accrued` holds what is earned and not collected, checks that each asset's balances sum to zero (debits equal credits), that every
 * post or void mirrors its pending transfer, and that no account that must not go
 * negative did.
 */
export async function auditLedger(db: Db): Promise<AuditReport> {
  const [differences, kindTotalDifferences, unbalanced, badResolutions, counts, accrued] = await Promise.all([
    rows<{
      id: number;
      asset: string;
      owner: string;
      available: string;
      frozen: string;
      expected_available: string;
      expected_frozen: string;
    }>(
      db,
      sql`
        with moves as (
          select credit_account_id as account_id, amount as available, 0::numeric as frozen
            from ledger_transfer where phase in ('posted', 'post')
          union all select debit_account_id, -amount, 0 from ledger_transfer where phase = 'posted'
          union all select debit_account_id, -amount, amount from ledger_transfer where phase = 'pending'
          union all select debit_account_id, 0, -amount from ledger_transfer where phase = 'post'
          union all select debit_account_id, amount, -amount from ledger_transfer where phase = 'void'
        ), expected as (
          select account_id, sum(available) as available, sum(frozen) as frozen from moves group by account_id
        )
        select a.id, a.asset, coalesce('member ' || a.member_id, 'system ' || a.system_code) as owner,
          a.available::text, a.frozen::text,
          coalesce(e.available, 0)::text as expected_available, coalesce(e.frozen, 0)::text as expected_frozen
        from ledger_account a left join expected e on e.account_id = a.id
        where a.available <> coalesce(e.available, 0) or a.frozen <> coalesce(e.frozen, 0)
        order by a.id`,
    ),
    rows<{
      account_id: number;
      kind: string;
      received: string;
      paid: string;
      expected_received: string;
      expected_paid: string;
    }>(
      db,
      sql`
        with moved as (
          select credit_account_id as account_id, kind, amount as received, 0::numeric as paid
            from ledger_transfer where phase in ('posted', 'post')
          union all select debit_account_id, kind, 0, amount from ledger_transfer where phase in ('posted', 'post')
        ), expected as (
          select account_id, kind, sum(received) as received, sum(paid) as paid from moved group by account_id, kind
        )
        select coalesce(e.account_id, k.account_id) as account_id, coalesce(e.kind, k.kind) as kind,
          coalesce(k.received, 0)::text as received, coalesce(k.paid, 0)::text as paid,
          coalesce(e.received, 0)::text as expected_received, coalesce(e.paid, 0)::text as expected_paid
        from expected e full join ledger_kind_total k on k.account_id = e.account_id and k.kind = e.kind
        where coalesce(k.received, 0) <> coalesce(e.received, 0) or coalesce(k.paid, 0) <> coalesce(e.paid, 0)
        order by 1, 2`,
    ),
    rows<{ asset: string; sum: string }>(
      db,
      sql`select asset, sum(available + frozen)::text as sum from ledger_account group by asset having sum(available + frozen) <> 0 order by asset`,
    ),
    rows<{ id: string; pending_id: string }>(
      db,
      sql`
        select r.id, r.pending_id from ledger_transfer r
        left join ledger_transfer p on p.id = r.pending_id
        where r.pending_id is not null and (
          p.id is null or p.phase <> 'pending' or p.amount <> r.amount or p.asset <> r.asset
          or p.debit_account_id <> r.debit_account_id or p.credit_account_id <> r.credit_account_id)`,
    ),
    rows<{ transfers: number; accounts: number; negative: number }>(
      db,
      sql`select
        (select count(*)::int from ledger_transfer) as transfers,
        (select count(*)::int from ledger_account) as accounts,
        (select count(*)::int from ledger_account where not may_go_negative and (available < 0 or frozen < 0)) as negative`,
    ),
    accruedDifferences(db),
  ]);
  const count = counts[0] ?? { transfers: 0, accounts: 0, negative: 0 };
  const report: AuditReport = {
    transfers: Number(count.transfers),
    accounts: Number(count.accounts),
    accruedDifferences: accrued,
    differences: differences.map((row) => ({
      accountId: Number(row.id),
      asset: row.asset,
      owner: row.owner,
      available: BigInt(row.available),
      expectedAvailable: BigInt(row.expected_available),
      frozen: BigInt(row.frozen),
      expectedFrozen: BigInt(row.expected_frozen),
    })),
    kindTotalDifferences: kindTotalDifferences.map((row) => ({
      accountId: Number(row.account_id),
      kind: row.kind,
      received: BigInt(row.received),
      expectedReceived: BigInt(row.expected_received),
      paid: BigInt(row.paid),
      expectedPaid: BigInt(row.expected_paid),
    })),
    unbalanced: unbalanced.map((row) => ({ asset: row.asset, sum: BigInt(row.sum) })),
    badResolutions: badResolutions.map((row) => ({ transferId: row.id, pendingId: row.pending_id })),
    negativeAccounts: Number(count.negative),
    clean: false,
  };
  report.clean =
    report.differences.length === 0 &&
    report.kindTotalDifferences.length === 0 &&
    report.unbalanced.length === 0 &&
    report.badResolutions.length === 0 &&
    report.accruedDifferences.length === 0 &&
    report.negativeAccounts === 0;
  return report;
}

/** The report as lines for a terminal. */
export function formatAudit(report: AuditReport): string {
  const lines = [
    `ledger audit: ${report.transfers} transfers, ${report.accounts} accounts`,
    ...report.differences.map(
      (d) =>
        `  account ${d.accountId} (${d.owner}, ${d.asset}): available ${d.available} but the journal says ${d.expectedAvailable}; frozen ${d.frozen} but the journal says ${d.expectedFrozen}`,
    ),
    ...report.kindTotalDifferences.map(
      (d) =>
        `  account ${d.accountId} kind ${d.kind}: received ${d.received} and paid ${d.paid}, but the journal says ${d.expectedReceived} and ${d.expectedPaid}`,
    ),
    ...report.unbalanced.map(
      (u) => `  ${u.asset}: balances sum to ${u.sum}, not 0 (debits and credits differ)`,
    ),
    ...report.badResolutions.map(
      (b) => `  transfer ${b.transferId} resolves ${b.pendingId} but does not match it`,
    ),
    ...report.accruedDifferences.map(
      (d) => `  ${d.asset}: accrued holds ${d.accrued} but ${d.uncollected} is earned and not collected`,
    ),
    ...(report.negativeAccounts > 0 ? [`  ${report.negativeAccounts} accounts below zero`] : []),
    report.clean ? 'clean: every balance matches the journal' : 'DIFFERENCES FOUND',
  ];
  return lines.join('\n');
}
