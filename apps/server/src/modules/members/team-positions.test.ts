import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { randomInviteCode } from './invite-code-generator.ts';
import { findRootMember, insertMemberIfAbsent } from './queries.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
});

afterAll(async () => {
  await database?.close();
});

async function join(superiorId: number): Promise<number> {
  const member = await insertMemberIfAbsent(db, {
    address: privateKeyToAddress(generatePrivateKey()),
    inviteCode: randomInviteCode(),
    superiorId,
  });
  if (!member) throw new Error('not inserted');
  return member.id;
}

/** Members whose team, read as the label range, differs from the team found by walking the tree. */
async function misplaced(): Promise<{ id: number; byRange: number; byTree: number }[]> {
  return rows(
    db,
    sql`with recursive below(top, id) as (
          select id, id from member
          union all
          select below.top, m.id from below join member m on m.superior_id = below.id
        ),
        by_tree as (select top as id, count(*)::int as n from below group by top),
        by_range as (
          select m.id, (select count(*)::int from member r where r.team_label >= m.team_label
            and r.team_label < coalesce((select b.team_label from member b where b.id = m.team_bound_id), 9223372036854775807)) as n
          from member m
        )
        select t.id, r.n as "byRange", t.n as "byTree" from by_tree t join by_range r on r.id = t.id where t.n <> r.n`,
  );
}

describe('team positions', () => {
  it('place every member so that its team is exactly its label range, whatever the tree', async () => {
    const root = await findRootMember(db);
    if (!root) throw new Error('no root');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), async (choices) => {
        // Each new member joins below one of the members so far (wide, deep and mixed trees).
        const ids = [root.id];
        for (const choice of choices) ids.push(await join(ids[choice % ids.length] ?? root.id));
        expect(await misplaced()).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('make room by spreading labels out when a superior has many members joining right after it', async () => {
    const root = await findRootMember(db);
    if (!root) throw new Error('no root');
    // Each new member of one superior takes half the room left after it: 40 of them exhaust a
    // gap of 2^40, and the next ones need the labels around spread out.
    const superior = await join(root.id);
    for (let n = 0; n < 80; n++) await join(superior);
    const [spread] = await rows<{ labels: number; distinct: number }>(
      db,
      sql`select count(*)::int as labels, count(distinct team_label)::int as distinct from member`,
    );
    expect(spread?.distinct).toBe(spread?.labels);
    expect(await misplaced()).toEqual([]);
  });

  it('place a chain hundreds deep', async () => {
    const root = await findRootMember(db);
    if (!root) throw new Error('no root');
    let superior = root.id;
    for (let depth = 0; depth < 300; depth++) superior = await join(superior);
    expect(await misplaced()).toEqual([]);
  });
});
