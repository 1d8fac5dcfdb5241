import { ERRORS } from '@colony/contract/errors';
import {
  type PollInfoResponse,
  pollExportResponse,
  pollInfoResponse,
  type VoteChoice,
} from '@colony/contract/governance';
import { type VotingType, voteTypedData } from '@colony/contract/governance-signing';
import { type TallyBallot, tally } from '@colony/contract/governance-tally';
import { verifyExport } from '@colony/contract/governance-verify';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { governanceContextOf } from './context.ts';
import { type GovernanceContext, runGovernanceStep } from './service.ts';

/**
 * The server's tally against an independent recomputation: random proposals (voting type, number
 * of choices, reject and abstain choices, quorum), random powers, random votes, changes, stale
 * resends and invalid choices. Every answer must be the one the rules give, and the result the
 * server shows (summed in SQL) must equal the one summed here from the votes it accepted, and the
 * one `verifyExport` recomputes from the public export alone. `FC_SEED=<seed>` replays a run,
 * `FC_RUNS` sets how many.
 */

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 25);
const MEMBERS = 6;
const ONE = 10n ** 18n;
const HOUR = 3_600_000;

let database: Database;
let db: Db;
let app: FastifyInstance;
let context: GovernanceContext;
let operator: TestMember;
let members: (TestMember & { account: LocalAccount })[] = [];
/** Each member's MCD so far: funding only grows it, and it is all their power. */
const held: bigint[] = Array.from({ length: MEMBERS }, () => 0n);
let clock = Date.parse('2032-06-01T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  const overrides = {
    OPERATOR_ADDRESSES: operatorAccount.address,
    ACCESS_TOKEN_TTL: String(30 * 86_400),
    SESSION_LIFETIME: String(365 * 86_400),
  };
  app = await createTestApp(db, overrides, { now: () => clock });
  context = governanceContextOf(await testEnv(overrides), DEFAULT_ECONOMY, { now: () => clock });
  operator = await signInNewMember(app, db, operatorAccount);
  members = await Promise.all(
    Array.from({ length: MEMBERS }, async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      return { ...(await signInNewMember(app, db, account)), account };
    }),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Action {
  member: number;
  /** Seconds the clock moves before this vote. */
  wait: number;
  /** Raw pick, turned into a choice for the proposal. */
  pick: number[];
  /** Send the pick as it is, often not a valid choice (out of range, unsorted, repeated, empty). */
  raw: boolean;
  /** Send one of this member's earlier signed votes again instead of a new one. */
  resend: number | null;
}

interface Scenario {
  votingType: VotingType;
  choiceCount: number;
  reject: boolean;
  abstain: boolean;
  quorumBps: number;
  funding: bigint[];
  actions: Action[];
  ending: 'end' | 'cancel' | 'open';
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  votingType: fc.constantFrom<VotingType>('single', 'single', 'approval'),
  choiceCount: fc.integer({ min: 2, max: 5 }),
  reject: fc.boolean(),
  abstain: fc.boolean(),
  quorumBps: fc.constantFrom(0, 1, 2500, 5000, 9999, 10_000),
  // Most members get some power, some none (and a little dust now and then).
  funding: fc.array(
    fc.oneof(
      fc.constant(0n),
      fc.bigInt({ min: 1n, max: 1000n }).map((whole) => whole * ONE),
      fc.bigInt({ min: 1n, max: ONE * 5n }),
    ),
    { minLength: MEMBERS, maxLength: MEMBERS },
  ),
  actions: fc.array(
    fc.record({
      member: fc.nat({ max: MEMBERS - 1 }),
      wait: fc.constantFrom(0, 0, 1, 1, 2, 5),
      pick: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 4 }),
      raw: fc.constantFrom(false, false, false, false, false, false, true),
      resend: fc.oneof(
        { arbitrary: fc.constant(null), weight: 4 },
        { arbitrary: fc.nat({ max: 10 }), weight: 1 },
      ),
    }),
    { minLength: 1, maxLength: 30, size: 'medium' },
  ),
  ending: fc.constantFrom<Scenario['ending']>('end', 'end', 'cancel', 'open'),
});

/** The pick as a valid choice of the proposal, or as it is. */
function choiceOf(type: VotingType, count: number, pick: number[], raw: boolean): VoteChoice {
  if (raw) return type === 'single' ? (pick[0] ?? 0) : pick;
  if (type === 'single') return ((pick[0] ?? 0) % count) + 1;
  const approved = [...new Set(pick.map((value) => (value % count) + 1))].sort((a, b) => a - b);
  return approved.length > 0 ? approved : [1];
}

function valid(type: VotingType, count: number, choice: VoteChoice): boolean {
  const inRange = (value: number) => value >= 1 && value <= count;
  if (type === 'single') return typeof choice === 'number' && inRange(choice);
  return (
    Array.isArray(choice) &&
    choice.length > 0 &&
    choice.every((value, index) => inRange(value) && (index === 0 || value > (choice[index - 1] ?? 0)))
  );
}

interface SentVote {
  body: { id: string; choice: VoteChoice; timestamp: number; signature: string; chainId: number };
}

const seen = { accepted: 0, replaced: 0, outdated: 0, invalid: 0, powerless: 0, runs: 0 };

