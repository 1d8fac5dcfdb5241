/**
 * Daily settlement bench. Prints figures; never fails on them.
 *
 * One day's settlement (`settleThrough` with every step of `settlement/steps.ts`) of a colony of
 * BENCH_SETTLEMENT_MEMBERS members (1,000,000 by default: a balanced tree with a chain a tenth as
 * deep, as bench:team seeds it), with, seeded set-based:
 *
 * - BENCH_SETTLEMENT_AVATARS avatars with fuel left (as many as members by default), each with
 *   its paid order, some burning their last fuel on the day; the ledger's accounts and running
 *   totals of what they cost and produced;
 * - BENCH_SETTLEMENT_QUEUE queue entries (a tenth of the members) with their prices frozen: a tenth
 *   past their retention, and a daily supply that serves part of the rest;
 * - BENCH_SETTLEMENT_STAKING staking orders (as many as members) on the configured plans, their
 *   principal frozen, some maturing on the day and a tenth matured already;
 * - BENCH_SETTLEMENT_POSITIONS pool positions (a tenth of the members) in the configured pools,
 *   one of which pays its last day, so its positions return;
 * - BENCH_SETTLEMENT_SALES sales on the day (the default catalogue's daily supply) with their
 *   team events, paying team income up the tree;
 * - the previous day settled: the team figures folded, star levels and energy levels given, and
 *   star-level income's running sums and members' checkpoints as its `team_income` left them
 *   (every effective starred member earning at their level), so only the day's changes are written.
 *
 * The day settled is the last of a month, so the monthly elite review runs too. Against it, in
 * the same run and database, one plain UPDATE of as many rows of a copy of `member_avatar` as
 * there are avatars. Target: the whole day at most 3× that UPDATE, memory flat (the process's
 * peak RSS and heap, sampled during the run, against before it; on PostgreSQL the server's
 * memory is not the process's). On embedded PGlite, then on PostgreSQL when DATABASE_URL is set
 * (a scratch database; BENCH_SETTLEMENT_ONLY=pglite or =postgres runs one of them).
 */

import { POOL_REWARD_KINDS } from '@colony/contract/pools';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/database.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig } from '../apps/server/src/economy/config.ts';
import { avatarSettlementSteps } from '../apps/server/src/modules/avatars/settlement-steps.ts';
import { starLevelsStep } from '../apps/server/src/modules/income/settlement-steps.ts';
import { teamSettlementSteps } from '../apps/server/src/modules/team/settlement-steps.ts';
import { addDays, colonyToday, dayStartsAt } from '../apps/server/src/settlement/calendar.ts';
import { type SettlementStep, settleThrough } from '../apps/server/src/settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../apps/server/src/settlement/steps.ts';
import { type SeededTree, seedTree, type TreeShape } from './seed-colony.ts';
import { measureOnEachDatabase, table, writeResult } from './support.ts';

const size = (name: string, fallback: number) => Number(process.env[`BENCH_SETTLEMENT_${name}`] ?? fallback);
const MEMBERS = size('MEMBERS', 1_000_000);
const CHAIN = size('CHAIN', Math.floor(MEMBERS / 10));
const AVATARS = size('AVATARS', MEMBERS);
const QUEUE = size('QUEUE', Math.floor(MEMBERS / 10));
const STAKING = size('STAKING', MEMBERS);
const POSITIONS = size('POSITIONS', Math.floor(MEMBERS / 10));
const FOR_SALE = DEFAULT_ECONOMY.avatars.filter((rule) => rule.forSale && rule.dailySupply > 0);
const SALES = size(
  'SALES',
  FOR_SALE.reduce((sum, rule) => sum + rule.dailySupply, 0),
);
/** `pglite` or `postgres`: one database only. */
const ONLY = process.env.BENCH_SETTLEMENT_ONLY;
const TARGET_RATIO = 3;
const SHAPE: TreeShape = { members: MEMBERS, chain: CHAIN, fanout: 10 };
const CLOCK = { time: '00:00', timeZone: 'UTC' };
/** The share of the queue the next day's supply of the main avatar serves. */
const SERVED_SHARE = 0.3;
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1
      ? { ...rule, dailySupply: Math.max(rule.dailySupply, Math.round(QUEUE * SERVED_SHARE)) }
      : rule,
  ),
};
const MEMORY_SAMPLE_MS = 100;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const begin = performance.now();
  const value = await work();
  return { ms: performance.now() - begin, value };
}

// ---------------------------------------------------------------------------
// Seeding

