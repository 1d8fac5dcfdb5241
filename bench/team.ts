/**
 * Team figures bench. Prints figures; never fails on them.
 *
 * A colony of BENCH_TEAM_MEMBERS members (1,000,000 by default): a balanced tree (each member with
 * BENCH_TEAM_FANOUT = 10 direct members) and a chain BENCH_TEAM_CHAIN = 100,000 deep, seeded
 * set-based with valid places in the team order (depth-first, computed in SQL with the placing
 * trigger off; the range property is then checked on a sample), most of them with avatars and
 * purchases in the ledger's running totals. On embedded PGlite, then on PostgreSQL when
 * DATABASE_URL is set (a scratch database; BENCH_TEAM_ONLY=pglite or =postgres runs one of them),
 * it measures:
 *
 * 1. The settlement's `team_figures` fold of every member against one plain UPDATE of as many
 *    `member_team` rows in the same database: first with every row new (the day before), then
 *    today's after a day of events (a day's fold is recorded, and the step folds a day once).
 * 2. A realistic day of events not folded yet (BENCH_TEAM_JOINS = 5,000 sign-ups placed by the
 *    trigger below random members, BENCH_TEAM_SALES = 1,070 sales: the default catalogue's daily
 *    supply), then p50/p99 of the index, lists and group reads through the service for members at
 *    several depths (the root, the top and a middle and a leaf of the balanced tree, the top, middle
 *    and bottom of the chain): first with every event fresh (not compacted: the worst case, a read
 *    of a member at the top sums every event of the day), then after the compaction the `team runs`
 *    job runs within seconds (its time is printed), as the pages answer once it has. Target p99 ≤
 *    5 ms (BENCH_TEAM_READS = 1,000 reads of each kind per member; BENCH_TEAM_FRESH_READS = 200 of
 *    the fresh ones). The same reads after the fold, once the job has compacted again: the clock stands still,
 *    so the fold here counts the whole day's events, which today's figures still read (from the
 *    runs), as if the settlement had run late in the day.
 * 3. A purchase from the balance (`createOrder` in its transaction) with its team event against
 *    the same statements without the two the team adds (the fuel check and the event), alternated
 *    in the same run. Target ≤ 2×.
 * 4. One run of the `team runs` job over ten times a day's events (BENCH_TEAM_SURGE = 10 times
 *    the sign-ups and sales above, all fresh: the job stopped for a while, or a surge), against the
 *    job's interval (`TEAM_RUNS_INTERVAL_MS`, 5 s): it must fit in it. Then the runs that follow in
 *    steady state, each over what came since the one before: a few sales at random members, and one
 *    sale at the bottom of the chain (a run costs its events and the members above them, not the
 *    runs and totals already held).
 */

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/database.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import {
  baseDailyBurnOf,
  DEFAULT_ECONOMY,
  type EconomyConfig,
  totalFuelOf,
} from '../apps/server/src/economy/config.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { ledger } from '../apps/server/src/ledger/ledger.ts';
import { avatarContextOf } from '../apps/server/src/modules/avatars/context.ts';
import {
  insertAvatar,
  insertOrder,
  lockMember,
  saleDay,
  takeSupply,
} from '../apps/server/src/modules/avatars/queries.ts';
import { createOrder, orderDetail } from '../apps/server/src/modules/avatars/service.ts';
import { joinColony } from '../apps/server/src/modules/members/service.ts';
import { compactRuns, vacuumCompacted } from '../apps/server/src/modules/team/queries.ts';
import {
  compactTeamEvents,
  recordSale,
  teamGroup,
  teamIndex,
  teamLists,
} from '../apps/server/src/modules/team/service.ts';
import { teamSettlementSteps } from '../apps/server/src/modules/team/settlement-steps.ts';
import { addDays, colonyToday, colonyTodayIn } from '../apps/server/src/settlement/calendar.ts';
import { checkRanges, type SeededTree, seedTree, type TreeShape } from './seed-colony.ts';
import { measureOnEachDatabase, percentile, table, writeResult } from './support.ts';

