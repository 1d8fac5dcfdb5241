import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import {
  type PollExportResponse,
  type PollInfoResponse,
  pollExportResponse,
  pollIndexResponse,
  pollInfoResponse,
  pollVotesResponse,
  type VoteChoice,
} from '@colony/contract/governance';
import { voteTypedData } from '@colony/contract/governance-signing';
import { verifyExport } from '@colony/contract/governance-verify';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { deployOwnedWallet } from '@colony/devchain/deploy';
import { devAccount } from '@colony/devchain/dev-keys';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatureCheck } from '../../chain/contract-signature.ts';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { requestSignInMessage, seedRootMember, sessionHeaders } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { governanceContextOf } from './context.ts';
import { runGovernanceStep } from './service.ts';
import { verifyCommand } from './verify-command.ts';

const CREATE = '/api/admin/Polls/create';
const CANCEL = '/api/admin/Polls/cancel';
const INFO = '/api/nft/Polls/info';
const INDEX = '/api/nft/Polls/index';
const HOME = '/api/nft/Polls/home';
const VOTE = '/api/nft/Polls/vote';
const VOTES = '/api/nft/Polls/votes';
const EXPORT = '/api/nft/Polls/export';
const MINUTE = 60_000;
const power = (whole: string) => wholeUnits(whole, 'MCD');
const avatarPower = DEFAULT_ECONOMY.governance.avatarPower;

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;
/** The server's clock: the tests move it past starts and ends. */
let clock = Date.parse('2030-01-01T00:00:00Z');

interface Voter extends TestMember {
  account: LocalAccount;
}

beforeAll(async () => {
  anvil = await startAnvil();
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  app = await createTestApp(
    db,
    {
      OPERATOR_ADDRESSES: operatorAccount.address,
      RPC_URL_56: anvil.rpcUrl,
      RPC_URL_1: anvil.rpcUrl,
      ACCESS_TOKEN_TTL: String(30 * 86_400),
      SESSION_LIFETIME: String(365 * 86_400),
    },
    { now: () => clock },
  );
  operator = await signInNewMember(app, db, operatorAccount);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await anvil?.stop();
});

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
}

function data<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** A member holding `avatars` (bought through the shop) and `mcd` whole MCD. */
async function voter(holdings: { avatars?: number[]; mcd?: string } = {}): Promise<Voter> {
  const account = privateKeyToAccount(generatePrivateKey());
  const member = await signInNewMember(app, db, account);
  for (const avatarId of holdings.avatars ?? []) await buyAvatar(member, avatarId);
  if (holdings.mcd) await fundMember(db, member.memberId, 'MCD', power(holdings.mcd));
  return { ...member, account };
}

async function buyAvatar(member: TestMember, avatarId: number): Promise<void> {
  const price = DEFAULT_ECONOMY.avatars.find((rule) => rule.id === avatarId)?.price ?? 0n;
  await fundMember(db, member.memberId, 'USDT', price);
  const response = await postWrite(
    app,
    '/api/nft/nft_order/orderCreate',
    { avatarId, asset: 'USDT' },
    member,
  );
  expect(response.json().data?.status, response.body).toBe('paid');
}

interface ProposalOptions {
  startsIn?: number;
  lasts?: number;
  choices?: string[];
  votingType?: 'single' | 'approval';
  quorumBps?: number;
  rejectChoice?: number;
  abstainChoice?: number;
}

