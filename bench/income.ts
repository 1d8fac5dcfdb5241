/**
 * Income bench: `POST /api/user/user/index` (profile, balances, fuel and income by type) for a
 * member with ten years of daily payouts against a member with none, in the same run. Prints
 * figures; never fails on them.
 *
 * On embedded PGlite, then on PostgreSQL (a scratch database on DATABASE_URL, by default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_INCOME_ONLY=pglite or =postgres runs one of
 * them), the app is built on the database and two members sign in: the veteran, paid by the
 * settlement's kinds over BENCH_INCOME_DAYS = 3,650 days (avatar output, staking income, referral,
 * team, bonus and star-level income: about 20,000 journal rows), and the newcomer, paid nothing.
 * BENCH_INCOME_MEMBERS = 2,000 other members are paid the same kinds until the journal holds about
 * BENCH_INCOME_JOURNAL = 200,000 rows. Every payout goes through the ledger's settlement batches
 * (`ledgerBatch.payEach`, a year of one kind per batch), so balances and running totals are kept
 * as in production. The journal refuses updates, so its rows carry the seeding time; the day each
 * one pays for is in its reference, as the settlement writes it.
 *
 * Then BENCH_INCOME_REQUESTS = 3,000 index calls for each member through `app.inject`, after
 * BENCH_INCOME_WARMUP = 300 each, alternated one by one (who goes first swapping every pair), so a
 * slow spell of a shared machine hits both alike: p50, p99, mean and requests per second of each,
 * and the veteran's figures over the newcomer's, target ≤ 1.20. For reference, the sum over the
 * veteran's journal the index made before the running totals, timed in the same run. Last, the
 * veteran's income as answered is compared with what was paid, and the ledger audit (what
 * `npm run ledger:audit` runs) recomputes every balance and running total from the journal.
 */

import { INCOME_KINDS, INCOME_TYPES, type LedgerKind } from '@colony/contract/ledger-kinds';
import type { IncomeTotals } from '@colony/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database, Db } from '../apps/server/src/db/database.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import { DEMO_ROOT_INVITE_CODE } from '../apps/server/src/env.ts';
import { auditLedger } from '../apps/server/src/ledger/audit.ts';
import { ledgerBatch } from '../apps/server/src/ledger/batch.ts';
import { ledger, type SystemAccount } from '../apps/server/src/ledger/ledger.ts';
import { sumByKind } from '../apps/server/src/modules/assets/queries.ts';
import { randomInviteCode } from '../apps/server/src/modules/members/invite-code-generator.ts';
import { findMemberByAddress, insertMemberIfAbsent } from '../apps/server/src/modules/members/queries.ts';
import { seedRootMember, sessionHeaders, signIn } from '../apps/server/src/test/sign-in.ts';
import { createTestApp, post } from '../apps/server/src/test/test-app.ts';
import { measureOnEachDatabase, percentile, table, writeResult } from './support.ts';

const DAYS = Number(process.env.BENCH_INCOME_DAYS ?? 3_650);
const MEMBERS = Number(process.env.BENCH_INCOME_MEMBERS ?? 2_000);
const JOURNAL = Number(process.env.BENCH_INCOME_JOURNAL ?? 200_000);
const REQUESTS = Number(process.env.BENCH_INCOME_REQUESTS ?? 3_000);
const WARMUP = Number(process.env.BENCH_INCOME_WARMUP ?? 300);
/** Calls of each journal query for the reference figures. */
const QUERIES = Number(process.env.BENCH_INCOME_QUERIES ?? 200);
/** `pglite` or `postgres`: one database only. */
const ONLY = process.env.BENCH_INCOME_ONLY;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_RATIO = 1.2;
const INDEX = '/api/user/user/index';
/** Days of one settlement batch while seeding. */
const BATCH_DAYS = 365;

/**
 * What the settlement pays, and how often the veteran is paid it: every `every` days, from the
 * emission source (produced resources) or the treasury (income lines, in stablecoins). Team income
 * comes in USDT and USDC on alternate days, so one type has two assets.
 */