const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_TEAM_CHAIN ?? 100_000);
const FANOUT = Number(process.env.BENCH_TEAM_FANOUT ?? 10);
const JOINS = Number(process.env.BENCH_TEAM_JOINS ?? 5_000);
const SALES = Number(process.env.BENCH_TEAM_SALES ?? 1_070);
/**
 * Reads of each kind per member: enough that p99 is not the one slowest read (a checkpoint or an
 * autovacuum of the fold's rows passing by); fewer of the fresh reads, which are many times slower.
 */
const READS = Number(process.env.BENCH_TEAM_READS ?? 1000);
const FRESH_READS = Number(process.env.BENCH_TEAM_FRESH_READS ?? 200);
const PURCHASES = Number(process.env.BENCH_TEAM_PURCHASES ?? 200);
/** The surge the one compaction run takes, in days of events. */
const SURGE = Number(process.env.BENCH_TEAM_SURGE ?? 10);
/** Sales between two runs of the job in steady state. */
const STEADY_SALES = Number(process.env.BENCH_TEAM_STEADY_SALES ?? 10);
/** `pglite` or `postgres`: one database only. */
const ONLY = process.env.BENCH_TEAM_ONLY;
const TARGET_READ_P99_MS = 5;
const TARGET_PURCHASE_RATIO = 2;
const ONE = 10n ** 18n;
const CLOCK = { time: '00:00', timeZone: 'UTC' };
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1 ? { ...rule, dailySupply: 10_000_000 } : rule,
  ),
};
const MAIN = ECONOMY.avatars.find((rule) => rule.id === 1) as EconomyConfig['avatars'][number];

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const begin = performance.now();
  const value = await work();
  return { ms: performance.now() - begin, value };
}

// ---------------------------------------------------------------------------
// Seeding

interface Colony {
  rootId: number;
  /** Members to read, by where they sit. */
  probes: { label: string; id: number; depth: number }[];
  seedSeconds: number;
  tree: SeededTree;
}

const SHAPE: TreeShape = { members: MEMBERS, chain: CHAIN, fanout: FANOUT };

/**
 * The tree (`seedTree`), then most members with avatars and purchases in the ledger's running
 * totals.
 */
