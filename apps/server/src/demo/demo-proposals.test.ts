import { readFileSync } from 'node:fs';
import { describeFindings, type Glossary, glossaryFindings } from '@colony/contract/glossary';
import {
  type PollInfoResponse,
  pollIndexResponse,
  pollInfoResponse,
  type VoteChoice,
} from '@colony/contract/governance';
import { voteTypedData } from '@colony/contract/governance-signing';
import { LANGUAGES } from '@colony/contract/locales';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { DEMO_ROOT_ADDRESS } from '../env.ts';
import { startJobs } from '../jobs/start-jobs.ts';
import { governanceContextOf } from '../modules/governance/context.ts';
import { runGovernanceStep, type Voter } from '../modules/governance/service.ts';
import { findMemberByAddress } from '../modules/members/queries.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../test/money.ts';
import { seedRootMember } from '../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  DEMO_PROPOSAL_LASTS_MS,
  DEMO_PROPOSAL_SPACING_MS,
  DEMO_PROPOSALS,
  startDemoProposalIfDue,
} from './demo-proposals.ts';

const glossary: Glossary = JSON.parse(
  readFileSync(new URL('../../../web/src/locales/glossary.json', import.meta.url), 'utf8'),
);

/** A demo colony in the tests: demo content (the default without DATABASE_URL) on the development chain. */
const DEMO = { DEV_CHAIN: 'true' } as const;
const MINUTE = 60_000;
const AVATAR_POWER = DEFAULT_ECONOMY.governance.avatarPower.main.toString();

/** The colony's clock in these tests, moved by hand. */
let clock = Date.parse('2026-02-11T09:41:00Z');
let database: Database;
let db: Db;
let app: FastifyInstance;
let root: Voter;