async function propose(options: ProposalOptions = {}): Promise<PollInfoResponse> {
  const startAt = new Date(clock + (options.startsIn ?? MINUTE));
  const endAt = new Date(startAt.getTime() + (options.lasts ?? 60 * MINUTE));
  const response = await postWrite(
    app,
    CREATE,
    {
      title: { en: 'Open a second landing zone', de: 'Eine zweite Landezone eröffnen' },
      body: { en: 'The colony grows; a second zone shortens the queue.' },
      choices: (options.choices ?? ['For', 'Against', 'Abstain']).map((label) => ({ en: label })),
      votingType: options.votingType ?? 'single',
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      ...(options.quorumBps === undefined ? {} : { quorumBps: options.quorumBps }),
      ...(options.rejectChoice === undefined ? {} : { rejectChoice: options.rejectChoice }),
      ...(options.abstainChoice === undefined ? {} : { abstainChoice: options.abstainChoice }),
    },
    operator,
  );
  return pollInfoResponse.parse(data(response));
}

async function info(id: string, member?: TestMember): Promise<PollInfoResponse> {
  return pollInfoResponse.parse(data(await post(app, INFO, { id }, member?.headers)));
}

/** Moves the clock to `at` and runs the governance job once (snapshots, closes). */
async function moveClockTo(at: number) {
  clock = at;
  const context = governanceContextOf(await testEnv(), DEFAULT_ECONOMY, { now: () => clock });
  return runGovernanceStep(db, context);
}

async function start(proposal: PollInfoResponse) {
  await moveClockTo(Date.parse(proposal.startAt) + 1000);
}

const seconds = () => Math.floor(clock / 1000);

async function signedVote(
  who: { account: LocalAccount; address?: string },
  proposal: Pick<PollInfoResponse, 'id' | 'votingType'>,
  choice: VoteChoice,
  options: { timestamp?: number; chainId?: number; voter?: string } = {},
) {
  const timestamp = options.timestamp ?? seconds();
  const chainId = options.chainId ?? 56;
  const signature = await who.account.signTypedData(
    voteTypedData(proposal.votingType, chainId, {
      proposal: proposal.id,
      choice,
      voter: options.voter ?? who.address ?? who.account.address,
      timestamp,
    }),
  );
  return { id: proposal.id, choice, timestamp, signature, chainId };
}

async function vote(member: TestMember, body: unknown, key?: string) {
  return postWrite(app, VOTE, body, member, key);
}

