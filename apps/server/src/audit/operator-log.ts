import type { OperatorAction, OperatorRole } from '@colony/contract/operators';
import { type SQL, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Db } from '../db/database.ts';
import { isoTimeOf } from '../db/iso-time.ts';
import { rows } from '../db/rows.ts';

/** What an operator did, as the operators' log keeps it (`operator_action`). */
export interface OperatorActionEntry {
  operator: string;
  role: OperatorRole;
  /** The endpoint's operation, e.g. `admin.Airdrop.grant`. */
  action: string;
  before: unknown;
  request: unknown;
  after: unknown;
  requestId: string;
  idempotencyKey: string | null;
}

/**
 * An operator's write that changed something existing answers its new state wrapped with the old
 * one: the answer goes to the operator, both to the log (`answerIdempotent`).
 */
export class WithBefore<T> {
  constructor(
    readonly before: unknown,
    readonly answer: T,
  ) {}
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one entry, in the caller's transaction, so it stands or falls with the action. The same
 * operator and idempotency key are kept once (the idempotent writes never run twice anyway).
 */
export async function recordOperatorAction(tx: Db, entry: OperatorActionEntry): Promise<void> {
  await tx.execute(sql`
    insert into operator_action (operator, role, action, before, request, after, request_id, idempotency_key)
    values (${entry.operator}, ${entry.role}, ${entry.action}, ${json(entry.before)}::jsonb,
      ${json(entry.request)}::jsonb, ${json(entry.after)}::jsonb, ${entry.requestId}, ${entry.idempotencyKey})
    on conflict (operator, idempotency_key) do nothing`);
}

type LogRow = {
  id: string;
  operator: string;
  role: OperatorRole;
  action: string;
  before: unknown;
  request: unknown;
  after: unknown;
  request_id: string;
  at: string;
  total: string;
};

/** The log newest first, a page at a time, filtered by operator and by action. */
export async function operatorLog(
  db: Db,
  query: { page: number; limit: number; operator?: string | undefined; action?: string | undefined },
): Promise<{ list: OperatorAction[]; total: number }> {
  const filters: SQL[] = [];
  if (query.operator) filters.push(sql`operator = ${getAddress(query.operator)}`);
  if (query.action) filters.push(sql`action = ${query.action}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const found = await rows<LogRow>(
    db,
    sql`
      select id::text, operator, role, action, before, request, after, request_id,
        ${isoTimeOf('created_at')} as at,
        count(*) over ()::text as total
      from operator_action ${where}
      order by operator_action.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const total = found[0] ? Number(found[0].total) : await countAll(db, where);
  return {
    list: found.map((row) => ({
      id: row.id,
      operator: row.operator,
      role: row.role,
      action: row.action,
      before: row.before,
      request: row.request,
      after: row.after,
      requestId: row.request_id,
      at: row.at,
    })),
    total,
  };
}

async function countAll(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ total: string }>(
    db,
    sql`select count(*)::text as total from operator_action ${where}`,
  );
  return Number(row?.total ?? 0);
}
