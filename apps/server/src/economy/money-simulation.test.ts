import { randomUUID } from 'node:crypto';
import { ASSETS, type Asset, MAX_BASE_UNITS } from '@colony/contract/assets';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveWithdrawal } from '../chain/withdrawal-queries.ts';
import {
  approveWithdrawal,
  completeWithdrawal,
  failWithdrawal,
  rejectWithdrawal,
} from '../chain/withdrawal-settlement.ts';
import type { Database, Db } from '../db/database.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { ledger } from '../ledger/ledger.ts';
import { fundMember, fundSystem, postWrite, signInNewMember, type TestMember } from '../test/money.ts';
import { seedRootMember } from '../test/sign-in.ts';
import { createTestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * Members deposit, transfer, swap, sell to the trader and withdraw, many requests at once, some sent
 * again with their Idempotency-Key or with a reused key and another body. Withdrawals then end the
 * three ways a chain and an operator can end them: paid, failed to send, or rejected. After every run the ledger
 * audits clean, no balance is negative, and each member holds exactly what their deposits and the
 * answers they received add up to. `MONEY_SIMULATION_SEED=<seed>` replays a run.
 */

const MEMBERS = 4;
const SEED = Number(process.env.MONEY_SIMULATION_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.MONEY_SIMULATION_RUNS ?? 20);

/** Every answer a valid request may get; anything else (a 500 above all) fails the run. */
const EXPECTED_CODES = new Set<number>([
  200,
  ...(
    [
      'insufficientBalance',
      'transferBelowMinimum',
      'cannotTransfer',
      'cannotBeSold',
      'transferToSelf',
      'buyBackBelowMinimum',
      'swapUnavailable',
      'swapBelowMinimum',
      'amountTooSmall',
      'treasuryInsufficient',
      'idempotencyKeyConflict',
      'withdrawBelowMinimum',
      'withdrawAmountPrecision',
    ] satisfies ErrorName[]
  ).map((name) => ERRORS[name].code),
]);

let database: Database;
let db: Db;
let app: FastifyInstance;
let members: TestMember[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  app = await createTestApp(db);
  await seedRootMember(db);
  members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await signInNewMember(app, db));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Command =
  | { type: 'deposit'; member: number; asset: Asset; amount: bigint }
  | { type: 'transfer'; member: number; to: number; asset: Asset; amount: bigint }
  | { type: 'swap'; member: number; from: Asset; to: Asset; amount: bigint }
  | { type: 'sell'; member: number; asset: Asset; amount: bigint }
  | { type: 'withdraw'; member: number; asset: Asset; amount: bigint; outcome: WithdrawalOutcome }
  /** The earlier request `of` sent again with its key and body. */
  | { type: 'repeat'; of: number }
  /** The earlier request `of`'s key sent with another body. */
  | { type: 'conflict'; of: number };

type WithdrawalOutcome = 'paid' | 'sendFailed' | 'rejected';

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const asset = fc.constantFrom(...ASSETS);
const stable = fc.constantFrom<Asset>('USDT', 'USDC');
/** Cents-precise whole amounts around the minimums, dust, and absurd sizes. */
const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 6000 }).map((cents) => BigInt(cents) * 10n ** 16n) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 30n, max: MAX_BASE_UNITS }) },
);

/** Deposits are mostly whole units, enough to move things around. */
const deposit = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 500 }).map((whole) => BigInt(whole) * 10n ** 18n) },
  { weight: 1, arbitrary: amount },
);

/** Mostly the configured pair, sometimes one that is not. */
const swapCommand = stable.chain((from) =>
  fc.record({
    type: fc.constant('swap' as const),
    member,
    from: fc.constant(from),
    to: fc.oneof(
      { weight: 5, arbitrary: fc.constant<Asset>(from === 'USDT' ? 'USDC' : 'USDT') },
      { weight: 1, arbitrary: asset },
    ),
    amount,
  }),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('deposit'), member, asset, amount: deposit }) },
  { weight: 5, arbitrary: fc.record({ type: fc.constant('transfer'), member, to: member, asset, amount }) },
  { weight: 3, arbitrary: swapCommand },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('sell'),
      member,
      asset: fc.constantFrom<Asset>('MM', 'MM', 'MM', 'MC'),
      amount,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('withdraw'),
      member,
      asset: stable,
      amount,
      outcome: fc.constantFrom<WithdrawalOutcome>('paid', 'sendFailed', 'rejected'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repeat'), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('conflict'), of: fc.nat() }) },
);

