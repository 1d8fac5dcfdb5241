import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { type SettlementFaultPoint, type SettleOptions, settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import { crashPoints } from '../../test/crash-points.ts';
import { expectCleanLedger } from '../../test/money.ts';
import { type SettlementState, settlementState } from '../../test/settlement-state-queries.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { EARNED_DAYS, EARNED_INCOME } from './queries.ts';
import {
  playStakingScenario,
  STAKING_SCENARIO_DAYS,
  type StakingWorld,
  stakingWorld,
} from './staking-scenario.ts';
import { STAKING_SCENARIO_CLOCK, STAKING_SCENARIO_ECONOMY } from './staking-scenario-economy.ts';

/**
 * Staking income, maturity, pool rewards and the principal a pool returns are settled exactly once
 * however the settlement is interrupted: the scenario of `staking-scenario.ts` is played on fresh
 * databases while the settlement crashes at every point of every step (`test/crash-points.ts` says
 * on which days), runs twice at once, or (on
 * PostgreSQL) runs in a child process killed at random moments; each ends in exactly the state of
 * the run that went straight through, every frozen principal returned once.
 */

const OPTIONS: Omit<SettleOptions, 'through'> = {
  steps: SETTLEMENT_STEPS,
  economy: STAKING_SCENARIO_ECONOMY,
  clock: STAKING_SCENARIO_CLOCK,
  allowFuture: true,
};
const STEP_NAMES = SETTLEMENT_STEPS.map((step) => step.name);
const onPostgres = testDatabaseKind() === 'postgres';

interface StakingState {
  settlement: SettlementState;
  orders: string[];
  positions: string[];
  pools: string[];
  /** Pending transfers that froze principal, each with how many times it was posted or voided. */
  resolutions: string[];
}

/** Everything the staking steps leave, by member address and order of arrival (no ids or times). */
async function stakingState(db: Db): Promise<StakingState> {
  const [orders, positions, pools, resolutions] = await Promise.all([
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address || '#' || row_number() over (partition by o.member_id order by o.created_at, o.id),
            o.plan_id, o.amount::text, o.status, ${EARNED_DAYS}, ${EARNED_INCOME}::text,
            to_char(o.income_end_day, 'YYYY-MM-DD'), coalesce(o.early::text, '-'), coalesce(o.fee::text, '-')) as line
          from staking_order o join member m on m.id = o.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address || '#' || row_number() over (partition by p.member_id order by p.created_at, p.id),
            p.pool_id, p.amount::text, p.status, p.reward_days, p.rewards_total::text,
            to_char(p.unlock_day, 'YYYY-MM-DD'), coalesce(to_char(p.returned_day, 'YYYY-MM-DD'), '-')) as line
          from defi_position p join member m on m.id = p.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', id, to_char(start_day, 'YYYY-MM-DD'), budget::text, rewards_paid::text) as line
          from defi_pool order by id`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', p.kind, p.amount::text, count(r.id)::text, coalesce(string_agg(r.phase, ','), '-')) as line
          from ledger_transfer p left join ledger_transfer r on r.pending_id = p.id
          where p.phase = 'pending' and p.kind in ('stake', 'pool_stake')
          group by p.id, p.kind, p.amount order by 1`,
    ),
  ]);
  const lines = (found: { line: string }[]) => found.map((row) => row.line);
  return {
    settlement: await settlementState(db),
    orders: lines(orders),
    positions: lines(positions),
    pools: lines(pools),
    resolutions: lines(resolutions),
  };
}

const databases: TestDatabase[] = [];
const worlds: StakingWorld[] = [];
let straight: { state: StakingState; transcript: string[] };

async function freshWorld(): Promise<{ database: TestDatabase; world: StakingWorld }> {
  const database = await createTestDatabase();
  databases.push(database);
  const world = await stakingWorld(database.db);
  worlds.push(world);
  return { database, world };
}

beforeAll(async () => {
  const { world } = await freshWorld();
  await playStakingScenario(world, async (through) => {
    await settleThrough(world.db, { ...OPTIONS, through });
    expect(await settleThrough(world.db, { ...OPTIONS, through })).toEqual([]);
  });
  straight = { state: await stakingState(world.db), transcript: world.transcript };
  await expectCleanLedger(world.db);
}, 180_000);

afterAll(async () => {
  for (const world of worlds) await world.app.close();
  for (const database of databases) await database.close();
});