async function votesStored(id: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from poll_vote where poll_id = ${id}`,
  );
  return Number(row?.n);
}

async function exported(id: string): Promise<PollExportResponse> {
  return pollExportResponse.parse(data(await post(app, EXPORT, { id })));
}

describe('creating proposals', () => {
  it('is for operators only: a member is refused before the body is read, a visitor has no session', async () => {
    const member = await voter();
    expectError(await postWrite(app, CREATE, { nonsense: true }, member), 'operatorOnly');
    expectError(await post(app, CREATE, {}), 'sessionInvalid');
  });

  it('gives the proposal its texts, choices, window and quorum, upcoming until its start', async () => {
    const proposal = await propose({ quorumBps: 2500, rejectChoice: 2, abstainChoice: 3 });
    expect(proposal).toMatchObject({
      title: 'Open a second landing zone',
      status: 'upcoming',
      result: null,
      votes: 0,
      rejectChoice: 2,
      abstainChoice: 3,
      snapshot: null,
      quorum: { bps: 2500, required: null, cast: '0', reached: false },
      choices: [
        { choice: 1, label: 'For', power: '0', votes: 0 },
        { choice: 2, label: 'Against', power: '0', votes: 0 },
        { choice: 3, label: 'Abstain', power: '0', votes: 0 },
      ],
    });
    expect(proposal.timeline.map((event) => [event.event, event.done])).toEqual([
      ['created', true],
      ['start', false],
      ['snapshot', false],
      ['end', false],
      ['result', false],
    ]);
    // German title, English body where German has none.
    const german = pollInfoResponse.parse(
      data(await post(app, INFO, { id: proposal.id }, { 'accept-language': 'de' })),
    );
    expect(german.title).toBe('Eine zweite Landezone eröffnen');
    expect(german.body).toBe('The colony grows; a second zone shortens the queue.');
    expect(german.choices[0]?.label).toBe('For');
  });

  it('refuses a window that ends before it starts or starts in the past, and bad choice roles, storing nothing', async () => {
    const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from poll`);
    const body = (overrides: Record<string, unknown>) => ({
      title: { en: 'Refused' },
      body: { en: 'Refused' },
      choices: [{ en: 'A' }, { en: 'B' }],
      startAt: new Date(clock + MINUTE).toISOString(),
      endAt: new Date(clock + 2 * MINUTE).toISOString(),
      ...overrides,
    });
    expectError(
      await postWrite(app, CREATE, body({ endAt: new Date(clock + MINUTE).toISOString() }), operator),
      'proposalWindowInvalid',
    );
    expectError(
      await postWrite(app, CREATE, body({ startAt: new Date(clock - 10 * MINUTE).toISOString() }), operator),
      'proposalWindowInvalid',
    );
    expectError(
      await postWrite(app, CREATE, body({ rejectChoice: 3 }), operator),
      'proposalChoiceRoleInvalid',
    );
    expectError(
      await postWrite(app, CREATE, body({ rejectChoice: 1, abstainChoice: 1 }), operator),
      'proposalChoiceRoleInvalid',
    );
    expectError(
      await postWrite(app, CREATE, body({ votingType: 'approval', rejectChoice: 1 }), operator),
      'proposalChoiceRoleInvalid',
    );
    expectError(
      await postWrite(app, CREATE, body({ choices: [{ en: 'Only one' }] }), operator),
      'validation',
    );
    expectError(
      await postWrite(app, CREATE, body({ title: { de: 'Ohne Englisch' } }), operator),
      'validation',
    );
    expectError(
      await postWrite(app, CREATE, body({ title: { en: 'Bad\u0000title' } }), operator),
      'validation',
    );
    // Fields the server sets itself.
    expectError(await postWrite(app, CREATE, body({ id: crypto.randomUUID() }), operator), 'validation');
    expectError(await postWrite(app, CREATE, body({ createdBy: operator.memberId }), operator), 'validation');
    expectError(await postWrite(app, CREATE, body({ quorumBps: 10_001 }), operator), 'validation');
    const after = await rows<{ n: number }>(db, sql`select count(*)::int as n from poll`);
    expect(after).toEqual(before);
  });
});