async function seedColony(db: Db): Promise<Colony> {
  const started = performance.now();
  const tree = await seedTree(db, SHAPE);
  const { rootId, firstBalancedId, depth } = tree;

  // Six in ten members bought a main avatar, one in ten a second; one in seven has burned its fuel.
  await db.execute(sql`
    insert into ledger_account (asset, member_id)
    select 'USDT', id from member where superior_id is not null and id % 10 < 6`);
  await db.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select a.id, 'avatar_purchase', 0, case when a.member_id % 10 = 0 then 200 else 100 end * ${ONE.toString()}::numeric
    from ledger_account a where a.asset = 'USDT' and a.member_id is not null`);
  // Their sales' team events, days ago: the first fold counts them.
  await db.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, performance)
    select m.id, m.superior_id, m.team_label, current_date - 4, k.paid
    from ledger_kind_total k join ledger_account a on a.id = k.account_id join member m on m.id = a.member_id
    where k.kind = 'avatar_purchase'`);
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, burned_fuel, daily_burn,
      share_mm, share_mc, share_ume, first_day)
    select m.id, 1, 'main', gen_random_uuid(), 'USDT', 100 * ${ONE.toString()}::numeric, 200 * ${ONE.toString()}::numeric,
      case when m.id % 7 = 0 then 200 else 3 end * ${ONE.toString()}::numeric, ${ONE.toString()}::numeric,
      6000, 3000, 1000, current_date - 3
    from member m, generate_series(1, 2) n
    where m.superior_id is not null and m.id % 10 < 6 and (n = 1 or m.id % 10 = 0)`);
  await db.execute(sql`analyze`);

  const seedSeconds = (performance.now() - started) / 1000;
  return {
    rootId,
    seedSeconds,
    probes: [
      { label: 'root', id: rootId, depth: 0 },
      { label: 'balanced top', id: firstBalancedId, depth: 1 },
      { label: 'balanced middle', id: tree.balancedMiddleId, depth: Math.ceil(depth / 2) },
      { label: 'balanced leaf', id: tree.balancedLeafId, depth },
      { label: 'chain top', id: rootId + 1, depth: 1 },
      { label: 'chain middle', id: rootId + Math.floor(CHAIN / 2), depth: Math.floor(CHAIN / 2) },
      { label: 'chain bottom', id: rootId + CHAIN, depth: CHAIN },
    ],
    tree,
  };
}

// ---------------------------------------------------------------------------
// The measures

/** The settlement's fold of `day` before (-1) or of today (0): a day folded already is not folded again. */
async function fold(db: Db, offset: -1 | 0): Promise<{ ms: number; changed: number }> {
  const day = addDays(await colonyToday(db, CLOCK), offset);
  const step = teamSettlementSteps[0];
  if (!step) throw new Error('no team step');
  const { ms, value } = await timed(() =>
    db.transaction((tx) =>
      step.run(tx as unknown as Db, { day, endsAt: new Date(), economy: ECONOMY, clock: CLOCK }),
    ),
  );
  return { ms, changed: Number(value.changed) };
}

/** A sale's team event, as a purchase writes it in its transaction. */
async function sale(db: Db, memberId: number, day: string, becameEffective: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx as unknown as Db, memberId);
    await recordSale(tx as unknown as Db, { memberId, day, performance: MAIN.price, becameEffective });
  });
}

/** A random member of the seeded colony, the root excepted. */
const randomMember = (rootId: number) => rootId + 1 + Math.floor(Math.random() * (MEMBERS - 1));

async function dayOfEvents(db: Db, rootId: number, days = 1): Promise<void> {
  const today = await colonyToday(db, CLOCK);
  for (let n = 0; n < JOINS * days; n++) {
    await joinColony(
      db,
      `0x${randomUUID().replaceAll('-', '').padStart(40, 'e')}`,
      randomMember(rootId),
      CLOCK,
    );
  }
  for (let n = 0; n < SALES * days; n++) await sale(db, randomMember(rootId), today, n % 3 === 0);
}

interface CompactionRun {
  /** Events written before it, and compacted by it. */
  written: number;
  compacted: number;
  runs: number;
  totals: number;
  /** The transaction that adds the events, and the vacuum after it, as `compactTeamEvents` runs them. */
  statementMs: number;
  vacuumMs: number;
}

/** One run of the `team runs` job, timed in its two parts. */
async function compactionRun(db: Db, written: number): Promise<CompactionRun> {
  const today = colonyTodayIn(CLOCK);
  const { ms: statementMs, value } = await timed(() =>
    db.transaction((tx) => compactRuns(tx as unknown as Db, today)),
  );
  if (!value) throw new Error('the fold held the runs');
  const { ms: vacuumMs } = await timed(() => vacuumCompacted(db));
  return { written, ...value, statementMs, vacuumMs };
}

interface Surge {
  interval: number;
  surge: CompactionRun;
  steady: CompactionRun;
  chainBottom: CompactionRun;
  held: { runs: number; totals: number };
}

/**
 * Ten days' events (`SURGE`) not compacted, in one run of the job; then a run over a few sales,
 * and one over a sale at the bottom of the chain, with everything the surge left in the tables.
 */
async function surge(db: Db, colony: Colony): Promise<Surge> {
  const interval = loadEnv({}, {}).TEAM_RUNS_INTERVAL_MS;
  // Nothing fresh before: the surge's events are the only ones the run takes.
  await compactTeamEvents(db, CLOCK);
  const started = performance.now();
  await dayOfEvents(db, colony.rootId, SURGE);
  console.log(
    `  ${SURGE} days of events (${SURGE * JOINS} sign-ups, ${SURGE * SALES} sales) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`analyze team_event`);
  const surged = await compactionRun(db, SURGE * (JOINS + SALES));
  console.log(
    `  compaction of the surge: ${surged.compacted} events, ${surged.runs} runs and ${surged.totals} totals written in ${surged.statementMs.toFixed(0)} ms + ${surged.vacuumMs.toFixed(0)} ms vacuum`,
  );
  const today = await colonyToday(db, CLOCK);
  for (let n = 0; n < STEADY_SALES; n++) await sale(db, randomMember(colony.rootId), today, n % 3 === 0);
  const steady = await compactionRun(db, STEADY_SALES);
  await sale(db, colony.rootId + CHAIN, today, false);
  const chainBottom = await compactionRun(db, 1);
  const [held] = await rows<{ runs: number; totals: number }>(
    db,
    sql`select (select count(*) from team_event_run)::int as runs, (select count(*) from team_run_total)::int as totals`,
  );
  return {
    interval,
    surge: surged,
    steady,
    chainBottom,
    held: { runs: Number(held?.runs), totals: Number(held?.totals) },
  };
}