const values = (lines: SQL[]) => sql.join(lines, sql`, `);

/** The catalogue, plans and pools as tables the seeding statements join (dropped once seeded). */
async function seedTerms(db: Db, day: string): Promise<void> {
  await db.execute(sql`create unlogged table bench_catalogue as
    select * from (values ${values(
      ECONOMY.avatars.map(
        (rule, index) =>
          sql`(${index}::int, ${rule.id}::int, ${rule.kind}::text, ${rule.price.toString()}::numeric,
            ${rule.fuelMultiplierBps}::int, ${rule.dailyYieldBps}::int, ${rule.outputBps.MM}::int,
            ${rule.outputBps.MC}::int, ${rule.outputBps.UME}::int)`,
      ),
    )}) as c(idx, avatar_id, kind, price, mult, yield, mm, mc, ume)`);
  await db.execute(sql`create unlogged table bench_plan as
    select * from (values ${values(
      ECONOMY.staking.plans.map(
        (rule, index) =>
          sql`(${index}::int, ${rule.id}::int, ${rule.asset}::text, ${rule.rewardAsset}::text, ${rule.termDays}::int,
            ${rule.dailyRateBps}::int, ${rule.minimum.toString()}::numeric, ${rule.maximum.toString()}::numeric)`,
      ),
    )}) as p(idx, plan_id, asset, reward_asset, term, rate, minimum, maximum)`);
  // The second pool pays its last day on the day settled; the others are a third of the way.
  await db.execute(sql`create unlogged table bench_pool as
    select p.*, p.start_day + p.days - 1 as end_day from (values ${values(
      ECONOMY.pools.map((rule, index) => {
        const elapsed = index === 1 ? rule.days - 1 : Math.max(1, Math.floor(rule.days / 3));
        return sql`(${index}::int, ${rule.id}::int, ${rule.type}::text, ${rule.asset}::text, ${rule.rewardAsset}::text,
          ${rule.budget.toString()}::numeric, ${rule.days}::int, ${rule.lockDays}::int,
          ${rule.minimum.toString()}::numeric, ${rule.maximum.toString()}::numeric,
          ${day}::date - ${elapsed}::int, ${POOL_REWARD_KINDS[rule.type]}::text)`;
      }),
    )}) as p(idx, pool_id, type, asset, reward_asset, budget, days, lock_days, minimum, maximum, start_day, reward_kind)`);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A member other than the root, from any number: `n` spread over the colony by `stride`, moved up
 * to the next number coprime with the members' count, so consecutive numbers reach every member.
 */
const memberOf = (tree: SeededTree, n: SQL, stride: number, offset: number) => {
  let step = stride;
  while (gcd(step, MEMBERS - 1) !== 1) step++;
  return sql`(${tree.rootId}::int + 1 + ((${n})::bigint * ${step} + ${offset}) % ${MEMBERS - 1})::int`;
};

/** The instant a colony day (a `date` expression) begins, on the bench's clock. */
const startOf = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;

/**
 * Avatars with fuel left, each with its paid order: seven in ten main avatars, the rest spread
 * over the catalogue; bought in the 60 days before, having produced every day since; one in fifty
 * burns its last fuel on the day. Their members' accounts hold what they produced.
 */
async function seedAvatars(db: Db, tree: SeededTree, day: string): Promise<void> {
  const others = ECONOMY.avatars.length - 1;
  const bought = sql`
    select n, ${memberOf(tree, sql`n`, 1, 0)} as member_id, c.avatar_id, c.kind, c.price, c.mm, c.mc, c.ume,
      case when n % 10 = 9 then 'USDC' else 'USDT' end as asset,
      ${day}::date - 2 - (n % 60)::int as sale_day, md5('avatar:' || n)::uuid as order_id,
      div(c.price * c.mult, 10000) as total_fuel, div(c.price * c.yield, 10000) as daily_burn
    from generate_series(0, ${AVATARS - 1}) n
    join bench_catalogue c on c.idx = case when n % 10 < 7 then 0 else 1 + (n / 10) % ${others} end`;
  await db.execute(sql`
    insert into avatar_order (id, member_id, avatar_id, avatar_kind, asset, amount, status, sale_day, created_at)
    select order_id, member_id, avatar_id, kind, asset, price, 'paid', sale_day, ${startOf(sql`sale_day`)} + interval '12 hours'
    from (${bought}) b`);
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, burned_fuel, daily_burn,
      share_mm, share_mc, share_ume, output_mm, output_mc, output_ume, collected_mm, collected_mc, collected_ume,
      first_day, produced_through, created_at)
    select member_id, avatar_id, kind, order_id, asset, price, total_fuel, burned, daily_burn, mm, mc, ume,
      div(burned * mm, 10000), div(burned * mc, 10000), div(burned * ume, 10000),
      div(burned * mm, 10000), div(burned * mc, 10000), div(burned * ume, 10000),
      sale_day + 1, ${day}::date - 1, ${startOf(sql`sale_day`)} + interval '12 hours'
    from (
      select b.*, case when n % 50 = 1 then total_fuel - div(daily_burn, 2)
        else least(total_fuel - daily_burn, daily_burn * (n % 60 + 1)) end as burned
      from (${bought}) b
    ) b
    order by n`);
  // What they cost and what they produced, in the accounts and their running totals.
  await db.execute(sql`
    insert into ledger_account (asset, member_id, available)
    select asset, member_id, sum(amount) from (
      select 'MM' as asset, member_id, output_mm as amount from member_avatar
      union all select 'MC', member_id, output_mc from member_avatar
      union all select 'UME', member_id, output_ume from member_avatar
      union all select asset, member_id, 0 from avatar_order
    ) produced
    group by asset, member_id`);
  await db.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select id, 'avatar_output', available, 0 from ledger_account
    where member_id is not null and asset in ('MM', 'MC', 'UME') and available > 0
    union all
    select a.id, 'avatar_purchase', 0, p.total
    from (select member_id, asset, sum(amount) as total from avatar_order group by member_id, asset) p
    join ledger_account a on a.member_id = p.member_id and a.asset = p.asset`);
  // Each sale's team event, which the previous day's fold counts into the members' figures.
  await db.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, performance, created_at)
    select m.id, m.superior_id, m.team_label, o.sale_day, o.amount, o.created_at
    from avatar_order o join member m on m.id = o.member_id
    where o.status = 'paid'`);
}

/** A pending transfer for every row `source` selects (`id, member_id, asset, amount, kind, reference, created_at`) to `to`. */
async function freeze(db: Db, to: 'treasury' | 'staking', source: SQL): Promise<void> {
  await db.execute(sql`
    insert into ledger_account (asset, member_id)
    select distinct s.asset, s.member_id from (${source}) s
    on conflict do nothing`);
  await db.execute(sql`
    insert into ledger_transfer (id, asset, debit_account_id, credit_account_id, amount, phase, kind, reference,
      debit_available_after, credit_available_after, created_at)
    select s.id, s.asset, a.id, t.id, s.amount, 'pending', s.kind, s.reference, a.available, t.available, s.created_at
    from (${source}) s
    join ledger_account a on a.member_id = s.member_id and a.asset = s.asset
    join ledger_account t on t.system_code = ${to} and t.asset = s.asset
    order by s.created_at`);
}

/**
 * Queue entries, their prices frozen: eight in ten for the main avatar, the rest for two guides;
 * queued over the last days, a tenth of them on a day whose retention ends with the day settled.
 */
async function seedQueue(db: Db, tree: SeededTree, day: string): Promise<void> {
  const retention = ECONOMY.queue.retentionDays;
  await db.execute(sql`
    insert into avatar_order (id, member_id, avatar_id, avatar_kind, asset, amount, status, queue_seq, expires_at,
      pending_transfer_id, queue_wanted, created_at)
    select md5('queue:' || n)::uuid, ${memberOf(tree, sql`n`, 13, 7)}, c.avatar_id, c.kind, 'USDT', c.price, 'queued',
      row_number() over (order by q.day, n), ${startOf(sql`q.day + ${retention}::int`)},
      md5('queue-pending:' || n)::uuid, true, ${startOf(sql`q.day`)} + interval '6 hours' + n * interval '1 millisecond'
    from generate_series(0, ${QUEUE - 1}) n
    cross join lateral (
      select case when n % 10 = 0 then ${day}::date - ${retention}::int else ${day}::date - (n % ${retention})::int end as day
    ) q
    join bench_catalogue c on c.avatar_id = case when n % 10 < 8 then 1 when n % 10 = 8 then 2 else 3 end`);
  await db.execute(sql`select setval('avatar_queue_seq', ${Math.max(QUEUE, 1)})`);
  await freeze(
    db,
    'treasury',
    sql`select pending_transfer_id as id, member_id, asset, amount, 'avatar_purchase' as kind, id::text as reference,
          created_at from avatar_order where status = 'queued'`,
  );
}

/**
 * Staking orders on the configured plans, their principal frozen: staked over the plan's term
 * before the day (those staked a term before mature on it), a tenth matured already.
 */
async function seedStaking(db: Db, tree: SeededTree, day: string): Promise<void> {
  const plans = ECONOMY.staking.plans.length;
  await db.execute(sql`
    insert into staking_order (id, member_id, plan_id, asset, reward_asset, amount, daily_rate_bps, daily_income,
      term_days, status, pending_transfer_id, staked_day, first_income_day, last_income_day, matures_at,
      income_end_day, income_collected, created_at)
    select md5('stake:' || n)::uuid, ${memberOf(tree, sql`n`, 7, 3)}, p.plan_id, p.asset, p.reward_asset, s.amount,
      p.rate, div(s.amount * p.rate, 10000), p.term, case when r.r >= p.term then 'waiting' else 'earning' end,
      md5('stake-pending:' || n)::uuid, s.staked, s.staked + 1, s.staked + p.term, ${startOf(sql`s.staked + p.term + 1`)},
      s.staked + p.term, least(r.r, p.term) * div(s.amount * p.rate, 10000),
      ${startOf(sql`s.staked`)} + interval '8 hours'
    from generate_series(0, ${STAKING - 1}) n
    join bench_plan p on p.idx = n % ${plans}
    cross join lateral (
      select case when n % 10 = 0 then p.term + (n / 10) % 30 else (n / ${plans}) % p.term end as r
    ) r
    cross join lateral (
      select ${day}::date - 1 - r.r as staked, least(p.maximum, p.minimum * (1 + n % 20)) as amount
    ) s`);
  await freeze(
    db,
    'staking',
    sql`select pending_transfer_id as id, member_id, asset, amount, 'stake' as kind, id::text as reference, created_at
        from staking_order`,
  );
}

/** The pools as the colony runs them, and positions joined over their lock before the day. */
async function seedPools(db: Db, tree: SeededTree, day: string): Promise<void> {
  const pools = ECONOMY.pools.length;
  await db.execute(sql`
    insert into defi_pool (id, start_day, budget, rewards_paid)
    select pool_id, start_day, budget, div(budget * (${day}::date - start_day), days) from bench_pool`);
  await db.execute(sql`
    insert into defi_position (id, member_id, pool_id, pool_type, asset, reward_asset, amount, status,
      pending_transfer_id, join_day, unlock_day, unlocks_at, paid_through, reward_days, rewards_total,
      rewards_collected, created_at)
    select md5('position:' || n)::uuid, ${memberOf(tree, sql`n`, 11, 5)}, p.pool_id, p.type, p.asset, p.reward_asset,
      j.amount, 'active', md5('position-pending:' || n)::uuid, j.day, u.day, ${startOf(sql`u.day + 1`)},
      case when j.day < ${day}::date - 1 then ${day}::date - 1 end, greatest(${day}::date - 1 - j.day, 0),
      greatest(${day}::date - 1 - j.day, 0) * div(j.amount, 1000), greatest(${day}::date - 1 - j.day, 0) * div(j.amount, 1000),
      ${startOf(sql`j.day`)} + interval '9 hours'
    from generate_series(0, ${POSITIONS - 1}) n
    join bench_pool p on p.idx = n % ${pools}
    cross join lateral (
      select ${day}::date - 1 - ((n / ${pools}) % least(p.lock_days, ${day}::date - p.start_day))::int as day,
        least(p.maximum, p.minimum * (1 + n % 50)) as amount
    ) j
    cross join lateral (select least(j.day + p.lock_days, p.end_day) as day) u`);
  await freeze(
    db,
    'staking',
    sql`select pending_transfer_id as id, member_id, asset, amount, 'pool_stake' as kind, id::text as reference,
          created_at from defi_position`,
  );
}

/** Income paid so far (staking and pools) in the members' accounts and running totals. */
async function seedIncomeSoFar(db: Db): Promise<void> {
  const earned = sql`
    select member_id, reward_asset as asset, 'staking_income' as kind, income_collected as amount from staking_order
    union all
    select pos.member_id, pos.reward_asset, p.reward_kind, pos.rewards_total
    from defi_position pos join bench_pool p on p.pool_id = pos.pool_id`;
  await db.execute(sql`
    insert into ledger_account (asset, member_id) select distinct asset, member_id from (${earned}) e
    on conflict do nothing`);
  await db.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select a.id, e.kind, sum(e.amount), 0 from (${earned}) e
    join ledger_account a on a.member_id = e.member_id and a.asset = e.asset
    where e.amount > 0 group by a.id, e.kind`);
  await db.execute(sql`
    update ledger_account a set available = a.available + e.total
    from (select member_id, asset, sum(amount) as total from (${earned}) e group by member_id, asset) e
    where a.member_id = e.member_id and a.asset = e.asset`);
}