describe('voting power', () => {
  it('is fixed by the snapshot at the start: purchases and transfers after it change nothing', async () => {
    const holder = await voter({ avatars: [1, 2], mcd: '7.5' });
    const proposal = await propose();
    // Before the start the member's power is not known yet.
    expect((await info(proposal.id, holder)).member).toMatchObject({ power: null, blocker: 'notStarted' });

    await start(proposal);
    const expected = avatarPower.main + avatarPower.guide + power('7.5');
    const started = await info(proposal.id, holder);
    expect(started.status).toBe('active');
    expect(started.snapshot?.takenAt).toBe(new Date(Date.parse(proposal.startAt) + 1000).toISOString());
    expect(started.member).toMatchObject({ power: expected.toString(), vote: null, blocker: null });

    // After the start: another Avatar, more MCD, and a newcomer who buys one.
    await buyAvatar(holder, 15);
    await fundMember(db, holder.memberId, 'MCD', power('100'));
    const latecomer = await voter({ avatars: [1], mcd: '50' });
    const later = await info(proposal.id, holder);
    expect(later.member?.power).toBe(expected.toString());
    expect(later.snapshot).toEqual(started.snapshot);
    expect((await info(proposal.id, latecomer)).member).toMatchObject({ power: '0', blocker: 'noPower' });

    const response = await vote(holder, await signedVote(holder, proposal, 1));
    expect(data<{ vote: { power: string } }>(response).vote.power).toBe(expected.toString());
    expect(response.json().msg).toBe('Vote Successful');
    expectError(await vote(latecomer, await signedVote(latecomer, proposal, 1)), 'noVotingPower');
    expect(await votesStored(proposal.id)).toBe(1);

    // A later proposal's snapshot sees what the holder holds by then.
    const next = await propose();
    await start(next);
    expect((await info(next.id, holder)).member?.power).toBe(
      (expected + avatarPower.alliance + power('100')).toString(),
    );
  });

  it('counts any asset the config names, and a transfer after the start moves no power', async () => {
    // A colony whose config also counts MM, which members can transfer (MCD cannot be).
    const economy = {
      ...DEFAULT_ECONOMY,
      governance: { ...DEFAULT_ECONOMY.governance, assetPowerBps: { MM: 5000 } },
    };
    const counting = await createTestApp(
      db,
      { OPERATOR_ADDRESSES: operator.address, ACCESS_TOKEN_TTL: String(30 * 86_400) },
      { now: () => clock, economy },
    );
    try {
      const sender = await voter();
      const receiver = await voter();
      await fundMember(db, sender.memberId, 'MM', power('40'));
      const startAt = new Date(clock + MINUTE);
      const created = await postWrite(
        counting,
        CREATE,
        {
          title: { en: 'Counted in MM' },
          body: { en: 'Half a vote per MM' },
          choices: [{ en: 'Yes' }, { en: 'No' }],
          startAt: startAt.toISOString(),
          endAt: new Date(startAt.getTime() + 60 * MINUTE).toISOString(),
        },
        operator,
      );
      const proposal = pollInfoResponse.parse(data(created));
      clock = Date.parse(proposal.startAt) + 1000;
      const context = governanceContextOf(await testEnv(), economy, { now: () => clock });
      await runGovernanceStep(db, context);
      const powerIn = async (member: TestMember) =>
        pollInfoResponse.parse(data(await post(counting, INFO, { id: proposal.id }, member.headers))).member
          ?.power;
      expect(await powerIn(sender)).toBe(power('20').toString());
      expect(await powerIn(receiver)).toBe('0');

      const moved = await postWrite(
        counting,
        '/api/user/user/confirmTrans',
        { to: receiver.address, asset: 'MM', amount: power('40').toString() },
        sender,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await powerIn(sender)).toBe(power('20').toString());
      expect(await powerIn(receiver)).toBe('0');
      expectError(
        await postWrite(counting, VOTE, await signedVote(receiver, proposal, 1), receiver),
        'noVotingPower',
      );
      expect(
        data<{ vote: { power: string } }>(
          await postWrite(counting, VOTE, await signedVote(sender, proposal, 1), sender),
        ).vote.power,
      ).toBe(power('20').toString());
    } finally {
      await counting.close();
    }
  });

  it('is taken by the first vote when the job has not run yet', async () => {
    const holder = await voter({ mcd: '3' });
    const proposal = await propose();
    clock = Date.parse(proposal.startAt) + 5000;
    expect((await info(proposal.id, holder)).member).toMatchObject({ power: null, blocker: 'counting' });
    data(await vote(holder, await signedVote(holder, proposal, 2)));
    const after = await info(proposal.id, holder);
    expect(after.snapshot?.takenAt).toBe(new Date(clock).toISOString());
    expect(after.member?.power).toBe(power('3').toString());
  });
});