describe('the staking steps of the daily settlement, interrupted', () => {
  it('settle the scenario as it says, each principal returned once', () => {
    expect(straight.transcript).toEqual([
      'm0 stakes 100 MM for 3 days: 200 earning',
      'm1 stakes 400 USDT for 5 days: 200 earning',
      'm2 joins the farm with 30 MC: 200 active',
      'm3 joins the farm with 10 MC: 200 active',
      'm1 joins the laser pool with 50 MM: 200 active',
      'm2 stakes 50 MM for 3 days: 200 earning',
      'm1 redeems early: 200 ',
      'm3 joins the laser pool with 250 MM: 200 active',
      'm0 redeems at maturity: 200 ',
      'm0 redeems again: 4206 ',
      'm0 joins the laser pool with 10 MM: 200 active',
    ]);
    const { orders, positions, resolutions } = straight.state;
    expect(orders.map((line) => line.split(':').slice(1, 7).join(':'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1:100000000000000000000:redeemed:3:/),
        expect.stringMatching(/^2:400000000000000000000:redeemed:0:0:/),
        expect.stringMatching(/^1:50000000000000000000:waiting:3:/),
      ]),
    );
    expect(positions.filter((line) => line.split(':')[3] === 'returned')).toHaveLength(2);
    // Every frozen principal is voided at most once; the farm's and the redeemed ones exactly once.
    for (const line of resolutions) expect(['0', '1']).toContain(line.split(':')[2]);
    expect(resolutions.filter((line) => line.endsWith(':1:void'))).toHaveLength(4);
  });

  it('crashed before, inside and after every step (every day, or in turns between the days a call ends on) and restarted each time, ends as if it never crashed', async () => {
    const { world } = await freshWorld();
    const points = crashPoints('staking settlement restart', STEP_NAMES);
    const crashedAt = new Set<string>();
    const throughDays = new Set<string>();
    await playStakingScenario(world, async (through) => {
      throughDays.add(through);
      for (;;) {
        try {
          await settleThrough(world.db, {
            ...OPTIONS,
            through,
            fault: (point: SettlementFaultPoint, day: string, step: string) => {
              const where = `${point} ${day} ${step}`;
              if (crashedAt.has(where) || !points.crashes(point, day, step, through)) return;
              crashedAt.add(where);
              throw new Crash(where);
            },
          });
          return;
        } catch (error) {
          if (!(error instanceof Crash)) throw error;
          await expectCleanLedger(world.db);
        }
      }
    });
    expect(crashedAt.size).toBe(points.expectedCrashes(STAKING_SCENARIO_DAYS, throughDays.size));
    expect(points.missed(crashedAt)).toEqual([]);
    expect(world.transcript).toEqual(straight.transcript);
    expect(await stakingState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 300_000);

  it(`run twice at once, settle each step of each day once (${onPostgres ? 'PostgreSQL: the runners really interleave' : 'PGlite: the runners take turns'})`, async () => {
    const { world } = await freshWorld();
    await playStakingScenario(world, async (through) => {
      const both = await Promise.all([
        settleThrough(world.db, { ...OPTIONS, through }),
        settleThrough(world.db, { ...OPTIONS, through }),
      ]);
      const ranNow = both
        .flat()
        .flatMap((record) =>
          record.steps.filter((step) => step.ranNow).map((step) => `${record.day} ${step.step}`),
        );
      expect(ranNow).toHaveLength(new Set(ranNow).size);
    });
    expect(world.transcript).toEqual(straight.transcript);
    expect(await stakingState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 180_000);

  it.runIf(onPostgres)(
    'killed with SIGKILL at random moments in a child process and started again until done (PostgreSQL), ends as if never killed',
    async () => {
      const seed = Number(process.env.SETTLEMENT_KILL_SEED ?? Date.now() % 2 ** 31);
      console.info(
        `staking settlement kill seed ${seed} (SETTLEMENT_KILL_SEED=${seed} replays the kill points)`,
      );
      const random = seededRandom(seed);
      const { database, world } = await freshWorld();
      const kills: string[] = [];
      await playStakingScenario(world, async (through) => {
        for (let attempt = 1; ; attempt++) {
          // A day has 24 points; killed after a random one of the first two days' worth, at most twice a call.
          const killAfter = attempt > 2 ? Number.POSITIVE_INFINITY : 1 + Math.floor(random() * 48);
          const outcome = await runChild(database.url as string, through, killAfter);
          if (outcome.settled) return;
          kills.push(outcome.lastPoint);
          await expectCleanLedger(world.db);
        }
      });
      console.info(`killed ${kills.length} times, after: ${kills.join('; ')}`);
      expect(kills.length).toBeGreaterThan(0);
      expect(world.transcript).toEqual(straight.transcript);
      expect(await stakingState(world.db)).toEqual(straight.state);
      await expectCleanLedger(world.db);
    },
    600_000,
  );
});

class Crash extends Error {
  constructor(where: string) {
    super(`crash ${where}`);
  }
}

/** Mulberry32: the kill points of a seed, the same on every replay. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHILD = path.join(import.meta.dirname, 'staking-settle-child.ts');

/** Runs the settlement in a child process and kills it with SIGKILL once it reports its `killAfter`th point. */
function runChild(
  url: string,
  through: string,
  killAfter: number,
): Promise<{ settled: boolean; lastPoint: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, url, through], {
      cwd: path.join(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let points = 0;
    let lastPoint = 'start';
    let pending = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'settled') continue;
        points++;
        lastPoint = line;
        if (points === killAfter) child.kill('SIGKILL');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ settled: false, lastPoint });
      else if (code === 0) resolve({ settled: true, lastPoint });
      else reject(new Error(`the settlement child exited with ${code}: ${stderr}`));
    });
  });
}
