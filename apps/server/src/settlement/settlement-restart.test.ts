import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { SettlementDayRecord } from '@colony/contract/avatars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTeam, formatTeamAudit } from '../modules/team/audit.ts';
import { crashPoints } from '../test/crash-points.ts';
import { expectCleanLedger } from '../test/money.ts';
import {
  playScenario,
  SCENARIO_DAYS,
  type ScenarioWorld,
  scenarioWorld,
} from '../test/settlement-scenario.ts';
import { SCENARIO_CLOCK, SCENARIO_ECONOMY } from '../test/settlement-scenario-economy.ts';
import { type SettlementState, settlementState } from '../test/settlement-state-queries.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { addDays } from './calendar.ts';
import { type SettlementFaultPoint, type SettleOptions, settleThrough } from './runner.ts';
import { SETTLEMENT_STEPS } from './steps.ts';

/**
 * The daily settlement settles each day exactly once however it is interrupted: the scenario of
 * `test/settlement-scenario.ts` is played on fresh databases while the settlement crashes at
 * every point of every step (`test/crash-points.ts` says on which days), runs twice at once, or (on PostgreSQL) runs in a child process that
 * is killed at random moments; each ends in exactly the state of the run that went straight through.
 */

const OPTIONS: Omit<SettleOptions, 'through'> = {
  steps: SETTLEMENT_STEPS,
  economy: SCENARIO_ECONOMY,
  clock: SCENARIO_CLOCK,
  allowFuture: true,
};
const STEP_NAMES = SETTLEMENT_STEPS.map((step) => step.name);
const onPostgres = testDatabaseKind() === 'postgres';

const databases: TestDatabase[] = [];
const worlds: ScenarioWorld[] = [];
let straight: { state: SettlementState; transcript: string[]; days: string[]; addresses: string[] };

async function freshWorld(): Promise<{ database: TestDatabase; world: ScenarioWorld }> {
  const database = await createTestDatabase();
  databases.push(database);
  const world = await scenarioWorld(database.db);
  worlds.push(world);
  return { database, world };
}

/** Days settled by one call, in order, each complete. */
function expectDaysInOrder(records: SettlementDayRecord[], through: string) {
  const days = records.map((record) => record.day);
  if (days.length === 0) return;
  expect(days.at(-1)).toBe(through);
  days.forEach((day, index) => {
    expect(day).toBe(addDays(days[0] as string, index));
  });
  for (const record of records) {
    expect(record.complete).toBe(true);
    expect(record.steps.map((step) => step.step)).toEqual(STEP_NAMES);
  }
}

/**
 * The recorded steps are a prefix of the settlement: every step of every day before the last,
 * the first few of the last one, nothing else.
 */
function expectStepPrefix(state: SettlementState) {
  const recorded = state.steps.map((line) => line.split(':').slice(0, 3).join(':'));
  const days = [...new Set(recorded.map((line) => line.slice(0, 10)))];
  const expected = days.flatMap((day, index) =>
    STEP_NAMES.map((step, position) => `${day}:${position}:${step}`).filter(
      (_, position) => index < days.length - 1 || position < recorded.length - index * STEP_NAMES.length,
    ),
  );
  expect(recorded).toEqual(expected);
  days.forEach((day, index) => {
    expect(day).toBe(addDays(days[0] as string, index));
  });
}

beforeAll(async () => {
  const { world } = await freshWorld();
  const days: string[] = [];
  await playScenario(world, async (through) => {
    const records = await settleThrough(world.db, { ...OPTIONS, through });
    expectDaysInOrder(records, through);
    days.push(...records.map((record) => record.day));
    // Nothing is left to do for those days.
    expect(await settleThrough(world.db, { ...OPTIONS, through })).toEqual([]);
  });
  straight = {
    state: await settlementState(world.db),
    transcript: world.transcript,
    days,
    addresses: world.members.map((member) => member.address),
  };
  await expectCleanLedger(world.db);
  const team = await auditTeam(world.db, SCENARIO_CLOCK);
  expect(team.clean, formatTeamAudit(team)).toBe(true);
}, 180_000);

afterAll(async () => {
  for (const world of worlds) await world.app.close();
  for (const database of databases) await database.close();
});