/**
 * The day's sales (each for-sale avatar's share of BENCH_SETTLEMENT_SALES, as its daily supply
 * divides the default catalogue's) paid from the balance by members across the tree: orders,
 * team events, avatars producing from the next day, the supply they took and the running totals.
 */
async function seedSales(db: Db, tree: SeededTree, day: string): Promise<void> {
  const supply = FOR_SALE.reduce((sum, rule) => sum + rule.dailySupply, 0);
  const counts = FOR_SALE.map((rule) => Math.floor((SALES * rule.dailySupply) / supply));
  counts[0] = (counts[0] ?? 0) + SALES - counts.reduce((sum, count) => sum + count, 0);
  await db.execute(sql`
    insert into avatar_order (id, member_id, avatar_id, avatar_kind, asset, amount, status, sale_day, created_at)
    select md5('sale:' || k)::uuid, ${memberOf(tree, sql`k`, 7919, 17)}, c.avatar_id, c.kind,
      case when k % 5 = 0 then 'USDC' else 'USDT' end, c.price, 'paid', ${day}::date,
      ${startOf(sql`${day}::date`)} + interval '12 hours' + k * interval '1 second'
    from (
      select row_number() over (order by s.avatar_id, g) as k, s.avatar_id
      from (values ${values(FOR_SALE.map((rule, index) => sql`(${rule.id}::int, ${counts[index] ?? 0}::int)`))})
        as s(avatar_id, sales)
      cross join generate_series(1, s.sales) g
    ) s join bench_catalogue c on c.avatar_id = s.avatar_id`);
  const sold = sql`select * from avatar_order where status = 'paid' and sale_day = ${day}::date`;
  await db.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, performance, became_effective, created_at)
    select m.id, m.superior_id, m.team_label, o.sale_day, o.amount,
      row_number() over (partition by o.member_id order by o.created_at) = 1
        and not exists (select 1 from member_avatar a where a.member_id = o.member_id and a.fuel_ends_day >= ${day}::date),
      o.created_at
    from (${sold}) o join member m on m.id = o.member_id
    order by o.created_at`);
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn,
      share_mm, share_mc, share_ume, first_day, created_at)
    select o.member_id, o.avatar_id, o.avatar_kind, o.id, o.asset, o.amount, div(o.amount * c.mult, 10000),
      div(o.amount * c.yield, 10000), c.mm, c.mc, c.ume, o.sale_day + 1, o.created_at
    from (${sold}) o join bench_catalogue c on c.avatar_id = o.avatar_id
    order by o.created_at`);
  await db.execute(sql`
    insert into avatar_day_supply (day, avatar_id, sold)
    select sale_day, avatar_id, count(*)::int from (${sold}) o group by sale_day, avatar_id`);
  await db.execute(sql`
    insert into ledger_account (asset, member_id) select distinct asset, member_id from (${sold}) o
    on conflict do nothing`);
  await db.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select a.id, 'avatar_purchase', 0, sum(o.amount) from (${sold}) o
    join ledger_account a on a.member_id = o.member_id and a.asset = o.asset
    group by a.id
    on conflict (account_id, kind) do update set paid = ledger_kind_total.paid + excluded.paid`);
}

/**
 * The system accounts: the treasury holds every paid purchase (with its running total), and the
 * outside world (stablecoins) and emission (resources) the opposite of every other balance, so
 * each asset adds up to zero as the journal's transfers would leave it.
 */
async function balanceSystemAccounts(db: Db): Promise<void> {
  await db.execute(sql`
    update ledger_account a set frozen = s.total
    from (select debit_account_id as id, sum(amount) as total from ledger_transfer where phase = 'pending' group by 1) s
    where a.id = s.id`);
  await db.execute(sql`
    update ledger_account t set available = p.total
    from (select asset, sum(amount) as total from avatar_order where status = 'paid' group by asset) p
    where t.system_code = 'treasury' and t.asset = p.asset`);
  await db.execute(sql`
    insert into ledger_kind_total (account_id, kind, received, paid)
    select id, 'avatar_purchase', available, 0 from ledger_account where system_code = 'treasury' and available > 0`);
  await db.execute(sql`
    update ledger_account s set available = -o.total
    from (
      select asset, sum(available + frozen) as total from ledger_account
      where system_code is null or system_code not in ('world', 'emission') group by asset
    ) o
    where s.asset = o.asset and s.system_code = case when o.asset in ('USDT', 'USDC') then 'world' else 'emission' end`);
}

const step = (steps: readonly SettlementStep[], name: string) => {
  const found = steps.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no step ${name}`);
  return found;
};

