import { randomUUID } from 'node:crypto';
import { ASSETS, type Asset } from '@colony/contract/assets';
import { isLedgerKind, type LedgerKind } from '@colony/contract/ledger-kinds';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import type { TransferPhase } from '../db/schema/ledger.ts';
import { isRetryableConflict, isUniqueViolation, pgErrorOf } from './pg-errors.ts';

/**
 * The only way value moves (DESIGN.md §5). Each call is one statement or one
 * transaction: balances change in the same statement that writes the journal
 * row, and the database refuses any member balance below zero, so concurrent
 * callers can never overdraw an account however they interleave.
 */

/** System accounts: the outside world and the emission source may go negative; the rest never do. */
export const SYSTEM_ACCOUNTS = {
  /** The chains: deposits come from here, withdrawals go here. */
  world: { mayGoNegative: true },
  /** Where newly produced resources come from. */
  emission: { mayGoNegative: true },
  /** The colony's own funds: pays buy-backs, receives purchases. */
  treasury: { mayGoNegative: false },
  fees: { mayGoNegative: false },
  /** Withdrawals sent to a chain and not yet confirmed. */
  withdrawals: { mayGoNegative: false },
  /**
   * Where staked principal is bound while frozen (staking orders, pool positions): a pending
   * transfer to it is voided when the principal returns, never posted, so it holds nothing.
   */
  staking: { mayGoNegative: false },
  /**
   * Income the settlement has paid and its members have not collected yet: each day's avatar
   * output, staking income and pool rewards arrive here from `emission`, and star-level income
   * from `treasury`, in one transfer per asset and kind, and leave for a member's balance when that
   * member collects (`earnings/collection.ts`). It holds exactly what the avatars, orders,
   * positions and star levels have earned and not collected.
   */
  accrued: { mayGoNegative: false },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export type AccountRef = { member: number } | { system: SystemAccount };

export interface TransferSpec {
  /** Unique id; the same id sent twice with the same content is applied once. Random when absent. */
  id?: string;
  asset: Asset;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  /** What the movement is: one of the contract's `LEDGER_KINDS`, which the money log names. */
  kind: LedgerKind;
  /**
   * What it belongs to, shown in the money log and traced by operators: a withdrawal's id, a
   * sale's or swap's link id, a deposit's `<chain>:<tx hash>:<log index>`, a member transfer's
   * own id, a grant's reason. Never empty (the database refuses a new row without one).
   */
  reference: string;
  /** Shared by transfers committed together. */
  linkId?: string | null;
}

export interface TransferRecord {
  id: string;
  seq: number;
  asset: Asset;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  phase: TransferPhase;
  pendingId: string | null;
  linkId: string | null;
  kind: string;
  reference: string | null;
  debitAvailableAfter: bigint;
  creditAvailableAfter: bigint;
  createdAt: Date;
}

export type LedgerErrorReason =
  /** The debit account lacks the amount (the database's balance check refused it). */
  | 'insufficientFunds'
  /** A transfer id was used before for different content. */
  | 'idConflict'
  /** The pending transfer does not exist or is not pending. */
  | 'pendingNotFound'
  /** The pending transfer was posted or voided already. */
  | 'pendingResolved'
  | 'invalidTransfer';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

const NOT_NULL_VIOLATION = '23502';
const MAX_REFERENCE_LENGTH = 200;

function accountMatch(ref: AccountRef): SQL {
  return 'member' in ref ? sql`member_id = ${ref.member}` : sql`system_code = ${ref.system}`;
}

function sameAccount(a: AccountRef, b: AccountRef): boolean {
  return 'member' in a ? 'member' in b && a.member === b.member : 'system' in b && a.system === b.system;
}

function validate(spec: TransferSpec): void {
  if (!ASSETS.includes(spec.asset)) throw new LedgerError('invalidTransfer', `unknown asset ${spec.asset}`);
  if (spec.amount <= 0n) throw new LedgerError('invalidTransfer', 'amount must be positive');
  // A kind the contract does not list would reach members' money logs without a name or a filter.
  if (!isLedgerKind(spec.kind)) throw new LedgerError('invalidTransfer', `unknown kind ${spec.kind}`);
  if (typeof spec.reference !== 'string' || spec.reference === '')
    throw new LedgerError('invalidTransfer', 'a transfer needs a reference');
  if (spec.reference.length > MAX_REFERENCE_LENGTH)
    throw new LedgerError('invalidTransfer', 'reference too long');
  if (sameAccount(spec.from, spec.to))
    throw new LedgerError('invalidTransfer', 'debit and credit are the same account');
}

interface TransferRow {
  id: string;
  seq: number;
  asset: Asset;
  debit_account_id: number;
  credit_account_id: number;
  amount: string;
  phase: TransferPhase;
  pending_id: string | null;
  link_id: string | null;
  kind: string;
  reference: string | null;
  debit_available_after: string;
  credit_available_after: string;
  created_at: Date | string;
}

const TRANSFER_COLUMNS = sql.raw(
  'id, seq, asset, debit_account_id, credit_account_id, amount::text, phase, pending_id, link_id, kind, reference, debit_available_after::text, credit_available_after::text, created_at',
);

/**
 * Ends a statement whose CTE `t` inserted journal rows: adds completed movements (`posted`,
 * `post`) to both accounts' running totals of their kind, then answers the rows.
 */
const ADD_TO_KIND_TOTALS_AND_ANSWER = sql`, k as (
    insert into ledger_kind_total (account_id, kind, received, paid)
    select credit_account_id, kind, amount, 0 from t where phase in ('posted', 'post')
    union all select debit_account_id, kind, 0, amount from t where phase in ('posted', 'post')
    on conflict (account_id, kind) do update
      set received = ledger_kind_total.received + excluded.received, paid = ledger_kind_total.paid + excluded.paid
  )
  select ${TRANSFER_COLUMNS} from t`;

function toRecord(row: TransferRow): TransferRecord {
  return {
    id: row.id,
    seq: Number(row.seq),
    asset: row.asset,
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    amount: BigInt(row.amount),
    phase: row.phase,
    pendingId: row.pending_id,
    linkId: row.link_id,
    kind: row.kind,
    reference: row.reference,
    debitAvailableAfter: BigInt(row.debit_available_after),
    creditAvailableAfter: BigInt(row.credit_available_after),
    createdAt: new Date(row.created_at),
  };
}

/** Creates the accounts a transfer names when they do not exist yet (idempotent, one statement). */
async function openAccounts(db: Db, asset: Asset, refs: AccountRef[]): Promise<void> {
  const values = refs.map((ref) =>
    'member' in ref
      ? sql`(${asset}, ${ref.member}::int, null::text, false)`
      : sql`(${asset}, null::int, ${ref.system}::text, ${SYSTEM_ACCOUNTS[ref.system].mayGoNegative})`,
  );
  await db.execute(
    sql`insert into ledger_account (asset, member_id, system_code, may_go_negative) values ${sql.join(values, sql`, `)} on conflict do nothing`,
  );
}

const DEADLOCK_RETRIES = 5;

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock victim (two transfers
 * locking the same two accounts in opposite order). Inside a caller's transaction
 * the whole transaction has to run again, so the error goes up unchanged.
 */
async function retryDeadlocks<T>(db: Db, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (inTransaction(db) || attempt >= DEADLOCK_RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}

/** Inside a transaction a failed statement ends the transaction, so nothing may fail on purpose there. */
function inTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

async function findTransfer(db: Db, id: string): Promise<TransferRecord | undefined> {
  const [row] = await rows<TransferRow>(
    db,
    sql`select ${TRANSFER_COLUMNS} from ledger_transfer where id = ${id}`,
  );
  return row ? toRecord(row) : undefined;
}

async function accountIdOf(db: Db, asset: Asset, ref: AccountRef): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from ledger_account where asset = ${asset} and ${accountMatch(ref)}`,
  );
  return row ? Number(row.id) : undefined;
}

/** The first answer for a transfer id sent again: the same transfer, or a conflict when its content differs. */
async function replayed(
  db: Db,
  spec: TransferSpec & { id: string },
  phase: TransferPhase,
): Promise<TransferRecord> {
  const existing = await findTransfer(db, spec.id);
  if (!existing) throw new LedgerError('idConflict', `transfer ${spec.id} clashed with a concurrent write`);
  const same =
    existing.phase === phase &&
    existing.asset === spec.asset &&
    existing.amount === spec.amount &&
    existing.kind === spec.kind &&
    existing.reference === spec.reference &&
    existing.debitAccountId === (await accountIdOf(db, spec.asset, spec.from)) &&
    existing.creditAccountId === (await accountIdOf(db, spec.asset, spec.to));
  if (!same) throw new LedgerError('idConflict', `transfer id ${spec.id} was used for another transfer`);
  return existing;
}

function isBalanceViolation(error: unknown): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23514' && pg.constraint === 'ledger_account_balance_check';
}

async function moveFunds(db: Db, spec: TransferSpec, phase: 'posted' | 'pending'): Promise<TransferRecord> {
  validate(spec);
  const id = spec.id ?? randomUUID();
  const debitUpdate =
    phase === 'posted'
      ? sql`available = available - ${spec.amount.toString()}::numeric`
      : sql`available = available - ${spec.amount.toString()}::numeric, frozen = frozen + ${spec.amount.toString()}::numeric`;
  const creditStep =
    phase === 'posted'
      ? sql`update ledger_account set available = available + ${spec.amount.toString()}::numeric where asset = ${spec.asset} and ${accountMatch(spec.to)} returning id, available`
      : sql`select id, available from ledger_account where asset = ${spec.asset} and ${accountMatch(spec.to)}`;
  // Data-modifying CTEs always run in full, so the select must produce a row even when
  // one side is missing (full join): a null account id then fails the whole statement.
  const statement = sql`
    with d as (
      update ledger_account set ${debitUpdate}
      where asset = ${spec.asset} and ${accountMatch(spec.from)}
      returning id, available
    ), c as (${creditStep}), t as (
      insert into ledger_transfer
        (id, asset, debit_account_id, credit_account_id, amount, phase, link_id, kind, reference, debit_available_after, credit_available_after)
      select ${id}, ${spec.asset}, d.id, c.id, ${spec.amount.toString()}::numeric, ${phase}, ${spec.linkId ?? null}, ${spec.kind}, ${spec.reference}, d.available, c.available
      from d full join c on true
      returning *
    )${ADD_TO_KIND_TOTALS_AND_ANSWER}`;

  const transaction = inTransaction(db);
  if (transaction) await openAccounts(db, spec.asset, [spec.from, spec.to]);
  for (let attempt = transaction ? 1 : 0; attempt < 2; attempt++) {
    let inserted: TransferRow[];
    try {
      inserted = await retryDeadlocks(db, () => rows<TransferRow>(db, statement));
    } catch (error) {
      if (isBalanceViolation(error)) {
        throw new LedgerError('insufficientFunds', `insufficient ${spec.asset} balance`);
      }
      if (isUniqueViolation(error, 'ledger_transfer_pkey')) {
        // The failed statement ended the transaction: the caller's whole unit replays instead.
        if (transaction) throw new LedgerError('idConflict', `transfer id ${id} was used before`);
        return replayed(db, { ...spec, id }, phase);
      }
      // One side's account is missing: the row has a null account id and the whole statement,
      // the other side's update included, is refused.
      if (attempt > 0 || pgErrorOf(error)?.code !== NOT_NULL_VIOLATION) throw error;
      inserted = [];
    }
    const [row] = inserted;
    if (row) return toRecord(row);
    // An account does not exist yet: open it (a new one holds zero) and try once more.
    await openAccounts(db, spec.asset, [spec.from, spec.to]);
  }
  throw new Error(`ledger accounts for ${spec.asset} could not be opened`);
}

async function resolvePending(
  db: Db,
  pendingId: string,
  phase: 'post' | 'void',
  id: string = randomUUID(),
): Promise<TransferRecord> {
  const debitUpdate =
    phase === 'post'
      ? sql.raw('frozen = a.frozen - p.amount')
      : sql.raw('frozen = a.frozen - p.amount, available = a.available + p.amount');
  const creditStep =
    phase === 'post'
      ? sql.raw(
          'update ledger_account a set available = a.available + p.amount from p where a.id = p.credit_account_id returning a.id, a.available',
        )
      : sql.raw('select a.id, a.available from ledger_account a join p on a.id = p.credit_account_id');
  // A post or void carries its pending transfer's reference; one frozen before every transfer had
  // a reference is named by the pending transfer's id instead.
  const statement = sql`
    with p as (
      select id, asset, debit_account_id, credit_account_id, amount, link_id, kind, reference
      from ledger_transfer where id = ${pendingId} and phase = 'pending'
    ), d as (
      update ledger_account a set ${debitUpdate} from p where a.id = p.debit_account_id
      returning a.id, a.available
    ), c as (${creditStep}), t as (
      insert into ledger_transfer
        (id, asset, debit_account_id, credit_account_id, amount, phase, pending_id, link_id, kind, reference, debit_available_after, credit_available_after)
      select ${id}, p.asset, p.debit_account_id, p.credit_account_id, p.amount, ${phase}, p.id, p.link_id, p.kind, coalesce(p.reference, p.id::text), d.available, c.available
      from p, d, c
      returning *
    )${ADD_TO_KIND_TOTALS_AND_ANSWER}`;
  let inserted: TransferRow[];
  try {
    inserted = await retryDeadlocks(db, () => rows<TransferRow>(db, statement));
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_transfer_pending_once_idx') || isBalanceViolation(error)) {
      throw new LedgerError('pendingResolved', `pending transfer ${pendingId} was posted or voided already`);
    }
    if (isUniqueViolation(error, 'ledger_transfer_pkey')) {
      const existing = await findTransfer(db, id);
      if (existing?.pendingId === pendingId && existing.phase === phase) return existing;
      throw new LedgerError('idConflict', `transfer id ${id} was used for another transfer`);
    }
    throw error;
  }
  const [row] = inserted;
  if (!row) throw new LedgerError('pendingNotFound', `no pending transfer ${pendingId}`);
  return toRecord(row);
}

export interface Balance {
  asset: Asset;
  available: bigint;
  frozen: bigint;
}

export interface StatementEntry {
  id: string;
  seq: number;
  asset: Asset;
  /** Positive when the member received, negative when they paid or froze; its fee leg included. */
  amount: bigint;
  /**
   * How the movement stands now: a pending transfer reads `post` or `void` once resolved; the
   * return of a voided one is an entry of its own (value came back), the posting is not.
   */
  phase: TransferPhase;
  kind: string;
  reference: string | null;
  /** The fee leg folded into this entry (`<kind>_fee` of the same account, reference and phase). */
  fee: bigint | null;
  availableAfter: bigint;
  createdAt: Date;
}

export const ledger = {
  /** Moves `amount` from one available balance to another. */
  transfer: (db: Db, spec: TransferSpec) => moveFunds(db, spec, 'posted'),

  /** Freezes `amount` in the debit account, bound for the credit account until posted or voided. */
  reserve: (db: Db, spec: TransferSpec) => moveFunds(db, spec, 'pending'),

  /** Completes a pending transfer: the frozen amount reaches the credit account. Once. */
  post: (db: Db, pendingId: string, id?: string) => resolvePending(db, pendingId, 'post', id),

  /** Cancels a pending transfer: the frozen amount returns to available. Once. */
  void: (db: Db, pendingId: string, id?: string) => resolvePending(db, pendingId, 'void', id),

  /** Several transfers that all happen or none does (the legs of an exchange). */
  async linked(db: Db, specs: TransferSpec[]): Promise<TransferRecord[]> {
    if (specs.length === 0) return [];
    const linkId = specs[0]?.linkId ?? randomUUID();
    const replay = async (): Promise<TransferRecord[] | undefined> => {
      const firstId = specs[0]?.id;
      const first = firstId ? await findTransfer(db, firstId) : undefined;
      if (!first) return undefined;
      // Sent again with the same ids: answer the transfers of the first time.
      const records = await Promise.all(
        specs.map((spec) => (spec.id ? findTransfer(db, spec.id) : undefined)),
      );
      if (records.every((record): record is TransferRecord => record?.linkId === first.linkId))
        return records;
      throw new LedgerError('idConflict', `transfer id ${firstId} was used for another transfer`);
    };
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await retryDeadlocks(db, () =>
        db.transaction(async (tx) => {
          const records: TransferRecord[] = [];
          for (const spec of specs)
            records.push(await moveFunds(tx as unknown as Db, { ...spec, linkId }, 'posted'));
          return records;
        }),
      );
    } catch (error) {
      // A concurrent call with the same ids won the race: answer its transfers.
      if (error instanceof LedgerError && error.reason === 'idConflict' && !inTransaction(db)) {
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
  },

  /** Every asset's balance of a member, zeros included, in the contract's asset order. */
  async balances(db: Db, memberId: number): Promise<Balance[]> {
    const found = await rows<{ asset: Asset; available: string; frozen: string }>(
      db,
      sql`select asset, available::text, frozen::text from ledger_account where member_id = ${memberId}`,
    );
    const byAsset = new Map(found.map((row) => [row.asset, row]));
    return ASSETS.map((asset) => {
      const row = byAsset.get(asset);
      return { asset, available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
    });
  },

  /**
   * A system account's available balance, its row locked until the caller's transaction ends, so
   * what it answers is still there when the transaction pays from it (transfers from it wait).
   */
  async lockedSystemBalance(tx: Db, system: SystemAccount, asset: Asset): Promise<bigint> {
    if (!inTransaction(tx)) throw new Error('a locked balance is read inside a transaction');
    const [row] = await rows<{ available: string }>(
      tx,
      sql`select available::text from ledger_account where system_code = ${system} and asset = ${asset} for update`,
    );
    return BigInt(row?.available ?? '0');
  },

  /**
   * Locks accounts until the caller's transaction ends, in one order (by account id) whatever the
   * order they are named in, opening the ones that do not exist yet. A transaction that moves
   * several accounts one transfer at a time takes them all first, so two such transactions naming
   * the same accounts in opposite orders (a swap each way) wait for each other instead of
   * deadlocking.
   */
  async lockAccounts(tx: Db, accounts: readonly { asset: Asset; account: AccountRef }[]): Promise<void> {
    if (!inTransaction(tx)) throw new Error('accounts are locked inside a transaction');
    for (const asset of new Set(accounts.map((entry) => entry.asset))) {
      await openAccounts(
        tx,
        asset,
        accounts.filter((entry) => entry.asset === asset).map((entry) => entry.account),
      );
    }
    const matches = accounts.map(
      ({ asset, account }) => sql`(asset = ${asset} and ${accountMatch(account)})`,
    );
    await tx.execute(
      sql`select id from ledger_account where ${sql.join(matches, sql` or `)} order by id for update`,
    );
  },

  /** A system account's available balance (zero when it was never used). */
  async systemBalance(db: Db, system: SystemAccount, asset: Asset): Promise<bigint> {
    const [row] = await rows<{ available: string }>(
      db,
      sql`select available::text from ledger_account where system_code = ${system} and asset = ${asset}`,
    );
    return BigInt(row?.available ?? '0');
  },

  /**
   * A member's journal, newest first, optionally of one asset and kinds: one entry per movement of
   * the member's available balance (docs/economy.md, "The money log"). A pending transfer shows
   * once, with the state it reached; posting it moves nothing the member holds, so it has no entry
   * of its own, while voiding it returns value and has one. A fee leg (`withdraw_fee`, `swap_fee`,
   * `buy_back_fee`) is folded into its movement (`withdraw`, `swap`, `buy_back`) of the same account,
   * reference, written in the same phase: one withdrawal is one entry of amount plus fee.
   */
  async statement(
    db: Db,
    memberId: number,
    query: { asset?: Asset; kinds?: readonly string[]; limit: number; offset: number },
  ): Promise<{ entries: StatementEntry[]; total: number }> {
    const kindFilter =
      query.kinds && query.kinds.length > 0
        ? sql` and m.kind in (${sql.join(
            query.kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})`
        : sql``;
    const entries = sql`
      with mine as (
        select id from ledger_account where member_id = ${memberId}${query.asset ? sql` and asset = ${query.asset}` : sql``}
      ), moved as (
        select t.id, t.seq, t.asset, t.kind, t.reference, t.created_at, t.phase as own_phase,
          coalesce(r.phase, t.phase) as phase,
          case when t.debit_account_id in (select id from mine) then t.debit_account_id else t.credit_account_id end
            as account_id,
          case
            when t.debit_account_id in (select id from mine) then
              case t.phase when 'void' then t.amount else -t.amount end
            else t.amount
          end as amount,
          case when t.debit_account_id in (select id from mine) then t.debit_available_after
            else t.credit_available_after end as available_after
        from ledger_transfer t
        left join ledger_transfer r on t.phase = 'pending' and r.pending_id = t.id
        where (t.debit_account_id in (select id from mine) and t.phase <> 'post')
          or (t.credit_account_id in (select id from mine) and t.phase in ('posted', 'post'))
      )
      select m.id, m.seq, m.asset, m.phase, m.kind, m.reference, m.created_at,
        (m.amount + coalesce(f.amount, 0))::text as amount,
        abs(f.amount)::text as fee,
        (case when f.seq > m.seq then f.available_after else m.available_after end)::text as available_after
      from moved m
      left join moved f
        on f.kind = m.kind || '_fee' and f.account_id = m.account_id and f.reference = m.reference
          and f.own_phase = m.own_phase
      where not exists (
        select 1 from moved b
        where m.kind = b.kind || '_fee' and b.account_id = m.account_id and b.reference = m.reference
          and b.own_phase = m.own_phase
      )${kindFilter}`;
    const [list, counted] = await Promise.all([
      rows<{
        id: string;
        seq: number;
        asset: Asset;
        phase: TransferPhase;
        kind: string;
        reference: string | null;
        created_at: Date | string;
        amount: string;
        fee: string | null;
        available_after: string;
      }>(db, sql`${entries} order by m.seq desc limit ${query.limit} offset ${query.offset}`),
      rows<{ total: number }>(db, sql`select count(*)::int as total from (${entries}) e`),
    ]);
    return {
      total: Number(counted[0]?.total ?? 0),
      entries: list.map((row) => ({
        id: row.id,
        seq: Number(row.seq),
        asset: row.asset,
        amount: BigInt(row.amount),
        phase: row.phase,
        kind: row.kind,
        reference: row.reference,
        fee: row.fee === null ? null : BigInt(row.fee),
        availableAfter: BigInt(row.available_after),
        createdAt: new Date(row.created_at),
      })),
    };
  },
};