describe('votes refused with nothing stored', () => {
  let proposal: PollInfoResponse;
  let member: Voter;
  let other: Voter;

  beforeAll(async () => {
    member = await voter({ avatars: [1] });
    other = await voter({ avatars: [1] });
    proposal = await propose({ lasts: 30 * MINUTE });
  });

  it('before the start', async () => {
    expectError(await vote(member, await signedVote(member, proposal, 1)), 'voteNotStarted');
    expect(await votesStored(proposal.id)).toBe(0);
    await start(proposal);
  });

  it('a forged signature, a signature of another message, another member’s signature', async () => {
    const good = await signedVote(member, proposal, 1);
    const forged = `0x${'11'.repeat(64)}1b`;
    expectError(await vote(member, { ...good, signature: forged }), 'signatureInvalid');
    // Signed for choice 1, sent as choice 2.
    expectError(await vote(member, { ...good, choice: 2 }), 'signatureInvalid');
    // Another member's signed vote, sent with this member's session.
    expectError(await vote(member, await signedVote(other, proposal, 1)), 'signatureInvalid');
    // Signed by another key in this member's name.
    expectError(
      await vote(
        member,
        await signedVote({ account: other.account }, proposal, 1, { voter: member.address }),
      ),
      'signatureInvalid',
    );
    // Signed on chain 1, sent as chain 56.
    expectError(
      await vote(member, { ...(await signedVote(member, proposal, 1, { chainId: 1 })), chainId: 56 }),
      'signatureInvalid',
    );
    expectError(await vote(member, { ...good, signature: '0x1234' }), 'signatureInvalid');
    expectError(await vote(member, { ...good, signature: 'not hex' }), 'validation');
    expect(await votesStored(proposal.id)).toBe(0);
  });

  it('a choice out of range, a timestamp outside the window or far from now, a proposal that does not exist', async () => {
    for (const choice of [0, 4, 4_294_967_295, [1]]) {
      expectError(
        await vote(member, await signedVote(member, proposal, choice as VoteChoice)),
        'choiceInvalid',
      );
    }
    const signed = await signedVote(member, proposal, 1);
    for (const choice of [-1, 1.5, '1e0', null, { choice: 1 }])
      expectError(await vote(member, { ...signed, choice }), 'validation');
    expectError(
      await vote(member, await signedVote(member, proposal, 1, { timestamp: seconds() - 600 })),
      'voteTimestampInvalid',
    );
    expectError(
      await vote(member, await signedVote(member, proposal, 1, { timestamp: seconds() + 600 })),
      'voteTimestampInvalid',
    );
    expectError(
      await vote(member, { ...(await signedVote(member, proposal, 1)), id: crypto.randomUUID() }),
      'proposalNotFound',
    );
    expectError(await vote(member, { ...(await signedVote(member, proposal, 1)), extra: 1 }), 'validation');
    expect(await votesStored(proposal.id)).toBe(0);
  });

  it('zero power, and no session', async () => {
    const powerless = await voter();
    expectError(await vote(powerless, await signedVote(powerless, proposal, 1)), 'noVotingPower');
    expectError(await post(app, VOTE, await signedVote(member, proposal, 1)), 'sessionInvalid');
    expectError(
      await post(app, VOTE, await signedVote(member, proposal, 1), member.headers),
      'idempotencyKeyRequired',
    );
    expect(await votesStored(proposal.id)).toBe(0);
  });

  it('after the end, and on a cancelled proposal', async () => {
    const late = await signedVote(member, proposal, 1);
    await moveClockTo(Date.parse(proposal.endAt));
    expectError(await vote(member, late), 'voteEnded');
    expectError(await vote(member, await signedVote(member, proposal, 1)), 'voteEnded');

    const cancelled = await propose();
    await start(cancelled);
    data(await postWrite(app, CANCEL, { id: cancelled.id, reason: 'Withdrawn by its author' }, operator));
    expectError(await vote(member, await signedVote(member, cancelled, 1)), 'proposalCancelled');
    expect(await votesStored(proposal.id)).toBe(0);
    expect(await votesStored(cancelled.id)).toBe(0);
  });
});