/**
 * Star-level income as the previous day's `team_income` would have left it, a month into the
 * colony: each level's running sums (a whole unit a level a day), and a checkpoint for each
 * effective member with a star level, at that level, with nothing left to collect.
 */
async function seedStarIncome(db: Db, previous: string): Promise<void> {
  const levels = ECONOMY.team.starLevels.length;
  if (levels === 0) return;
  const effective = sql`exists (
    select 1 from member_avatar f
    where f.member_id = t.member_id and f.first_day <= ${previous}::date + 1 and f.fuel_ends_day > ${previous}::date
  )`;
  await db.execute(sql`
    insert into star_income_day (day, asset, level, members, amount, cumulative)
    select ${previous}::date, a.asset, l.level,
      (select count(*)::int from member_team t where least(t.star_level, ${levels}::int) = l.level and ${effective}),
      l.level * 10::numeric ^ 18, 30 * l.level * 10::numeric ^ 18
    from (values ('USDT'), ('USDC')) as a(asset) cross join generate_series(1, ${levels}::int) as l(level)`);
  await db.execute(sql`
    insert into member_star_income (member_id, asset, day, level, base, earned, collected)
    select t.member_id, d.asset, d.day, d.level, d.cumulative, d.cumulative, d.cumulative
    from member_team t
    join star_income_day d on d.day = ${previous}::date and d.level = least(t.star_level, ${levels}::int)
    where t.star_level > 0 and ${effective}`);
}

