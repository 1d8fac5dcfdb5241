/**
 * Seeding shared by the benches that need a large colony (bench:team, bench:settlement): a team
 * tree of any size with valid places in the team order, written set-based.
 */

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import { ensureRootMember } from '../apps/server/src/modules/members/service.ts';

/** The colony's root member. */
export const ROOT = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', inviteCode: 'TEAMZZZZ' };
/** Labels spaced as the trigger appends: room for 40 members joining right after each one. */
const SPACING = 2n ** 40n;

export interface TreeShape {
  /** Members in all, the root included. */
  members: number;
  /** Depth of the chain below the root. */
  chain: number;
  /** Direct members of each member of the balanced tree. */
  fanout: number;
}

export interface SeededTree {
  rootId: number;
  /** The top of the balanced tree (the chain holds the ids from `rootId + 1` to `rootId + chain`). */
  firstBalancedId: number;
  /** Levels of the balanced tree. */
  depth: number;
  /** The first member at the middle level of the balanced tree, and at its last level. */
  balancedMiddleId: number;
  balancedLeafId: number;
}

/**
 * The root, a chain of `chain` members below it (each the only member of the one above) and a
 * balanced tree of the rest, with depth-first places computed set-based: subtree sizes bottom-up,
 * then each member's position top-down (a member's team is the positions after its own, as many
 * as its team), newest member first among siblings as the trigger places them. Member ids run
 * from the root's without gaps; the identity continues after the last.
 */
export async function seedTree(db: Db, shape: TreeShape): Promise<SeededTree> {
  const { members, chain, fanout } = shape;
  const root = await ensureRootMember(db, ROOT);
  if (root.kind === 'conflict') throw new Error('no root');
  const rootId = root.root.id;
  const balanced = members - 1 - chain;
  const firstBalancedId = rootId + chain + 1;

  await db.execute(sql`create unlogged table bench_tree (
    i int primary key, parent int, depth int not null, sibling int not null, size bigint not null default 1, pos bigint)`);
  await db.execute(sql`insert into bench_tree (i, parent, depth, sibling) values (0, null, 1, 0)`);
  let depth = 1;
  for (;;) {
    const [added] = await rows<{ n: number }>(
      db,
      sql`with added as (
            insert into bench_tree (i, parent, depth, sibling)
            select p.i * ${fanout} + 1 + j, p.i, p.depth + 1, j
            from bench_tree p cross join generate_series(0, ${fanout - 1}) j
            where p.depth = ${depth} and p.i * ${fanout} + 1 + j < ${balanced}
            returning 1
          ) select count(*)::int as n from added`,
    );
    if (!added?.n) break;
    depth++;
  }
  for (let level = depth; level > 1; level--) {
    await db.execute(sql`
      update bench_tree p set size = 1 + c.size
      from (select parent, sum(size) as size from bench_tree where depth = ${level} group by parent) c
      where p.i = c.parent`);
  }
  // The chain takes positions 1 to `chain`, the balanced tree the ones after.
  await db.execute(sql`update bench_tree set pos = ${chain + 1} where i = 0`);
  for (let level = 2; level <= depth; level++) {
    await db.execute(sql`
      update bench_tree c set pos = p.pos + 1 + b.before
      from (
        select i, parent, coalesce(sum(size) over (partition by parent order by sibling desc
          rows between unbounded preceding and 1 preceding), 0) as before
        from bench_tree where depth = ${level}
      ) b join bench_tree p on p.i = b.parent
      where c.i = b.i`);
  }
  await db.execute(sql`create index on bench_tree (pos)`);

  await db.execute(sql`alter table member disable trigger member_team_position`);
  // The balanced tree first: the chain's members are bounded by its top.
  await db.execute(sql`
    insert into member (id, address, invite_code, superior_id, team_label, team_bound_id, created_at)
    overriding system value
    select ${firstBalancedId} + t.i, '0x' || lpad(to_hex(${firstBalancedId} + t.i), 40, '0'),
      translate(lpad(to_hex(${firstBalancedId} + t.i), 8, '0'), '0123456789abcdef', 'ABCDEFGHJKMNPQRS'),
      case when t.parent is null then ${rootId} else ${firstBalancedId} + t.parent end,
      t.pos * ${SPACING.toString()}::bigint, ${firstBalancedId} + b.i, now() - interval '2 days'
    from bench_tree t left join bench_tree b on b.pos = t.pos + t.size`);
  // The chain: member j (1 … chain) below member j - 1 (0 is the root); all bounded by the balanced tree's top.
  await db.execute(sql`
    insert into member (id, address, invite_code, superior_id, team_label, team_bound_id, created_at)
    overriding system value
    select ${rootId} + j, '0x' || lpad(to_hex(${rootId} + j), 40, '0'),
      translate(lpad(to_hex(${rootId} + j), 8, '0'), '0123456789abcdef', 'ABCDEFGHJKMNPQRS'),
      ${rootId} + j - 1, j * ${SPACING.toString()}::bigint, ${firstBalancedId}, now() - interval '2 days'
    from generate_series(1, ${chain}) j`);
  await db.execute(sql`alter table member enable trigger member_team_position`);
  await db.execute(sql.raw(`alter table member alter column id restart with ${rootId + members + 1}`));

  const [probe] = await rows<{ middle: number; leaf: number }>(
    db,
    sql`select (select ${firstBalancedId} + i from bench_tree where depth = ${Math.ceil(depth / 2)} order by i limit 1) as middle,
      (select ${firstBalancedId} + i from bench_tree where depth = ${depth} order by i limit 1) as leaf`,
  );
  await db.execute(sql`drop table bench_tree`);
  return {
    rootId,
    firstBalancedId,
    depth,
    balancedMiddleId: Number(probe?.middle),
    balancedLeafId: Number(probe?.leaf),
  };
}

/**
 * The places `seedTree` computed, checked: every member lies inside its superior's label range,
 * and on a sample the range holds exactly the members found by walking down the superior links.
 */
export async function checkRanges(
  db: Db,
  tree: SeededTree,
  shape: TreeShape,
): Promise<{ outside: number; sampled: number; wrong: number }> {
  const { rootId } = tree;
  const [outside] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member m join member s on s.id = m.superior_id
        left join member b on b.id = s.team_bound_id
        where not (m.team_label > s.team_label and m.team_label < coalesce(b.team_label, 9223372036854775807))`,
  );
  // Members with small teams from the balanced tree, and the bottom of the chain.
  const [sample] = await rows<{ sampled: number; wrong: number }>(
    db,
    sql`with sample as (
          select m.id, m.team_label as lo, coalesce(b.team_label, 9223372036854775807) as hi
          from member m left join member b on b.id = m.team_bound_id
          where m.id in (
            select ${rootId + shape.chain + 1} + (random() * ${shape.members - shape.chain - 2})::int from generate_series(1, 200)
            union select ${rootId + shape.chain} - n from generate_series(0, 500, 25) n
          )
        ),
        checked as (
          select s.id,
            (select count(*) from member r where r.team_label > s.lo and r.team_label < s.hi) as by_range,
            (with recursive below(id) as (
               select id from member where superior_id = s.id
               union all select m.id from below join member m on m.superior_id = below.id
             ) select count(*) from below) as by_walk
          from sample s
        )
        select count(*)::int as sampled, count(*) filter (where by_range <> by_walk)::int as wrong from checked`,
  );
  return {
    outside: Number(outside?.n ?? 0),
    sampled: Number(sample?.sampled ?? 0),
    wrong: Number(sample?.wrong ?? 0),
  };
}
