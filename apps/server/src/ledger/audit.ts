import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

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

export interface AuditReport {
  transfers: number;
  accounts: number;
  differences: BalanceDifference[];
  unbalanced: UnbalancedAsset[];
  badResolutions: BadResolution[];
  negativeAccounts: number;
  clean: boolean;
}

/**
 * Recomputes every balance from the journal and compares it with the cached one,
 * checks that each asset's balances sum to zero (debits equal credits), that every
 * post or void mirrors its pending transfer, and that no account that must not go
 * negative did.
 */
export async function auditLedger(db: Db): Promise<AuditReport> {
  const [differences, unbalanced, badResolutions, counts] = await Promise.all([
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
  ]);
  const count = counts[0] ?? { transfers: 0, accounts: 0, negative: 0 };
  const report: AuditReport = {
    transfers: Number(count.transfers),
    accounts: Number(count.accounts),
    differences: differences.map((row) => ({
      accountId: Number(row.id),
      asset: row.asset,
      owner: row.owner,
      available: BigInt(row.available),
      expectedAvailable: BigInt(row.expected_available),
      frozen: BigInt(row.frozen),
      expectedFrozen: BigInt(row.expected_frozen),
    })),
    unbalanced: unbalanced.map((row) => ({ asset: row.asset, sum: BigInt(row.sum) })),
    badResolutions: badResolutions.map((row) => ({ transferId: row.id, pendingId: row.pending_id })),
    negativeAccounts: Number(count.negative),
    clean: false,
  };
  report.clean =
    report.differences.length === 0 &&
    report.unbalanced.length === 0 &&
    report.badResolutions.length === 0 &&
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
    ...report.unbalanced.map(
      (u) => `  ${u.asset}: balances sum to ${u.sum}, not 0 (debits and credits differ)`,
    ),
    ...report.badResolutions.map(
      (b) => `  transfer ${b.transferId} resolves ${b.pendingId} but does not match it`,
    ),
    ...(report.negativeAccounts > 0 ? [`  ${report.negativeAccounts} accounts below zero`] : []),
    report.clean ? 'clean: every balance matches the journal' : 'DIFFERENCES FOUND',
  ];
  return lines.join('\n');
}