const scenario = fc.record({
  treasury: fc.record({ USDT: deposit, USDC: deposit }),
  /** Commands in batches; each batch is sent at once. */
  batches: fc.array(fc.array(command, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }),
});

interface Sent {
  url: string;
  body: Record<string, string | number>;
  member: number;
  key: string;
  outcome?: WithdrawalOutcome;
}

const WITHDRAW_URL = '/api/user/Withdraw/atm';
/** The hot wallet's nonces, one per payment, as its allocator hands them out. */
let nextNonce = 0;

function request(cmd: Command): Omit<Sent, 'key'> | undefined {
  switch (cmd.type) {
    case 'withdraw':
      return {
        url: WITHDRAW_URL,
        member: cmd.member,
        body: { asset: cmd.asset, amount: cmd.amount.toString(), chainId: 56 },
        outcome: cmd.outcome,
      };
    case 'transfer':
      return {
        url: '/api/user/user/confirmTrans',
        member: cmd.member,
        body: { to: members[cmd.to]?.address ?? '', asset: cmd.asset, amount: cmd.amount.toString() },
      };
    case 'swap':
      return {
        url: '/api/nft/Money_Exchange/swap',
        member: cmd.member,
        body: { from: cmd.from, to: cmd.to, amount: cmd.amount.toString() },
      };
    case 'sell':
      return {
        url: '/api/nft/Money_Exchange/exchange',
        member: cmd.member,
        body: { asset: cmd.asset, amount: cmd.amount.toString() },
      };
    default:
      return undefined;
  }
}

/** Another valid amount than `amount`. */
function otherAmount(amount: string): string {
  const units = BigInt(amount);
  return (units === MAX_BASE_UNITS ? units - 1n : units + 1n).toString();
}

type Balances = Map<string, bigint>;
const slot = (memberIndex: number, of: Asset) => `${memberIndex}:${of}`;

async function balancesNow(): Promise<Balances> {
  const result: Balances = new Map();
  for (const [index, m] of members.entries()) {
    for (const balance of await ledger.balances(db, m.memberId)) {
      result.set(slot(index, balance.asset), balance.available);
      expect(balance.frozen).toBe(0n);
    }
  }
  return result;
}

/**
 * Ends an accepted withdrawal (no hot wallet in tests: each waits for an operator) the way the
 * command said, through the same settlement steps the sender and the operator endpoints use.
 * Only a paid withdrawal leaves the member's balance for good.
 */
async function settleWithdrawal(
  expected: Balances,
  sent: Sent,
  record: { id: string; asset: Asset; amount: string; status: string },
) {
  expect(record.status).toBe('awaitingApproval');
  const operator = members[0]?.address ?? '';
  if (sent.outcome === 'rejected') {
    expect(await rejectWithdrawal(db, record.id, operator)).toBeDefined();
    return;
  }
  expect(await approveWithdrawal(db, record.id, operator)).toBeDefined();
  if (sent.outcome === 'sendFailed') {
    expect(await failWithdrawal(db, record.id, ['queued'], 'the send reverted')).toBeDefined();
    return;
  }
  // What the sender records just before broadcasting; then the receipt confirms the payment.
  const txHash = `0x${record.id.replaceAll('-', '').padEnd(64, '0')}`;
  await moveWithdrawal(db, record.id, ['queued'], 'broadcast', {
    fromAddress: operator,
    nonce: nextNonce++,
    signedTx: txHash,
    txHash,
  });
  expect(await completeWithdrawal(db, record.id)).toBeDefined();
  // Settling twice changes nothing.
  expect(await completeWithdrawal(db, record.id)).toBeUndefined();
  expected.set(
    slot(sent.member, record.asset),
    (expected.get(slot(sent.member, record.asset)) ?? 0n) - BigInt(record.amount),
  );
}