interface ReadFigures {
  label: string;
  depth: number;
  teamSize: number;
  index: [number, number];
  lists: [number, number];
  group: [number, number];
}

async function reads(db: Db, colony: Colony, count = READS): Promise<ReadFigures[]> {
  const context = { clock: CLOCK, site: () => 'http://localhost:8080' };
  const result: ReadFigures[] = [];
  for (const probe of colony.probes) {
    const figures = await teamIndex(db, context, probe.id, {});
    const times = { index: [] as number[], lists: [] as number[], group: [] as number[] };
    for (let n = 0; n < count + 10; n++) {
      const index = await timed(() => teamIndex(db, context, probe.id, {}));
      const lists = await timed(() => teamLists(db, probe.id, { page: 1, limit: 10 }));
      const group = await timed(() => teamGroup(db, probe.id, { page: 1, limit: 10 }));
      // The first few warm the statements up.
      if (n < 10) continue;
      times.index.push(index.ms);
      times.lists.push(lists.ms);
      times.group.push(group.ms);
    }
    const p = (values: number[]): [number, number] => [percentile(values, 50), percentile(values, 99)];
    result.push({
      label: probe.label,
      depth: probe.depth,
      teamSize: figures.teamSize,
      index: p(times.index),
      lists: p(times.lists),
      group: p(times.group),
    });
  }
  return result;
}

/** The purchase's statements as `createOrder` runs them for a main avatar, without the team's two. */
async function purchaseWithoutTeam(tx: Db, context: ReturnType<typeof avatarContextOf>, memberId: number) {
  await lockMember(tx, memberId);
  const sale = await saleDay(tx, context.clock);
  const id = randomUUID();
  await tx.transaction(async (savepoint) => {
    const sp = savepoint as unknown as Db;
    await ledger.transfer(sp, {
      asset: 'USDT',
      from: { member: memberId },
      to: { system: 'treasury' },
      amount: MAIN.price,
      kind: 'avatar_purchase',
      reference: id,
    });
    await takeSupply(sp, sale.day, MAIN.id, MAIN.dailySupply);
    await insertOrder(sp, {
      id,
      memberId,
      avatarId: MAIN.id,
      avatarKind: MAIN.kind,
      asset: 'USDT',
      amount: MAIN.price,
      status: 'paid',
      saleDay: sale.day,
    });
    await insertAvatar(sp, {
      memberId,
      avatarId: MAIN.id,
      kind: MAIN.kind,
      orderId: id,
      asset: 'USDT',
      price: MAIN.price,
      firstDay: addDays(sale.day, 1),
      terms: { totalFuel: totalFuelOf(MAIN), dailyBurn: baseDailyBurnOf(MAIN), shares: MAIN.outputBps },
    });
  });
  return orderDetail(tx, context, memberId, id, 'en');
}

async function purchases(db: Db, rootId: number): Promise<{ withTeam: number; without: number }> {
  const context = avatarContextOf(loadEnv({}, {}), ECONOMY);
  // Members without avatars, a fresh one for each purchase, funded first.
  const buyers = await rows<{ id: number; address: string }>(
    db,
    sql`select id, address from member where superior_id is not null and id % 10 >= 6 and id > ${rootId}
        order by random() limit ${2 * PURCHASES + 20}`,
  );
  for (const buyer of buyers) {
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { system: 'world' },
      to: { member: Number(buyer.id) },
      amount: MAIN.price,
      kind: 'deposit',
      reference: 'bench deposit',
    });
  }
  const withTeam: number[] = [];
  const without: number[] = [];
  for (const [n, buyer] of buyers.entries()) {
    const memberId = Number(buyer.id);
    const team = n % 2 === 0;
    const { ms } = await timed(() =>
      db.transaction((tx) =>
        team
          ? createOrder(
              tx as unknown as Db,
              context,
              { sessionId: randomUUID(), memberId, address: buyer.address },
              { avatarId: MAIN.id, asset: 'USDT', queue: false },
              'en',
            )
          : purchaseWithoutTeam(tx as unknown as Db, context, memberId),
      ),
    );
    if (n < 20) continue;
    (team ? withTeam : without).push(ms);
  }
  return { withTeam: percentile(withTeam, 50), without: percentile(without, 50) };
}

