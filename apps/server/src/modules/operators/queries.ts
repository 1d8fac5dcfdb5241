import type { Operator, OperatorRole } from '@colony/contract/operators';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isoTimeOf } from '../../db/iso-time.ts';
import { rows } from '../../db/rows.ts';

type OperatorRow = { address: string; role: OperatorRole; added_by: string | null; added_at: string };

const view = (row: OperatorRow): Operator => ({
  address: row.address,
  role: row.role,
  addedBy: row.added_by,
  addedAt: row.added_at,
});

/** Makes owners of the addresses never seen before; one removed stays removed. */
export async function seedOwners(db: Db, addresses: readonly string[]): Promise<void> {
  if (addresses.length === 0) return;
  await db.execute(sql`
    insert into operator (address, role)
    select address, 'owner'
    from unnest(array[${sql.join(
      addresses.map((address) => sql`${address}::text`),
      sql`, `,
    )}]) as address
    on conflict (address) do nothing`);
}

export async function roleOf(db: Db, address: string): Promise<OperatorRole | null> {
  const [row] = await rows<{ role: OperatorRole }>(
    db,
    sql`select role from operator where address = ${address} and removed_at is null`,
  );
  return row?.role ?? null;
}

/** The operators now, owners first, then by when they were added. */
export async function activeOperators(db: Db): Promise<Operator[]> {
  const found = await rows<OperatorRow>(
    db,
    sql`
      select address, role, added_by, ${isoTimeOf('added_at')} as added_at
      from operator where removed_at is null
      order by role <> 'owner', added_at, address`,
  );
  return found.map(view);
}

/** The operator's row, locked for the rest of the transaction; removed ones included. */
export async function lockOperator(
  tx: Db,
  address: string,
): Promise<(Operator & { removed: boolean }) | null> {
  const [row] = await rows<OperatorRow & { removed: boolean }>(
    tx,
    sql`
      select address, role, added_by, ${isoTimeOf('added_at')} as added_at, removed_at is not null as removed
      from operator where address = ${address} for update`,
  );
  return row ? { ...view(row), removed: row.removed } : null;
}

/** Locks every owner's row, so two owners removing each other at once leave one. */
export async function lockOwners(tx: Db): Promise<string[]> {
  const found = await rows<{ address: string }>(
    tx,
    sql`select address from operator where role = 'owner' and removed_at is null order by address for update`,
  );
  return found.map((row) => row.address);
}

/** Adds the operator, or gives a removed or present one this role; answers the row as it is now. */
export async function upsertOperator(
  tx: Db,
  entry: { address: string; role: OperatorRole; addedBy: string },
): Promise<Operator> {
  const [row] = await rows<OperatorRow>(
    tx,
    sql`
      insert into operator (address, role, added_by) values (${entry.address}, ${entry.role}, ${entry.addedBy})
      on conflict (address) do update set
        role = excluded.role,
        added_by = case when operator.removed_at is null then operator.added_by else excluded.added_by end,
        added_at = case when operator.removed_at is null then operator.added_at else now() end,
        removed_at = null,
        removed_by = null
      returning address, role, added_by, ${isoTimeOf('added_at')} as added_at`,
  );
  if (!row) throw new Error('operator upsert returned no row');
  return view(row);
}

export async function markRemoved(tx: Db, address: string, removedBy: string): Promise<string> {
  const [row] = await rows<{ removed_at: string }>(
    tx,
    sql`
      update operator set removed_at = now(), removed_by = ${removedBy}
      where address = ${address}
      returning ${isoTimeOf('removed_at')} as removed_at`,
  );
  if (!row) throw new Error('operator to remove has no row');
  return row.removed_at;
}