/**
 * The day before settled as the runner would have: team figures folded, star levels and energy
 * levels from them, star-level income's checkpoints, and every step recorded, so the runner
 * settles `day` and only it.
 */
async function settlePreviousDay(db: Db, day: string): Promise<void> {
  const previous = addDays(day, -1);
  const context = {
    day: previous,
    endsAt: await dayStartsAt(db, CLOCK, day),
    economy: ECONOMY,
    clock: CLOCK,
  };
  for (const seeded of [
    step(teamSettlementSteps, 'team_figures'),
    starLevelsStep,
    step(avatarSettlementSteps, 'energy'),
  ])
    await db.transaction((tx) => seeded.run(tx as unknown as Db, context));
  // The avatars burn at the boost those levels give, as the day before's output step left them,
  // except those of a hundredth of the members, whose level that energy step changed (the others'
  // levels date from an earlier day): the day's output step checkpoints their avatars.
  await db.execute(sql`
    update member_avatar a set boost_bps = e.boost_bps from member_energy e
    where e.member_id = a.member_id and a.member_id % 100 <> 0 and e.boost_bps <> a.boost_bps`);
  await db.execute(sql`update member_energy set day = ${previous}::date - 1 where member_id % 100 <> 0`);
  await seedStarIncome(db, previous);
  await db.execute(sql`
    insert into settlement_step (day, step, position, figures)
    select ${previous}::date, s.step, s.position, '{"seeded": true}'::jsonb
    from (values ${values(SETTLEMENT_STEPS.map((one, position) => sql`(${one.name}::text, ${position}::int)`))})
      as s(step, position)`);
}