describe('the daily settlement, interrupted', () => {
  it('settles days missed in order, each once, and the scenario does what it says', () => {
    expect(straight.days).toHaveLength(SCENARIO_DAYS);
    expect(straight.transcript).toEqual([
      'm0 buys 1 in USDT: 200 paid',
      'm1 buys 1 in USDT, queue: 200 queued',
      'm2 buys 1 in USDT, queue: 200 queued',
      'm3 buys 1 in USDC, queue: 200 queued',
      'm4 buys 1 in USDT, queue: 200 queued',
      'm5 buys 1 in USDT, queue: 200 queued',
      'm0 buys 15 in USDT: 200 paid',
      'm1 buys 15 in USDT, queue: 200 queued',
      'm4 buys 15 in USDT, queue: 200 queued',
      'm4 leaves the queue: 200 cancelled',
      'm2 buys 2 in USDT: 200 paid',
      'm2 buys 3 in USDC: 200 paid',
      'm2 buys 2 in USDT: 4004 ',
      'm0 buys 1 in USDT, queue: 200 queued',
      'm3 sells 40 MM: 200 ',
      'm5 buys 15 in USDT: 200 paid',
      'm5 buys 1 in USDT: 200 paid',
      'm3 buys 1 in USDC, queue: 200 queued',
      'm1 buys 1 in USDT, queue: 200 queued',
      'm3 buys 2 in USDT: 200 paid',
    ]);
    // One main avatar a day: the queue of day 0 is served on days 1 to 3 in arrival order, m4 and
    // m5 wait past their three days; entries taken on days settled ahead (1 and 5) get their three
    // days too and are served.
    const statuses = straight.addresses.map((address) =>
      straight.state.orders
        .filter((line) => line.startsWith(`${address}#`))
        .map((line) => `${line.split(':')[1]} ${line.split(':')[4]}`),
    );
    expect(statuses).toEqual([
      ['1 paid', '15 paid', '1 paid'],
      ['1 paid', '15 paid', '1 paid'],
      ['1 paid', '2 paid', '3 paid'],
      ['1 paid', '1 paid', '2 paid'],
      ['1 expired', '15 cancelled'],
      ['1 expired', '15 paid', '1 paid'],
    ]);
    // The ranger bought on day 0 burns its fuel to the end.
    expect(straight.state.avatars.some((line) => line.split(':')[7] === line.split(':')[5])).toBe(true);
    // Every member's team figures are folded: the root's team holds all six.
    expect(straight.state.team).toHaveLength(7);
    expect(straight.state.team.some((line) => line.split(':')[3] === '6')).toBe(true);
  });

  it('crashed before, inside and after every step (every day, or in turns between the days a call ends on) and restarted each time, ends as if it never crashed', async () => {
    const { world } = await freshWorld();
    const points = crashPoints('settlement restart', STEP_NAMES);
    const crashedAt = new Set<string>();
    const throughDays = new Set<string>();
    await playScenario(world, async (through) => {
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
          // What a crash leaves: the steps done so far, in order, and a ledger that adds up.
          expectStepPrefix(await settlementState(world.db));
          await expectCleanLedger(world.db);
        }
      }
    });
    expect(crashedAt.size).toBe(points.expectedCrashes(SCENARIO_DAYS, throughDays.size));
    expect(points.missed(crashedAt)).toEqual([]);
    expect(world.transcript).toEqual(straight.transcript);
    expect(await settlementState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 180_000);

  it(`run twice at once, settles each step of each day once (${onPostgres ? 'PostgreSQL: the runners really interleave' : 'PGlite: the runners take turns'})`, async () => {
    const { world } = await freshWorld();
    await playScenario(world, async (through) => {
      const both = await Promise.all([
        settleThrough(world.db, { ...OPTIONS, through }),
        settleThrough(world.db, { ...OPTIONS, through }),
      ]);
      // Each step ran in exactly one of the two calls.
      const ranNow = both
        .flat()
        .flatMap((record) =>
          record.steps.filter((step) => step.ranNow).map((step) => `${record.day} ${step.step}`),
        );
      expect(ranNow).toHaveLength(new Set(ranNow).size);
      for (const records of both) {
        for (const record of records) expect(record.complete).toBe(true);
      }
    });
    expect(world.transcript).toEqual(straight.transcript);
    expect(await settlementState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 180_000);

  it.runIf(onPostgres)(
    'killed with SIGKILL at random moments in a child process and started again until done (PostgreSQL), ends as if never killed',
    async () => {
      const seed = Number(process.env.SETTLEMENT_KILL_SEED ?? Date.now() % 2 ** 31);
      console.info(`settlement kill seed ${seed} (SETTLEMENT_KILL_SEED=${seed} replays the kill points)`);
      const random = seededRandom(seed);
      const { database, world } = await freshWorld();
      const kills: string[] = [];
      await playScenario(world, async (through) => {
        for (let attempt = 1; ; attempt++) {
          // Killed after a random one of the points it reports (a day has 12; the second call
          // settles four days, so it is always killed at least once), at most twice a call: a
          // child process takes seconds to start.
          const killAfter = attempt > 2 ? Number.POSITIVE_INFINITY : 1 + Math.floor(random() * 24);
          const outcome = await runChild(database.url as string, through, killAfter);
          if (outcome.settled) return;
          kills.push(outcome.lastPoint);
          expectStepPrefix(await settlementState(world.db));
        }
      });
      console.info(`killed ${kills.length} times, after: ${kills.join('; ')}`);
      expect(kills.length).toBeGreaterThan(0);
      expect(world.transcript).toEqual(straight.transcript);
      expect(await settlementState(world.db)).toEqual(straight.state);
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

const CHILD = path.join(import.meta.dirname, '../test/settle-child.ts');

/**
 * Runs the settlement in a child process and kills it with SIGKILL as soon as it reports the
 * `killAfter`th point it passed (it has gone on meanwhile, so the kill lands anywhere after it,
 * inside a statement as often as between two); answers whether it finished or was killed.
 */
function runChild(
  url: string,
  through: string,
  killAfter: number,
): Promise<{ settled: boolean; lastPoint: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, url, through], {
      cwd: path.join(import.meta.dirname, '../..'),
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