describe('changing a vote', () => {
  it('counts the latest signed vote, keeps the earlier ones for the record, refuses an older one sent again', async () => {
    const member = await voter({ avatars: [1] });
    const proposal = await propose();
    await start(proposal);

    const first = await signedVote(member, proposal, 1);
    const key = crypto.randomUUID();
    const answer = data<{ vote: { id: string }; replaced: unknown }>(await vote(member, first, key));
    expect(answer.replaced).toBeNull();
    // The same key: the same answer; with another body: a conflict.
    expect((await vote(member, first, key)).json()).toEqual((await vote(member, first, key)).json());
    expectError(await vote(member, { ...first, chainId: undefined }, key), 'idempotencyKeyConflict');
    // The same signed vote again answers the vote already recorded.
    expect(data<{ vote: { id: string } }>(await vote(member, first)).vote.id).toBe(answer.vote.id);

    clock += 5000;
    const second = await signedVote(member, proposal, 2);
    const changed = data<{ vote: { choice: number }; replaced: { choice: number } }>(
      await vote(member, second),
    );
    expect(changed.vote.choice).toBe(2);
    expect(changed.replaced.choice).toBe(1);

    // The first signature, public in the export, cannot bring the old choice back.
    expectError(await vote(member, first), 'voteOutdated');
    // Nor another vote signed at the same second as the counted one.
    expectError(
      await vote(member, await signedVote(member, proposal, 3, { timestamp: second.timestamp })),
      'voteOutdated',
    );

    const current = await info(proposal.id, member);
    expect(current.member?.vote).toMatchObject({ choice: 2, timestamp: second.timestamp });
    expect(current.choices.map((choice) => choice.votes)).toEqual([0, 1, 0]);
    expect(current.votes).toBe(1);

    const listed = pollVotesResponse.parse(data(await post(app, VOTES, { id: proposal.id })));
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ voter: member.address, choice: 2, signature: second.signature });

    const record = await exported(proposal.id);
    expect(record.votes.map((entry) => [entry.choice, entry.counted])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await verifyExport(record)).agrees).toBe(true);
  });
});