const PAYOUTS: { kind: LedgerKind; asset: string; from: SystemAccount; every: number }[] = [
  { kind: 'avatar_output', asset: 'MM', from: 'emission', every: 1 },
  { kind: 'avatar_output', asset: 'MC', from: 'emission', every: 2 },
  { kind: 'staking_income', asset: 'USDT', from: 'emission', every: 1 },
  { kind: 'referral_income', asset: 'USDT', from: 'treasury', every: 1 },
  { kind: 'team_income', asset: 'USDT', from: 'treasury', every: 1 },
  { kind: 'bonus_income', asset: 'USDT', from: 'treasury', every: 2 },
  { kind: 'star_level_income', asset: 'USDT', from: 'treasury', every: 2 },
];
const VETERAN_ENTRIES = PAYOUTS.reduce((sum, payout) => sum + Math.ceil(DAYS / payout.every), 0);
const PER_MEMBER = Math.max(1, Math.ceil((JOURNAL - VETERAN_ENTRIES) / MEMBERS));

interface SignedIn {
  memberId: number;
  headers: Record<string, string>;
}

interface Side {
  p50: number;
  p99: number;
  mean: number;
  perSecond: number;
  failures: number;
}

interface DatabaseFigures {
  label: string;
  seedSeconds: number;
  journalRows: number;
  veteranRows: number;
  veteran: Side;
  newcomer: Side;
  journalSumP50: number;
  runningTotalsP50: number;
  incomeMatches: boolean;
  newcomerIncomeEmpty: boolean;
  audit: { clean: boolean; transfers: number; differences: number; kindTotalDifferences: number };
}

// ---------------------------------------------------------------------------
// Seeding

async function signInNew(app: FastifyInstance, db: Db): Promise<SignedIn> {
  const session = await signIn(app, privateKeyToAccount(generatePrivateKey()), {
    referee: DEMO_ROOT_INVITE_CODE,
  });
  const member = await findMemberByAddress(db, session.address);
  if (!member) throw new Error('signed-in member not found');
  return { memberId: member.id, headers: sessionHeaders(session) };
}

async function seedOthers(db: Db): Promise<void> {
  const [root] = await rows<{ id: number }>(db, sql`select id from member where superior_id is null`);
  for (let n = 1; n <= MEMBERS; n++) {
    const member = await insertMemberIfAbsent(db, {
      address: `0x${(0xbe0000 + n).toString(16).padStart(40, '0')}`,
      inviteCode: randomInviteCode(),
      superiorId: root?.id ?? null,
    });
    if (!member) throw new Error('bench member not created');
  }
}

/**
 * Every payout to make, one row each, in a table of the bench's: the veteran's on their schedule,
 * and PER_MEMBER for each other member, spread over the days and the kinds.
 */