interface DatabaseFigures {
  label: string;
  seedSeconds: number;
  ranges: { outside: number; sampled: number; wrong: number };
  firstFold: { ms: number; changed: number };
  plainUpdateMs: number;
  dayFold: { ms: number; changed: number };
  fresh: ReadFigures[];
  compaction: { ms: number; runs: number; totals: number; compacted: number };
  compacted: ReadFigures[];
  folded: ReadFigures[];
  purchase: { withTeam: number; without: number };
  surge: Surge;
}

async function measure(label: string, database: Database): Promise<DatabaseFigures> {
  const { db } = database;
  await database.migrate();
  console.log(`${label}: seeding ${MEMBERS} members …`);
  const colony = await seedColony(db);
  console.log(`  seeded in ${colony.seedSeconds.toFixed(1)} s`);
  const ranges = await checkRanges(db, colony.tree, SHAPE);
  console.log(
    `  places: ${ranges.outside} members outside their superior's range; ${ranges.wrong} of ${ranges.sampled} sampled teams differ from a walk`,
  );
  const firstFold = await fold(db, -1);
  console.log(`  first fold: ${firstFold.ms.toFixed(0)} ms, ${firstFold.changed} rows written`);
  const plain = await timed(() => db.execute(sql`update member_team set day = day`));
  console.log(`  plain UPDATE of every member_team row: ${plain.ms.toFixed(0)} ms`);
  const dayStarted = performance.now();
  await dayOfEvents(db, colony.rootId);
  console.log(
    `  a day of events (${JOINS} sign-ups, ${SALES} sales) in ${((performance.now() - dayStarted) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`analyze team_event`);
  const fresh = await reads(db, colony, FRESH_READS);
  const { ms: compactionMs, value: compacted } = await timed(() => compactTeamEvents(db, CLOCK));
  const compaction = {
    ms: compactionMs,
    runs: compacted?.runs ?? 0,
    totals: compacted?.totals ?? 0,
    compacted: compacted?.compacted ?? 0,
  };
  console.log(
    `  compaction: ${compaction.compacted} events into ${compaction.runs} runs and ${compaction.totals} team totals in ${compaction.ms.toFixed(0)} ms (with its vacuum)`,
  );
  const compactedReads = await reads(db, colony);
  const purchase = await purchases(db, colony.rootId);
  console.log(
    `  purchase p50: ${purchase.withTeam.toFixed(2)} ms with the team event, ${purchase.without.toFixed(2)} ms without`,
  );
  const dayFold = await fold(db, 0);
  console.log(`  fold after the day: ${dayFold.ms.toFixed(0)} ms, ${dayFold.changed} rows written`);
  // As autovacuum does soon after a settlement: the events the fold marked leave their old versions.
  await db.execute(sql`vacuum analyze team_event`);
  const { ms: refoldMs, value: recompacted } = await timed(() => compactTeamEvents(db, CLOCK));
  console.log(
    `  compaction after the fold: ${recompacted?.compacted ?? 0} of today's folded events into ${recompacted?.runs ?? 0} runs and ${recompacted?.totals ?? 0} team totals in ${refoldMs.toFixed(0)} ms`,
  );
  const folded = await reads(db, colony);
  const surged = await surge(db, colony);
  return {
    label,
    seedSeconds: colony.seedSeconds,
    ranges,
    firstFold,
    plainUpdateMs: plain.ms,
    dayFold,
    fresh,
    compaction,
    compacted: compactedReads,
    folded,
    purchase,
    surge: surged,
  };
}

function printReads(title: string, figures: ReadFigures[]) {
  console.log(`\n${title}\n`);
  const cell = ([p50, p99]: [number, number]) =>
    `${p50.toFixed(2)} / ${p99.toFixed(2)}${p99 <= TARGET_READ_P99_MS ? '' : ' (target p99 ≤ 5)'}`;
  table(
    ['member', 'depth', 'team', 'index p50 / p99 ms', 'lists p50 / p99 ms', 'group p50 / p99 ms'],
    figures.map((row) => [
      row.label,
      String(row.depth),
      String(row.teamSize),
      cell(row.index),
      cell(row.lists),
      cell(row.group),
    ]),
  );
}