/** What a successful answer moved for members, read from the transfers it names. */
function applyAnswer(expected: Balances, response: LightMyRequestResponse) {
  const add = (index: number, of: Asset, delta: bigint) =>
    expected.set(slot(index, of), (expected.get(slot(index, of)) ?? 0n) + delta);
  const data = response.json().data;
  const transfers: { asset: Asset; from: string; to: string; amount: string }[] = data.transfers ?? [data];
  for (const transfer of transfers) {
    const from = members.findIndex((m) => m.address === transfer.from);
    const to = members.findIndex((m) => m.address === transfer.to);
    if (from >= 0) add(from, transfer.asset, -BigInt(transfer.amount));
    if (to >= 0) add(to, transfer.asset, BigInt(transfer.amount));
  }
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function run(scenarioRun: Scenario): Promise<void> {
  const expected = await balancesNow();
  await fundSystem(db, 'treasury', 'USDT', scenarioRun.treasury.USDT);
  await fundSystem(db, 'treasury', 'USDC', scenarioRun.treasury.USDC);

  const originals: { sent: Sent; response: Promise<LightMyRequestResponse> }[] = [];
  const repeats: { first: Promise<LightMyRequestResponse>; response: Promise<LightMyRequestResponse> }[] = [];
  const conflicts: { first: Promise<LightMyRequestResponse>; response: Promise<LightMyRequestResponse> }[] =
    [];

  for (const batch of scenarioRun.batches) {
    const inFlight: Promise<unknown>[] = [];
    for (const cmd of batch) {
      if (cmd.type === 'deposit') {
        const deposit = fundMember(db, members[cmd.member]?.memberId ?? 0, cmd.asset, cmd.amount);
        expected.set(
          slot(cmd.member, cmd.asset),
          (expected.get(slot(cmd.member, cmd.asset)) ?? 0n) + cmd.amount,
        );
        inFlight.push(deposit);
        continue;
      }
      if (cmd.type === 'repeat' || cmd.type === 'conflict') {
        if (originals.length === 0) continue;
        const index = cmd.of % originals.length;
        const original = originals[index];
        if (!original) continue;
        const { url, member: who, key, body } = original.sent;
        const m = members[who] as TestMember;
        if (cmd.type === 'repeat') {
          const response = postWrite(app, url, body, m, key);
          repeats.push({ first: original.response, response });
          inFlight.push(response);
        } else {
          const other = {
            ...original.sent,
            body: { ...body, amount: otherAmount(String(body.amount ?? '1')) },
          };
          const response = postWrite(app, url, other.body, m, key);
          conflicts.push({ first: original.response, response });
          inFlight.push(response);
        }
        continue;
      }
      const req = request(cmd);
      if (!req) continue;
      const entry = { ...req, key: randomUUID() };
      const response = postWrite(app, entry.url, entry.body, members[entry.member] as TestMember, entry.key);
      originals.push({ sent: entry, response });
      inFlight.push(response);
    }
    await Promise.all(inFlight);
  }

  const accepted: { sent: Sent; answer: LightMyRequestResponse }[] = [];
  for (const { sent: s, response } of originals) {
    const answer = await response;
    expect(EXPECTED_CODES.has(answer.json().code), `${s.url} ${answer.body}`).toBe(true);
    if (answer.json().code === 200) accepted.push({ sent: s, answer });
  }
  for (const { first, response } of repeats) {
    expect((await response).json()).toEqual((await first).json());
  }
  for (const { first: firstResponse, response } of conflicts) {
    const first = (await firstResponse).json();
    const second = (await response).json();
    // Whichever of the two came first ran; the other, with its other body, is a conflict.
    const conflictCode = ERRORS.idempotencyKeyConflict.code;
    expect(first.code === conflictCode || second.code === conflictCode, JSON.stringify([first, second])).toBe(
      true,
    );
    expect(first.code === conflictCode && second.code === conflictCode).toBe(false);
    if (second.code === 200) {
      const original = originals.find((entry) => entry.response === firstResponse);
      if (original) accepted.push({ sent: original.sent, answer: await response });
    }
  }
  for (const { sent: s, answer } of accepted) {
    if (s.url === WITHDRAW_URL) await settleWithdrawal(expected, s, answer.json().data);
    else applyAnswer(expected, answer);
  }

  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
  expect(report.unbalanced).toEqual([]);
  const negative = await db.execute(
    sql`select count(*)::int as n from ledger_account where not may_go_negative and (available < 0 or frozen < 0)`,
  );
  expect((negative as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  expect(await balancesNow()).toEqual(expected);
}

describe('money simulation over HTTP', () => {
  it('creates and loses nothing, however requests interleave or repeat', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (scenarioRun) => {
        await run(scenarioRun);
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        // Shrinking re-runs on the grown database, which still has to hold; keep it short.
        endOnFailure: true,
        reporter: (details) => {
          if (details.failed) {
            throw new Error(
              `money simulation failed; replay with MONEY_SIMULATION_SEED=${SEED}\n${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`,
            );
          }
        },
      },
    );
  });
});