interface Seeded {
  tree: SeededTree;
  day: string;
  seconds: Record<string, number>;
  counts: Record<string, number>;
}

async function seed(db: Db): Promise<Seeded> {
  const seconds: Record<string, number> = {};
  const part = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const { ms, value } = await timed(work);
    seconds[name] = ms / 1000;
    console.log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
    return value;
  };
  const today = await colonyToday(db, CLOCK);
  // The last day of the month before: it has ended, and its settlement runs the elite review.
  const day = addDays(`${today.slice(0, 8)}01`, -1);
  const tree = await part('tree', () => seedTree(db, SHAPE));
  await db.execute(sql`
    insert into ledger_account (asset, member_id, system_code, may_go_negative)
    values ('USDT', null, 'treasury', false), ('USDC', null, 'treasury', false),
      ('USDT', null, 'world', true), ('USDC', null, 'world', true),
      ('MM', null, 'emission', true), ('MC', null, 'emission', true), ('UME', null, 'emission', true),
      ('MM', null, 'staking', false), ('MC', null, 'staking', false), ('UME', null, 'staking', false),
      ('USDT', null, 'staking', false), ('USDC', null, 'staking', false)
    on conflict do nothing`);
  await seedTerms(db, day);
  await part('avatars', () => seedAvatars(db, tree, day));
  await part('queue', () => seedQueue(db, tree, day));
  await part('staking', () => seedStaking(db, tree, day));
  await part('pools', () => seedPools(db, tree, day));
  await part('income so far', () => seedIncomeSoFar(db));
  await part('vacuum', () => db.execute(sql`vacuum analyze`));
  await part('previous day', () => settlePreviousDay(db, day));
  await part('sales', () => seedSales(db, tree, day));
  await part('balances', () => balanceSystemAccounts(db));
  await db.execute(sql`drop table bench_catalogue, bench_plan, bench_pool`);
  await part('vacuum', () => db.execute(sql`vacuum analyze`));
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from member) as members,
      (select count(*)::int from member_avatar where fuel_ends_day >= ${day}::date) as "avatars with fuel left",
      (select count(*)::int from avatar_order where status = 'queued') as "queue entries",
      (select count(*)::int from avatar_order where status = 'queued' and expires_at < ${startOf(sql`${day}::date + 1`)}) as "queue entries expiring",
      (select count(*)::int from staking_order) as "staking orders",
      (select count(*)::int from staking_order where status = 'earning' and last_income_day = ${day}::date) as "staking orders maturing",
      (select count(*)::int from defi_position) as "pool positions",
      (select count(*)::int from defi_position where unlock_day = ${day}::date) as "pool positions returning",
      (select count(*)::int from avatar_order where status = 'paid' and sale_day = ${day}::date) as "sales on the day",
      (select count(*)::int from member_team where star_level > 0) as "starred members",
      (select count(*)::int from ledger_account) as "ledger accounts",
      (select count(*)::int from ledger_transfer) as "journal rows"`,
  );
  return { tree, day, seconds, counts: counts ?? {} };
}

// ---------------------------------------------------------------------------
// The measures

/** A copy of `member_avatar` (columns, defaults, constraints, indexes; its generated column a plain one) holding as many rows as there are avatars. */
async function seedBaseline(db: Db): Promise<number> {
  await db.execute(sql`create table bench_plain (like member_avatar including all excluding generated)`);
  await db.execute(sql`
    insert into bench_plain overriding system value select * from member_avatar order by id limit ${AVATARS}`);
  await db.execute(sql`vacuum analyze bench_plain`);
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from bench_plain`);
  return Number(counted?.n ?? 0);
}