async function runScenario(input: Scenario): Promise<void> {
  seen.runs++;
  for (const [index, amount] of input.funding.entries()) {
    if (amount === 0n) continue;
    await fundMember(db, members[index]?.memberId ?? 0, 'MCD', amount);
    held[index] = (held[index] ?? 0n) + amount;
  }
  const powers = [...held];
  const single = input.votingType === 'single';
  const rejectChoice = single && input.reject ? 1 + (input.choiceCount - 1) : null;
  const abstainChoice = single && input.abstain && input.choiceCount > 2 ? 1 : null;
  const created = await postWrite(
    app,
    '/api/admin/Polls/create',
    {
      title: { en: 'Modelled proposal' },
      body: { en: 'Random votes' },
      choices: Array.from({ length: input.choiceCount }, (_, index) => ({ en: `Choice ${index + 1}` })),
      votingType: input.votingType,
      startAt: new Date(clock).toISOString(),
      endAt: new Date(clock + HOUR).toISOString(),
      quorumBps: input.quorumBps,
      ...(rejectChoice ? { rejectChoice } : {}),
      ...(abstainChoice ? { abstainChoice } : {}),
    },
    operator,
  );
  expect(created.statusCode, created.body).toBe(200);
  const proposal: PollInfoResponse = pollInfoResponse.parse(created.json().data);

  const sent: SentVote[][] = members.map(() => []);
  const counted = new Map<number, { timestamp: number; choice: VoteChoice; signature: string }>();
  for (const action of input.actions) {
    clock += action.wait * 1000;
    const member = members[action.member];
    if (!member) continue;
    const earlier = sent[action.member] ?? [];
    let body: SentVote['body'];
    if (action.resend !== null && earlier.length > 0) {
      body = (earlier[action.resend % earlier.length] as SentVote).body;
    } else {
      const choice = choiceOf(input.votingType, input.choiceCount, action.pick, action.raw);
      const timestamp = Math.floor(clock / 1000);
      const signature = await member.account.signTypedData(
        voteTypedData(input.votingType, 56, {
          proposal: proposal.id,
          choice,
          voter: member.address,
          timestamp,
        }),
      );
      body = { id: proposal.id, choice, timestamp, signature, chainId: 56 };
    }
    const answer = await postWrite(app, '/api/nft/Polls/vote', body, member);
    const current = counted.get(action.member);
    // What the rules say, in the order the server checks them.
    let expected: number;
    if (!valid(input.votingType, input.choiceCount, body.choice)) {
      expected = ERRORS.choiceInvalid.code;
      seen.invalid++;
    } else if ((powers[action.member] ?? 0n) === 0n) {
      expected = ERRORS.noVotingPower.code;
      seen.powerless++;
    } else if (current && current.timestamp === body.timestamp && current.signature === body.signature) {
      expected = 200;
    } else if (current && current.timestamp >= body.timestamp) {
      expected = ERRORS.voteOutdated.code;
      seen.outdated++;
    } else {
      expected = 200;
      if (current) seen.replaced++;
      seen.accepted++;
      counted.set(action.member, {
        timestamp: body.timestamp,
        choice: body.choice,
        signature: body.signature,
      });
    }
    expect(answer.json().code, answer.body).toBe(expected);
    if (expected === 200) sent[action.member]?.push({ body });
    else if (action.resend === null) sent[action.member]?.push({ body });
  }

  if (input.ending === 'cancel') {
    const cancelled = await postWrite(
      app,
      '/api/admin/Polls/cancel',
      { id: proposal.id, reason: 'Model run' },
      operator,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  } else if (input.ending === 'end') {
    clock = Date.parse(proposal.endAt);
    await runGovernanceStep(db, context);
  }

  // The independent sum: the votes this test saw accepted, each member's latest.
  const ballots: TallyBallot[] = [...counted.entries()].map(([index, vote]) => ({
    choices: typeof vote.choice === 'number' ? [vote.choice] : vote.choice,
    power: powers[index] ?? 0n,
  }));
  const totalPower = powers.reduce((sum, power) => sum + power, 0n);
  const model = tally(
    {
      votingType: input.votingType,
      choiceCount: input.choiceCount,
      quorumBps: input.quorumBps,
      rejectChoice,
      abstainChoice,
      startAt: Date.parse(proposal.startAt),
      endAt: Date.parse(proposal.endAt),
      cancelled: input.ending === 'cancel',
    },
    ballots,
    totalPower,
    clock,
  );

  const shown = pollInfoResponse.parse(
    (await post(app, '/api/nft/Polls/info', { id: proposal.id })).json().data,
  );
  expect(shown.snapshot?.totalPower).toBe(totalPower.toString());
  expect(shown.choices.map((choice) => [choice.power, choice.votes])).toEqual(
    model.choices.map((choice) => [choice.power.toString(), choice.votes]),
  );
  expect({
    votes: shown.votes,
    cast: shown.quorum.cast,
    required: shown.quorum.required,
    reached: shown.quorum.reached,
    leading: shown.leading?.choice ?? null,
    status: shown.status,
    result: shown.result,
  }).toEqual({
    votes: model.voters,
    cast: model.cast.toString(),
    required: model.quorumRequired?.toString() ?? null,
    reached: model.quorumReached,
    leading: model.leading,
    status: model.status,
    result: model.result,
  });

  const exported = pollExportResponse.parse(
    (await post(app, '/api/nft/Polls/export', { id: proposal.id })).json().data,
  );
  const report = await verifyExport(exported);
  expect(report.findings).toEqual([]);
  expect(report.differences).toEqual([]);
  expect(report.agrees).toBe(true);

  // The next run starts after this one's window.
  clock = Date.parse(proposal.endAt) + 1000;
}

describe('the tally against an independent recomputation', () => {
  it(`equals it on random proposals, powers and votes (${RUNS} runs)`, async () => {
    console.info(`governance model seed ${SEED} (FC_SEED=${SEED} replays it, FC_RUNS sets the runs)`);
    await fc.assert(fc.asyncProperty(scenario, runScenario), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
    });
    console.info(`the runs went through: ${JSON.stringify(seen)}`);
  }, 600_000);
});