async function planPayouts(db: Db, veteranId: number, newcomerId: number): Promise<void> {
  const schedule = sql.join(
    PAYOUTS.map(
      (payout, n) => sql`(${n}::int, ${payout.kind}::text, ${payout.asset}::text, ${payout.every}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`create unlogged table bench_payout (
    member_id int not null, day int not null, kind text not null, asset text not null,
    amount numeric(78, 0) not null, reference text not null)`);
  // Amounts of 0.01 to 0.97 of a unit (18 decimals), the day's date in the reference.
  const payout = (member: SQL, n: SQL, day: SQL) =>
    sql`${member}, ${day}, s.kind,
      case when s.kind = 'team_income' and ${day} % 2 = 1 then 'USDC' else s.asset end,
      (1 + (${day} * 7 + ${n} * 13 + ${member}) % 97)::numeric * 10000000000000000,
      'settlement:' || (current_date - ${DAYS}::int + ${day})::text || ':' || s.kind || ':' || s.asset`;
  await db.execute(sql`
    insert into bench_payout
    select ${payout(sql`${veteranId}::int`, sql`s.n`, sql`d`)}
    from (values ${schedule}) s(n, kind, asset, every)
    cross join generate_series(0, ${DAYS - 1}) d
    where d % s.every = 0`);
  await db.execute(sql`
    insert into bench_payout
    select ${payout(sql`m.id`, sql`s.n`, sql`((i * ${DAYS}) / ${PER_MEMBER} + m.r) % ${DAYS}`)}
    from (
      select id, row_number() over (order by id)::int as r from member
      where superior_id is not null and id not in (${veteranId}, ${newcomerId})
    ) m
    cross join generate_series(0, ${PER_MEMBER - 1}) i
    join (values ${schedule}) s(n, kind, asset, every) on s.n = (i + m.r) % ${PAYOUTS.length}`);
}

/** The planned payouts through the settlement's batches: a year of one kind from one source each. */
async function pay(db: Db): Promise<void> {
  // The treasury pays income lines; it is funded first, as the colony funds it.
  for (const asset of ['USDT', 'USDC'] as const) {
    await ledger.transfer(db, {
      asset,
      from: { system: 'world' },
      to: { system: 'treasury' },
      amount: 10n ** 30n,
      kind: 'treasury_funding',
      reference: 'bench funding',
    });
  }
  const sources = [...new Map(PAYOUTS.map((payout) => [payout.kind, payout.from])).entries()];
  for (let first = 0; first < DAYS; first += BATCH_DAYS) {
    for (const [kind, from] of sources) {
      await db.transaction((tx) =>
        ledgerBatch.payEach(tx as unknown as Db, {
          from,
          kind,
          source: sql`select member_id, asset, amount, reference from bench_payout
            where kind = ${kind} and day >= ${first} and day < ${first + BATCH_DAYS}`,
        }),
      );
    }
  }
}

// ---------------------------------------------------------------------------
// The measures

async function indexCalls(
  app: FastifyInstance,
  members: [SignedIn, SignedIn],
  count: number,
): Promise<[number[], number[], number[]]> {
  const times: [number[], number[]] = [[], []];
  const failures = [0, 0];
  for (let n = 0; n < count; n++) {
    // Who goes first swaps every pair.
    for (const side of n % 2 === 0 ? [0, 1] : [1, 0]) {
      const begin = performance.now();
      const response = await post(app, INDEX, {}, members[side]?.headers);
      (times[side] as number[]).push(performance.now() - begin);
      if (response.statusCode !== 200) failures[side] = (failures[side] ?? 0) + 1;
    }
  }
  return [times[0], times[1], failures];
}

function sideOf(times: number[], failures: number): Side {
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: total / times.length,
    perSecond: times.length / (total / 1000),
    failures,
  };
}

/** p50 of `QUERIES` runs of `query`, after a few to warm it up. */
async function queryP50(query: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < QUERIES + 10; n++) {
    const begin = performance.now();
    await query();
    if (n >= 10) times.push(performance.now() - begin);
  }
  return percentile(times, 50);
}

/** What the index answered before the running totals: the member's income summed over the journal. */
function journalSum(db: Db, memberId: number) {
  return rows(
    db,
    sql`select t.kind, t.asset, sum(t.amount)::text as total
      from ledger_transfer t
      where t.credit_account_id in (select id from ledger_account where member_id = ${memberId})
        and t.phase in ('posted', 'post')
        and t.kind in (${sql.join(
          Object.values(INCOME_KINDS).map((kind) => sql`${kind}`),
          sql`, `,
        )})
      group by t.kind, t.asset`,
  );
}

/** The income by type the index should answer for `memberId`: what the plan paid them. */
async function plannedIncome(db: Db, memberId: number): Promise<string> {
  const paid = await rows<{ kind: string; asset: string; total: string }>(
    db,
    sql`select kind, asset, sum(amount)::text as total from bench_payout where member_id = ${memberId}
      group by kind, asset`,
  );
  return incomeKey(
    Object.fromEntries(
      INCOME_TYPES.map((type) => [
        type,
        paid
          .filter((row) => row.kind === INCOME_KINDS[type])
          .map((row) => ({ asset: row.asset, amount: row.total })),
      ]),
    ) as IncomeTotals,
  );
}

/** Income totals in a form to compare: types in order, assets sorted. */
function incomeKey(income: IncomeTotals): string {
  return JSON.stringify(
    INCOME_TYPES.map((type) => [
      type,
      [...(income[type] ?? [])].sort((a, b) => a.asset.localeCompare(b.asset)),
    ]),
  );
}

async function measure(label: string, database: Database): Promise<DatabaseFigures> {
  const { db } = database;
  await database.migrate();
  await seedRootMember(db);
  const app = await createTestApp(db);
  try {
    const veteran = await signInNew(app, db);
    const newcomer = await signInNew(app, db);
    console.log(
      `${label}: paying ${VETERAN_ENTRIES} payouts to the veteran over ${DAYS} days and ${PER_MEMBER} to each of ${MEMBERS} other members …`,
    );
    const started = performance.now();
    await seedOthers(db);
    await planPayouts(db, veteran.memberId, newcomer.memberId);
    await pay(db);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - started) / 1000;
    const [counts] = await rows<{ journal: number; veteran: number }>(
      db,
      sql`select (select count(*)::int from ledger_transfer) as journal,
        (select count(*)::int from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
          where a.member_id = ${veteran.memberId}) as veteran`,
    );
    console.log(
      `  seeded in ${seedSeconds.toFixed(1)} s: ${counts?.journal} journal rows, ${counts?.veteran} to the veteran`,
    );

    await indexCalls(app, [veteran, newcomer], WARMUP);
    const [veteranTimes, newcomerTimes, failures] = await indexCalls(app, [veteran, newcomer], REQUESTS);
    const figures = {
      veteran: sideOf(veteranTimes, failures[0] ?? 0),
      newcomer: sideOf(newcomerTimes, failures[1] ?? 0),
    };
    if (figures.veteran.failures + figures.newcomer.failures > 0) {
      console.warn(
        `!! ${label}: ${figures.veteran.failures} + ${figures.newcomer.failures} calls did not answer 200`,
      );
    }

    const kinds = Object.values(INCOME_KINDS);
    const journalSumP50 = await queryP50(() => journalSum(db, veteran.memberId));
    const runningTotalsP50 = await queryP50(() => sumByKind(db, veteran.memberId, kinds));

    const answered = async (member: SignedIn) =>
      (await post(app, INDEX, {}, member.headers)).json().data.income as IncomeTotals;
    const incomeMatches = incomeKey(await answered(veteran)) === (await plannedIncome(db, veteran.memberId));
    const newcomerIncome = await answered(newcomer);
    const newcomerIncomeEmpty = INCOME_TYPES.every((type) => (newcomerIncome[type] ?? []).length === 0);
    const report = await auditLedger(db);
    console.log(
      `  veteran's income as answered ${incomeMatches ? 'matches' : 'DIFFERS FROM'} what was paid; ledger audit ${report.clean ? 'clean' : 'NOT CLEAN'}`,
    );
    await db.execute(sql`drop table bench_payout`);
    return {
      label,
      seedSeconds,
      journalRows: Number(counts?.journal ?? 0),
      veteranRows: Number(counts?.veteran ?? 0),
      ...figures,
      journalSumP50,
      runningTotalsP50,
      incomeMatches,
      newcomerIncomeEmpty,
      audit: {
        clean: report.clean,
        transfers: report.transfers,
        differences: report.differences.length,
        kindTotalDifferences: report.kindTotalDifferences.length,
      },
    };
  } finally {
    await app.close();
  }
}