/** One plain UPDATE of every row of the copy, touching the columns the day's burn does. */
async function plainUpdate(db: Db, day: string): Promise<number> {
  const { ms } = await timed(() =>
    db.execute(sql`
      update bench_plain set burned_fuel = burned_fuel, output_mm = output_mm + 1, produced_through = ${day}::date`),
  );
  return ms;
}

interface MemorySample {
  rss: number;
  heapUsed: number;
}

/** Samples the process's memory until stopped: before, the peaks during, and after. */
function sampleMemory() {
  const before: MemorySample = { rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed };
  const peak = { ...before };
  const take = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  const timer = setInterval(take, MEMORY_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      const now = process.memoryUsage();
      return { before, peak, after: { rss: now.rss, heapUsed: now.heapUsed } };
    },
  };
}

interface StepFiguresRow {
  step: string;
  seconds: number;
  figures: Record<string, string | number>;
}

interface DatabaseFigures {
  label: string;
  day: string;
  seedSeconds: Record<string, number>;
  counts: Record<string, number>;
  baselineRows: number;
  baselineMs: number;
  steps: StepFiguresRow[];
  totalSeconds: number;
  complete: boolean;
  /** Journal rows the day wrote. */
  journalRows: number;
  memory: { before: MemorySample; peak: MemorySample; after: MemorySample };
}