interface Member extends TestMember {
  account: LocalAccount;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const found = await findMemberByAddress(db, DEMO_ROOT_ADDRESS);
  if (!found) throw new Error('no root');
  root = { memberId: found.id, address: found.address };
  app = await createTestApp(
    db,
    { ...DEMO, ACCESS_TOKEN_TTL: String(30 * 86_400), SESSION_LIFETIME: String(365 * 86_400) },
    { now: () => clock },
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function data<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

async function governance() {
  return governanceContextOf(await testEnv(DEMO), DEFAULT_ECONOMY, { now: () => clock });
}

/** One run of the demo's job, after the governance job's (snapshots and closes) as the server runs them. */
async function demoStep(): Promise<PollInfoResponse | undefined> {
  const context = await governance();
  await runGovernanceStep(db, context);
  return startDemoProposalIfDue(db, context, root);
}

async function newcomer(): Promise<Member> {
  const account = privateKeyToAccount(generatePrivateKey());
  return { ...(await signInNewMember(app, db, account)), account };
}

async function buyMainAvatar(member: TestMember): Promise<void> {
  const price = DEFAULT_ECONOMY.avatars.find((rule) => rule.id === 1)?.price ?? 0n;
  await fundMember(db, member.memberId, 'USDT', price);
  const bought = await postWrite(
    app,
    '/api/nft/nft_order/orderCreate',
    { avatarId: 1, asset: 'USDT' },
    member,
  );
  expect(bought.json().data?.status, bought.body).toBe('paid');
}

async function info(id: string, member: TestMember): Promise<PollInfoResponse> {
  return pollInfoResponse.parse(data(await post(app, '/api/nft/Polls/info', { id }, member.headers)));
}

async function vote(member: Member, proposal: PollInfoResponse, choice: VoteChoice) {
  const timestamp = Math.floor(clock / 1000);
  const signature = await member.account.signTypedData(
    voteTypedData(proposal.votingType, 56, {
      proposal: proposal.id,
      choice,
      voter: member.address,
      timestamp,
    }),
  );
  return postWrite(
    app,
    '/api/nft/Polls/vote',
    { id: proposal.id, choice, timestamp, signature, chainId: 56 },
    member,
  );
}

async function everyProposal() {
  return pollIndexResponse.parse(data(await post(app, '/api/nft/Polls/index', { page: 1, limit: 50 }))).list;
}

describe('demo proposals', () => {
  it('are in all seven languages and speak the glossary’s words', () => {
    for (const language of LANGUAGES) {
      const texts = DEMO_PROPOSALS.flatMap((proposal, index) => [
        { where: `proposal ${index} title`, text: proposal.title[language] ?? '' },
        { where: `proposal ${index} body`, text: proposal.body[language] ?? '' },
        ...proposal.choices.map((choice, at) => ({
          where: `proposal ${index} choice ${at + 1}`,
          text: choice[language] ?? '',
        })),
      ]);
      for (const text of texts) expect(text.text.trim(), `${language} ${text.where}`).not.toBe('');
      expect(describeFindings(glossaryFindings(glossary, language, texts))).toBe('');
    }
  });

  it('never open with nobody to count, and let a newcomer vote within minutes of getting an Avatar', async () => {
    // Nobody holds power: no proposal, rather than one that can never reach its quorum.
    expect(await demoStep()).toBeUndefined();
    expect(await everyProposal()).toEqual([]);

    // The first Avatar: a proposal opens at once, counting it, and its holder votes.
    const first = await newcomer();
    await buyMainAvatar(first);
    const opened = await demoStep();
    if (!opened) throw new Error('no demo proposal opened');
    expect(opened).toMatchObject({ status: 'active', title: DEMO_PROPOSALS[0]?.title.en });
    expect(opened.snapshot).toMatchObject({ members: 1, totalPower: AVATAR_POWER });
    expect(Date.parse(opened.endAt) - Date.parse(opened.startAt)).toBe(DEMO_PROPOSAL_LASTS_MS);
    expect((await info(opened.id, first)).member).toMatchObject({ power: AVATAR_POWER, blocker: null });
    expect(data(await vote(first, opened, 1))).toMatchObject({ vote: { power: AVATAR_POWER } });
    expect(await demoStep()).toBeUndefined();

    // A newcomer a minute later has no power in it, and is told when the next one starts.
    clock += MINUTE;
    const second = await newcomer();
    const nextAt = new Date(Date.parse(opened.startAt) + DEMO_PROPOSAL_SPACING_MS).toISOString();
    expect((await info(opened.id, second)).member).toMatchObject({
      power: '0',
      blocker: 'noPower',
      nextStart: { at: nextAt, onNewPower: true },
    });
    // Once they hold an Avatar, the next one is planned for then, and nothing more meanwhile.
    await buyMainAvatar(second);
    const planned = await demoStep();
    expect(planned).toMatchObject({ status: 'upcoming', startAt: nextAt, votingType: 'approval' });
    expect(await demoStep()).toBeUndefined();
    expect((await info(opened.id, second)).member?.nextStart).toEqual({ at: nextAt, onNewPower: false });

    clock = Date.parse(nextAt) + 1000;
    expect(await demoStep()).toBeUndefined();
    const started = await info(planned?.id ?? '', second);
    expect(started.member).toMatchObject({ power: AVATAR_POWER, blocker: null });
    expect(started.snapshot).toMatchObject({ members: 2 });
    expect(data(await vote(second, started, [2]))).toMatchObject({ vote: { choice: [2] } });

    // A day later both have closed with their results, and the next opens for everyone holding power.
    clock = Date.parse(nextAt) + DEMO_PROPOSAL_LASTS_MS + MINUTE;
    const next = await demoStep();
    expect(next).toMatchObject({ status: 'active', title: DEMO_PROPOSALS[2]?.title.en });
    expect(next?.snapshot).toMatchObject({ members: 2 });
    const closed = (await everyProposal()).filter((proposal) => proposal.status === 'closed');
    expect(closed.map((proposal) => proposal.result).sort()).toEqual(['passed', 'passed']);
    for (const proposal of await everyProposal()) {
      const detail = await info(proposal.id, first);
      expect(BigInt(detail.snapshot?.totalPower ?? '0'), proposal.title).toBeGreaterThan(0n);
    }
  });

  it('never run outside a demo colony, where the hint names only the proposals planned', async () => {
    const production = await createTestApp(db, {}, { now: () => clock });
    try {
      const member = await newcomer();
      const [open] = (await everyProposal()).filter((proposal) => proposal.status === 'active');
      const view = pollInfoResponse.parse(
        data(await post(production, '/api/nft/Polls/info', { id: open?.id }, member.headers)),
      );
      expect(view.member).toMatchObject({ blocker: 'noPower', nextStart: null });
    } finally {
      await production.close();
    }
    const quiet = { info() {}, warn() {}, error() {} };
    const env = { SETTLEMENT_JOB: 'false', TEAM_RUNS_INTERVAL_MS: '0', ALLOWED_CHAIN_IDS: '56' };
    const jobs = startJobs({ env: await testEnv(env), db, log: quiet, economy: DEFAULT_ECONOMY });
    await jobs.stop();
    expect(jobs.names).not.toContain('demo proposals');
    const demoJobs = startJobs({
      env: await testEnv({ ...env, ...DEMO }),
      db,
      log: quiet,
      economy: DEFAULT_ECONOMY,
    });
    await demoJobs.stop();
    expect(demoJobs.names).toContain('demo proposals');
  });
});