function print(result: DatabaseFigures) {
  console.log(
    `\n## ${result.label}: ${result.journalRows} journal rows, ${result.veteranRows} of them to the veteran; ` +
      `${REQUESTS} calls of ${INDEX} each after ${WARMUP}, alternated\n`,
  );
  const ratio = (veteran: number, newcomer: number) => {
    const value = veteran / newcomer;
    return `${value.toFixed(2)}×${value <= TARGET_RATIO ? '' : ` (target ≤ ${TARGET_RATIO.toFixed(2)})`}`;
  };
  const { veteran, newcomer } = result;
  table(
    ['', 'p50 ms', 'p99 ms', 'mean ms', 'req/s', 'failures'],
    [
      ...(
        [
          ['veteran', veteran],
          ['newcomer', newcomer],
        ] as const
      ).map(([name, side]) => [
        name,
        side.p50.toFixed(3),
        side.p99.toFixed(3),
        side.mean.toFixed(3),
        side.perSecond.toFixed(0),
        String(side.failures),
      ]),
      [
        'veteran / newcomer',
        ratio(veteran.p50, newcomer.p50),
        ratio(veteran.p99, newcomer.p99),
        ratio(veteran.mean, newcomer.mean),
        ratio(newcomer.perSecond, veteran.perSecond),
        '',
      ],
    ],
  );
  console.log(
    `\nThe veteran's income, p50 of ${QUERIES} queries: ${result.runningTotalsP50.toFixed(3)} ms from the running totals, ` +
      `${result.journalSumP50.toFixed(3)} ms summed over the journal as before them`,
  );
  console.log(
    `Veteran's income as answered ${result.incomeMatches ? 'matches' : 'DIFFERS FROM'} what was paid; ` +
      `newcomer's ${result.newcomerIncomeEmpty ? 'is empty' : 'IS NOT EMPTY'}`,
  );
  console.log(
    `Ledger audit: ${result.audit.clean ? 'clean' : 'NOT CLEAN'} (${result.audit.transfers} transfers, ` +
      `${result.audit.differences} balance and ${result.audit.kindTotalDifferences} running-total differences)`,
  );
}

async function main() {
  console.log(
    `## Income bench: ${INDEX} for a member with ${DAYS} days of payouts against a member with none\n`,
  );
  const results = await measureOnEachDatabase(
    'income',
    { only: ONLY, onlyVariable: 'BENCH_INCOME_ONLY', databaseUrl: DATABASE_URL, poolMax: 4 },
    measure,
  );
  for (const result of results) print(result);

  await writeResult('income', { days: DAYS, requests: REQUESTS, results });
}

await main();