async function measure(label: string, database: Database): Promise<DatabaseFigures> {
  const { db } = database;
  await database.migrate();
  console.log(
    `${label}: seeding ${MEMBERS} members, ${AVATARS} avatars, ${QUEUE} queue entries, ${STAKING} staking orders, ${POSITIONS} pool positions, ${SALES} sales …`,
  );
  const seeded = await seed(db);
  for (const [name, count] of Object.entries(seeded.counts)) console.log(`  ${name}: ${count}`);
  const baselineRows = await seedBaseline(db);
  if (database.driver === 'postgres') await db.execute(sql`checkpoint`);

  const baselineMs = await plainUpdate(db, seeded.day);
  console.log(`  plain UPDATE of ${baselineRows} rows: ${(baselineMs / 1000).toFixed(2)} s`);

  const journal = async () =>
    Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_transfer`))[0]?.n ?? 0);
  const journalBefore = await journal();
  console.log(`  settling ${seeded.day} …`);
  const started = new Map<string, number>();
  const seconds = new Map<string, number>();
  const memory = sampleMemory();
  const { ms: totalMs, value: records } = await timed(() =>
    settleThrough(db, {
      through: seeded.day,
      steps: SETTLEMENT_STEPS,
      economy: ECONOMY,
      clock: CLOCK,
      fault: (point, _day, name) => {
        if (point === 'before') started.set(name, performance.now());
        if (point === 'after') {
          const elapsed = (performance.now() - (started.get(name) ?? performance.now())) / 1000;
          seconds.set(name, elapsed);
          console.log(`    ${name}: ${elapsed.toFixed(2)} s`);
        }
      },
    }),
  );
  const memoryFigures = memory.stop();
  const journalRows = (await journal()) - journalBefore;
  const record = records.find((one) => one.day === seeded.day);
  return {
    label,
    day: seeded.day,
    seedSeconds: seeded.seconds,
    counts: seeded.counts,
    baselineRows,
    baselineMs,
    steps: SETTLEMENT_STEPS.map((one) => ({
      step: one.name,
      seconds: seconds.get(one.name) ?? Number.NaN,
      figures: record?.steps.find((done) => done.step === one.name)?.figures ?? {},
    })),
    totalSeconds: totalMs / 1000,
    complete: records.length === 1 && record?.complete === true,
    journalRows,
    memory: memoryFigures,
  };
}

/** A step's figures, short: counts as they are, sums of base units in whole units. */
function describe(figures: Record<string, string | number>): string {
  return Object.entries(figures)
    .map(([key, value]) => {
      if (typeof value === 'string' && /^[0-9]{19,}$/.test(value))
        return `${key} ${(BigInt(value) / 10n ** 18n).toString()}`;
      return `${key} ${value}`;
    })
    .join(', ');
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function report(result: DatabaseFigures) {
  console.log(
    `\n## ${result.label}: settlement of ${result.day}, ${MEMBERS} members (a chain ${CHAIN} deep), ${AVATARS} avatars, ${QUEUE} queue entries, ${STAKING} staking orders, ${POSITIONS} pool positions, ${SALES} sales\n`,
  );
  const baseline = result.baselineMs / 1000;
  table(
    ['step', 's', 'vs plain UPDATE', 'figures'],
    [
      ...result.steps.map((row) => [
        row.step,
        row.seconds.toFixed(2),
        `${(row.seconds / baseline).toFixed(2)}×`,
        describe(row.figures),
      ]),
      ['whole day', result.totalSeconds.toFixed(2), `${(result.totalSeconds / baseline).toFixed(2)}×`, ''],
      [`plain UPDATE of ${result.baselineRows} rows`, baseline.toFixed(2), '1.00×', ''],
    ],
    { lastLeftAligned: true },
  );
  const ratio = result.totalSeconds / baseline;
  console.log(
    `\nWhole day: ${result.totalSeconds.toFixed(1)} s, ${ratio.toFixed(2)}× the plain UPDATE${ratio <= TARGET_RATIO ? '' : ` (target ≤ ${TARGET_RATIO}×)`}${result.complete ? '' : ' — the day is NOT complete'}`,
  );
  console.log(
    `Journal rows written by the day: ${result.journalRows} (each with its accounts' balances and running totals updated)`,
  );
  const { before, peak, after } = result.memory;
  console.log(
    `Memory (this process${result.label === 'PostgreSQL' ? '; the server is not counted' : ', the embedded database included'}): RSS ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}), ${mb(after.rss)} after; heap ${mb(before.heapUsed)} before, peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)}), ${mb(after.heapUsed)} after`,
  );
  console.log(
    `Seeding: ${Object.entries(result.seedSeconds)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
      .join(', ')}`,
  );
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const results = await measureOnEachDatabase(
    'settlement',
    { only: ONLY, onlyVariable: 'BENCH_SETTLEMENT_ONLY', databaseUrl, poolMax: 2 },
    measure,
  );

  for (const result of results) report(result);

  await writeResult('settlement', {
    sizes: {
      members: MEMBERS,
      chain: CHAIN,
      avatars: AVATARS,
      queue: QUEUE,
      staking: STAKING,
      positions: POSITIONS,
      sales: SALES,
    },
    results,
  });
}

await main();
