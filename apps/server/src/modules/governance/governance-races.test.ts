import { randomUUID } from 'node:crypto';
import { type PollInfoResponse, pollExportResponse, pollInfoResponse } from '@colony/contract/governance';
import { voteTypedData } from '@colony/contract/governance-signing';
import { verifyExport } from '@colony/contract/governance-verify';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { governanceContextOf } from './context.ts';
import { closePoll, type GovernanceContext } from './service.ts';

/**
 * Votes sent at once: one member's votes and changes, and many members' votes racing the end of
 * the vote or its cancellation. On PostgreSQL they interleave; on PGlite they queue.
 */

const MINUTE = 60_000;

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;
let context: GovernanceContext;
let clock = Date.parse('2031-03-01T00:00:00Z');

interface Voter extends TestMember {
  account: LocalAccount;
}

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
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function voter(mcd: string): Promise<Voter> {
  const account = privateKeyToAccount(generatePrivateKey());
  const member = await signInNewMember(app, db, account);
  await fundMember(db, member.memberId, 'MCD', wholeUnits(mcd, 'MCD'));
  return { ...member, account };
}

async function activeProposal(choices = 3): Promise<PollInfoResponse> {
  const response = await postWrite(
    app,
    '/api/admin/Polls/create',
    {
      title: { en: 'Raced proposal' },
      body: { en: 'Votes arrive all at once.' },
      choices: Array.from({ length: choices }, (_, index) => ({ en: `Choice ${index + 1}` })),
      startAt: new Date(clock).toISOString(),
      endAt: new Date(clock + 30 * MINUTE).toISOString(),
    },
    operator,
  );
  expect(response.statusCode, response.body).toBe(200);
  return pollInfoResponse.parse(response.json().data);
}

async function signed(member: Voter, proposal: PollInfoResponse, choice: number, timestamp: number) {
  const signature = await member.account.signTypedData(
    voteTypedData('single', 56, { proposal: proposal.id, choice, voter: member.address, timestamp }),
  );
  return { id: proposal.id, choice, timestamp, signature, chainId: 56 };
}

async function ballots(pollId: string) {
  return rows<{ member_id: number; choice: number[]; signed_at: string; vote_id: string }>(
    db,
    sql`select member_id, choice, signed_at::text, vote_id::text from poll_ballot where poll_id = ${pollId}`,
  );
}

async function storedVotes(pollId: string) {
  return rows<{ id: string; signed_at: string }>(
    db,
    sql`select id::text, signed_at::text from poll_vote where poll_id = ${pollId} order by id`,
  );
}

describe('votes sent at once', () => {
  it(`of one member: the latest signed one counts, each other one is kept as replaced or refused with nothing stored ${RACES_ON_POSTGRES}`, async () => {
    const member = await voter('10');
    const proposal = await activeProposal();
    const now = Math.floor(clock / 1000);
    // Twelve votes signed over twelve seconds, each sent twice, all at once in shuffled order.
    const bodies = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signed(member, proposal, (index % 3) + 1, now + index)),
    );
    const sends = [...bodies, ...bodies].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      sends.map((body) => postWrite(app, '/api/nft/Polls/vote', body, member)),
    );

    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const latest = bodies.at(-1);
    const counted = await ballots(proposal.id);
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({ choice: [latest?.choice], signed_at: String(latest?.timestamp) });

    // Every vote that was answered 200 is stored once; every refusal stored nothing.
    const stored = await storedVotes(proposal.id);
    const acceptedIds = new Set(
      answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => answer.json().data.vote.id as string),
    );
    expect(new Set(stored.map((row) => row.id))).toEqual(acceptedIds);
    expect(new Set(stored.map((row) => row.signed_at)).size).toBe(stored.length);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    for (const answer of refused) expect(answer.json().code).toBe(4608);

    const exported = pollExportResponse.parse(
      (await post(app, '/api/nft/Polls/export', { id: proposal.id })).json().data,
    );
    expect(await verifyExport(exported)).toMatchObject({ agrees: true, findings: [] });
  });

  it(`of many members racing the end of the vote: each counts in the fixed tally or is refused ${RACES_ON_POSTGRES}`, async () => {
    const members = await Promise.all(Array.from({ length: 16 }, (_, index) => voter(String(index + 1))));
    const proposal = await activeProposal(2);
    const endAt = Date.parse(proposal.endAt);
    clock = endAt - 2000;
    const now = Math.floor(clock / 1000);
    const bodies = await Promise.all(
      members.map((member, index) => signed(member, proposal, (index % 2) + 1, now)),
    );
    const sending = bodies.map((body, index) =>
      postWrite(app, '/api/nft/Polls/vote', body, members[index] as Voter, randomUUID()),
    );
    // The end comes while they are on their way: once the first is answered.
    const closing = (sending[0] as Promise<unknown>).then(() => {
      clock = endAt;
      return closePoll(db, context, proposal.id);
    });
    const answers = await Promise.all(sending);
    expect(await closing).toBe(true);

    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const info = pollInfoResponse.parse(
      (await post(app, '/api/nft/Polls/info', { id: proposal.id })).json().data,
    );
    expect(info.status).toBe('closed');
    // The fixed tally holds every accepted vote and nothing else.
    expect(info.votes).toBe(accepted);
    expect(await ballots(proposal.id)).toHaveLength(accepted);
    expect((await storedVotes(proposal.id)).length).toBe(accepted);
    const exported = pollExportResponse.parse(
      (await post(app, '/api/nft/Polls/export', { id: proposal.id })).json().data,
    );
    expect(await verifyExport(exported)).toMatchObject({ agrees: true, findings: [] });
  });

  it(`of many members racing a cancellation: the votes before it are kept, none after it ${RACES_ON_POSTGRES}`, async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => voter('2')));
    const proposal = await activeProposal(2);
    const now = Math.floor(clock / 1000);
    const bodies = await Promise.all(members.map((member) => signed(member, proposal, 1, now)));
    const sending = bodies.map((body, index) =>
      postWrite(app, '/api/nft/Polls/vote', body, members[index] as Voter),
    );
    const cancelling = postWrite(
      app,
      '/api/admin/Polls/cancel',
      { id: proposal.id, reason: 'Raced cancel' },
      operator,
    );
    const [cancelled, ...answers] = await Promise.all([cancelling, ...sending]);
    expect(cancelled?.statusCode, cancelled?.body).toBe(200);

    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers) if (answer.statusCode !== 200) expect(answer.json().code).toBe(4604);
    const [row] = await rows<{ final_tally: { voters: number } | string }>(
      db,
      sql`select final_tally from poll where id = ${proposal.id}`,
    );
    const tally = typeof row?.final_tally === 'string' ? JSON.parse(row.final_tally) : row?.final_tally;
    expect(tally.voters).toBe(accepted);
    expect((await storedVotes(proposal.id)).length).toBe(accepted);
    const info = pollInfoResponse.parse(
      (await post(app, '/api/nft/Polls/info', { id: proposal.id })).json().data,
    );
    expect(info).toMatchObject({ status: 'closed', result: 'cancelled', votes: accepted });
  });
});