describe('a vote signed ahead of the clock', () => {
  it('is refused past a small clock skew, so no vote can keep its member from changing it', async () => {
    const member = await voter({ avatars: [1] });
    const slow = await voter({ avatars: [1] });
    const proposal = await propose();
    await start(proposal);
    const skew = DEFAULT_ECONOMY.governance.timestampFutureToleranceSeconds;
    expect(skew).toBe(30);

    // Five minutes ahead used to be taken, and then no vote of the member signed before that
    // time could replace it: they could not change their mind for five minutes.
    for (const ahead of [skew + 1, DEFAULT_ECONOMY.governance.timestampToleranceSeconds]) {
      const refused = await vote(
        member,
        await signedVote(member, proposal, 1, { timestamp: seconds() + ahead }),
      );
      expectError(refused, 'voteTimestampInvalid');
      expect(refused.json().data).toEqual({
        serverTime: seconds(),
        toleranceSeconds: DEFAULT_ECONOMY.governance.timestampToleranceSeconds,
        futureToleranceSeconds: skew,
      });
    }
    expect(await votesStored(proposal.id)).toBe(0);

    // At the limit it counts, and blocks a change for that long at most.
    const ahead = await signedVote(member, proposal, 1, { timestamp: seconds() + skew });
    data(await vote(member, ahead));
    expectError(await vote(member, await signedVote(member, proposal, 2)), 'voteOutdated');
    clock += (skew + 1) * 1000;
    const changed = data<{ vote: { choice: number } }>(
      await vote(member, await signedVote(member, proposal, 2)),
    );
    expect(changed.vote.choice).toBe(2);

    // A slow wallet is another matter: a time signed minutes ago is still taken.
    clock += 250_000;
    const signedAt = Math.floor(Date.parse(proposal.startAt) / 1000) + 2;
    expect(seconds() - signedAt).toBeGreaterThan(250);
    data(await vote(slow, await signedVote(slow, proposal, 3, { timestamp: signedAt })));

    const record = await exported(proposal.id);
    expect(record.votes.map((entry) => [entry.choice, entry.counted])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect((await verifyExport(record)).agrees).toBe(true);
  });
});

describe('a contract wallet (EIP-1271)', () => {
  it('votes with its owner’s signature, checked through the chain; a stranger’s key is refused', async () => {
    const owner = devAccount(5);
    const wallet = await deployOwnedWallet(anvil.rpcUrl, owner.address);
    const message = await requestSignInMessage(app, wallet, { referee: DEMO_ROOT_INVITE_CODE });
    const login = await post(app, '/api/user/login/login', {
      message,
      sign: await owner.signMessage({ message }),
      referee: DEMO_ROOT_INVITE_CODE,
    });
    const session = data<{ token: string; address: string }>(login);
    const found = await findMemberByAddress(db, session.address);
    if (!found) throw new Error('the wallet did not join');
    const member: TestMember = {
      memberId: found.id,
      address: session.address,
      headers: sessionHeaders(session),
    };
    await fundMember(db, member.memberId, 'MCD', power('42'));

    const proposal = await propose();
    await start(proposal);
    const stranger = await signedVote({ account: devAccount(6) }, proposal, 1, { voter: wallet });
    expectError(await vote(member, stranger), 'signatureInvalid');
    const signed = await signedVote({ account: owner }, proposal, 1, { voter: wallet });
    const answer = data<{ vote: { voter: string; power: string } }>(await vote(member, signed));
    expect(answer.vote).toMatchObject({ voter: wallet, power: power('42').toString() });

    const report = await verifyExport(await exported(proposal.id), {
      checkContractSignature: async () => true,
    });
    expect(report).toMatchObject({ agrees: true, contractWalletVotes: 1 });
    const withoutChain = await verifyExport(await exported(proposal.id));
    expect(withoutChain.agrees).toBe(false);
    expect(withoutChain.findings.map((finding) => finding.problem)).toContain('signature');

    // `npm run votes:verify`, asking this chain about the wallet.
    const lines: string[] = [];
    const io = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(`error: ${line}`),
      defaultUrl: 'http://colony.test',
      chainCheck: contractSignatureCheck(new Map([[56, anvil.rpcUrl]])),
      fetch: (async (url: string | URL, init?: RequestInit) => {
        const answer = await app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          payload: String(init?.body),
          headers: { 'content-type': 'application/json' },
        });
        return new Response(answer.body, { status: answer.statusCode });
      }) as typeof fetch,
    };
    expect(await verifyCommand([proposal.id], io), lines.join('\n')).toBe(0);
    expect(lines.at(-1)).toContain('agrees');
    expect(lines.join('\n')).toContain('1 by contract wallets');

    const tampered = await exported(proposal.id);
    tampered.tally.cast = '1';
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'colony-export-')), 'export.json');
    await writeFile(file, JSON.stringify(tampered));
    lines.length = 0;
    expect(await verifyCommand(['--file', file], io)).toBe(1);
    expect(lines).toContain(`! cast: the server says 1, the votes give ${power('42').toString()}`);
    expect(await verifyCommand(['not-an-id'], io)).toBe(2);
    expect(await verifyCommand([crypto.randomUUID()], io)).toBe(2);
  });
});