/**
 * The runs of the job against its interval, and against a plain UPDATE of as many rows as each
 * wrote (events marked, runs and totals) at the speed `plainUpdateMs` for every member's row took:
 * the figure that stays put on a slower or busier machine.
 */
function printSurge({ interval, surge, steady, chainBottom, held }: Surge, plainUpdateMs: number) {
  console.log(
    `\nRuns of the \`team runs\` job (every ${interval} ms), each over the events that came since the run before:\n`,
  );
  const row = (label: string, run: CompactionRun) => {
    const ms = run.statementMs + run.vacuumMs;
    const plain = ((run.compacted + run.runs + run.totals) * plainUpdateMs) / MEMBERS;
    return [
      label,
      String(run.compacted),
      String(run.runs),
      String(run.totals),
      run.statementMs.toFixed(0),
      run.vacuumMs.toFixed(0),
      ms.toFixed(0),
      `${((100 * ms) / interval).toFixed(1)} %${ms <= interval ? '' : ' (over the interval)'}`,
      `${(ms / plain).toFixed(2)}×`,
    ];
  };
  table(
    [
      'run',
      'events',
      'runs written',
      'totals written',
      'statement ms',
      'vacuum ms',
      'ms',
      'of the interval',
      'vs plain UPDATE',
    ],
    [
      row(`${SURGE} days' events at once`, surge),
      row(`${steady.written} sales since`, steady),
      row(`a sale ${CHAIN} deep (chain bottom)`, chainBottom),
    ],
  );
  console.log(`Held after them: ${held.runs} runs, ${held.totals} team totals`);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const results = await measureOnEachDatabase(
    'team',
    { only: ONLY, onlyVariable: 'BENCH_TEAM_ONLY', databaseUrl: databaseUrl, poolMax: 2 },
    measure,
  );

  for (const result of results) {
    console.log(`\n## ${result.label}: ${MEMBERS} members (fan-out ${FANOUT}, a chain ${CHAIN} deep)\n`);
    table(
      ['', 'ms', 'rows written', 'vs plain UPDATE'],
      [
        ['plain UPDATE of every member_team row', result.plainUpdateMs.toFixed(0), String(MEMBERS), '1.00×'],
        [
          'team_figures fold, every row new',
          result.firstFold.ms.toFixed(0),
          String(result.firstFold.changed),
          `${(result.firstFold.ms / result.plainUpdateMs).toFixed(2)}×`,
        ],
        [
          'team_figures fold after a day of events',
          result.dayFold.ms.toFixed(0),
          String(result.dayFold.changed),
          `${(result.dayFold.ms / result.plainUpdateMs).toFixed(2)}×`,
        ],
      ],
    );
    printReads(
      `Reads with a day of events not folded (${JOINS} sign-ups, ${SALES} sales), every one fresh (not compacted yet), ${FRESH_READS} of each per member:`,
      result.fresh,
    );
    console.log(
      `\nCompaction of the day's events: ${result.compaction.compacted} events into ${result.compaction.runs} runs and ${result.compaction.totals} team totals in ${result.compaction.ms.toFixed(0)} ms`,
    );
    printReads(
      `Reads with the same events compacted (as the \`team runs\` job leaves them), ${READS} of each per member:`,
      result.compacted,
    );
    printReads(
      `Reads after the fold and the compaction that follows it (today's figures read today's folded events from the runs), ${READS} of each per member:`,
      result.folded,
    );
    const ratio = result.purchase.withTeam / result.purchase.without;
    console.log(
      `\nPurchase p50: ${result.purchase.withTeam.toFixed(2)} ms with the team event, ${result.purchase.without.toFixed(2)} ms without: ${ratio.toFixed(2)}×${ratio <= TARGET_PURCHASE_RATIO ? '' : ' (target ≤ 2×)'}`,
    );
    printSurge(result.surge, result.plainUpdateMs);
    console.log(
      `Seeded places: ${result.ranges.outside} members outside their superior's range, ${result.ranges.wrong} of ${result.ranges.sampled} sampled teams differ from a walk`,
    );
  }

  await writeResult('team', { members: MEMBERS, results });
}

await main();