describe('results', () => {
  it('passes, rejects or misses the quorum by the rules, and lists proposals by status', async () => {
    const big = await voter({ mcd: '60' });
    const small = await voter({ mcd: '30' });
    const abstainer = await voter({ mcd: '10' });
    const passing = await propose({ rejectChoice: 2, abstainChoice: 3, quorumBps: 0 });
    const rejected = await propose({ rejectChoice: 2, abstainChoice: 3, quorumBps: 0 });
    const noQuorum = await propose({ quorumBps: 10_000 });
    await start(passing);

    for (const [member, choice] of [
      [big, 1],
      [small, 2],
      [abstainer, 3],
    ] as const) {
      data(await vote(member, await signedVote(member, passing, choice)));
      data(await vote(member, await signedVote(member, rejected, choice === 1 ? 2 : choice === 2 ? 1 : 3)));
      data(await vote(member, await signedVote(member, noQuorum, 1)));
    }
    const live = await info(passing.id);
    expect(live.leading).toMatchObject({ choice: 1, label: 'For', power: power('60').toString() });
    expect(live.status).toBe('active');
    const activeHome = data<{ active: { id: string; power: string | null; voted: boolean }[] }>(
      await post(app, HOME, {}, big.headers),
    );
    expect(activeHome.active.find((entry) => entry.id === passing.id)).toMatchObject({
      power: power('60').toString(),
      voted: true,
    });
    // A token that is not a session's is refused on the public pages as on the others.
    expectError(
      await post(app, INFO, { id: passing.id }, { ...big.headers, token: 'forged' }),
      'sessionInvalid',
    );

    const active = pollIndexResponse.parse(data(await post(app, INDEX, { status: 'active', limit: 100 })));
    expect(active.list.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([passing.id, rejected.id, noQuorum.id]),
    );

    await moveClockTo(Date.parse(passing.endAt));
    const closed = await Promise.all([info(passing.id), info(rejected.id), info(noQuorum.id)]);
    expect(closed.map((entry) => [entry.status, entry.result])).toEqual([
      ['closed', 'passed'],
      ['closed', 'rejected'],
      ['closed', 'noQuorum'],
    ]);
    expect(closed[0]?.timeline.at(-1)).toMatchObject({ event: 'result', done: true });
    for (const entry of closed) expect((await verifyExport(await exported(entry.id))).agrees).toBe(true);

    const closedList = pollIndexResponse.parse(
      data(await post(app, INDEX, { status: 'closed', limit: 100 })),
    );
    expect(closedList.list.find((entry) => entry.id === noQuorum.id)).toMatchObject({
      result: 'noQuorum',
      votes: 3,
      quorum: { bps: 10_000, reached: false },
    });
    const home = data<{ counts: Record<string, number>; signedIn: boolean }>(await post(app, HOME, {}));
    expect(home.counts.closed).toBeGreaterThanOrEqual(3);
    expect(home.signedIn).toBe(false);
  });

  it('closes a proposal no server saw open without votes and without a snapshot taken after its end', async () => {
    const missed = await propose({ lasts: 5 * MINUTE });
    const done = await moveClockTo(Date.parse(missed.endAt) + MINUTE);
    expect(done.closed).toBeGreaterThanOrEqual(1);
    const closed = await info(missed.id);
    expect(closed).toMatchObject({ status: 'closed', result: 'noQuorum', snapshot: null, votes: 0 });
    expect(closed.timeline.find((step) => step.event === 'snapshot')?.done).toBe(false);
    expect((await verifyExport(await exported(missed.id))).agrees).toBe(true);
  });

  it('counts an approval vote’s power for every choice it approves, and the voter once towards the quorum', async () => {
    const member = await voter({ mcd: '5' });
    const proposal = await propose({ votingType: 'approval', choices: ['Mars', 'Europa', 'Titan'] });
    await start(proposal);
    for (const bad of [[], [2, 1], [1, 1], [4]]) {
      expectError(await vote(member, await signedVote(member, proposal, bad)), 'choiceInvalid');
    }
    // A single choice on an approval proposal.
    expectError(
      await vote(member, { ...(await signedVote(member, proposal, [1])), choice: 1 }),
      'choiceInvalid',
    );
    data(await vote(member, await signedVote(member, proposal, [1, 3])));
    const result = await info(proposal.id, member);
    expect(result.choices.map((choice) => [choice.power, choice.votes])).toEqual([
      [power('5').toString(), 1],
      ['0', 0],
      [power('5').toString(), 1],
    ]);
    expect(result.quorum.cast).toBe(power('5').toString());
    expect(result.leading).toBeNull();
    expect((await verifyExport(await exported(proposal.id))).agrees).toBe(true);
  });
});
