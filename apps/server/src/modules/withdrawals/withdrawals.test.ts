import { randomUUID } from 'node:crypto';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devTestClient } from '@colony/devchain/clients';
import { DEV_HOT_WALLET, devAccount } from '@colony/devchain/dev-keys';
import { DEV_TOKENS, deployDevTokens, tokenBalance } from '@colony/devchain/tokens';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { silentChainLog } from '../../chain/chain-log.ts';
import { withdrawalSender } from '../../chain/withdrawal-sender.ts';
import type { Database, Db } from '../../db/database.ts';
import { withdrawals } from '../../db/schema/chain.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import type { EnvInput } from '../../env.ts';
import { ledger } from '../../ledger/ledger.ts';
import {
  availableOf,
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const ATM = '/api/user/Withdraw/atm';
const LIST = '/api/user/Withdraw/index';
const APPROVE = '/api/admin/Withdraw/approve';
const REJECT = '/api/admin/Withdraw/reject';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

/** Small limits, so a few requests reach them. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  withdrawals: {
    USDT: { minimum: usdt('10'), fee: usdt('1'), memberDailyLimit: usdt('50'), dailyLimit: usdt('80') },
    USDC: { minimum: usdt('10'), fee: 0n, memberDailyLimit: usdt('50'), dailyLimit: usdt('80') },
  },
};

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;
const apps: FastifyInstance[] = [];

async function appWith(overrides: EnvInput = {}): Promise<FastifyInstance> {
  const env = await testEnv({
    RPC_URL_56: anvil.rpcUrl,
    USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
    USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
    HOT_WALLET_KEY: DEV_HOT_WALLET.privateKey,
    CONFIRMATIONS_56: '1',
    WAIT_FOR_FINALIZED: 'false',
    OPERATOR_ADDRESSES: devAccount(3).address,
    ...overrides,
  });
  const built = await buildApp({ env, db, economy: ECONOMY });
  await built.ready();
  apps.push(built);
  return built;
}

async function member(usdtFunds = '1000'): Promise<TestMember> {
  const signedIn = await signInNewMember(app, db);
  await fundMember(db, signedIn.memberId, 'USDT', usdt(usdtFunds));
  await fundMember(db, signedIn.memberId, 'USDC', usdt(usdtFunds));
  return signedIn;
}

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code).toBe(ERRORS[name].code);
}

async function withdrawalCount(): Promise<number> {
  return (await db.select().from(withdrawals)).length;
}

async function frozenOf(memberId: number, asset: 'USDT' | 'USDC' = 'USDT'): Promise<bigint> {
  return (await ledger.balances(db, memberId)).find((balance) => balance.asset === asset)?.frozen ?? 0n;
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await appWith();
  const operatorSession = await signIn(app, devAccount(3), { referee: 'MARSBASE' });
  operator = { memberId: 0, address: operatorSession.address, headers: sessionHeaders(operatorSession) };
}, 120_000);

afterEach(async () => {
  await expectCleanLedger(db);
  // Each test starts on a new UTC day's worth of limits: earlier withdrawals no longer count.
  await db.execute(sql`update withdrawal set created_at = created_at - interval '2 days'`);
});

afterAll(async () => {
  for (const built of apps) await built.close();
  await database?.close();
  await anvil?.stop();
});

describe('POST /api/user/Withdraw/atm', () => {
  it("freezes the amount and answers the queued withdrawal to the member's own address", async () => {
    const alice = await member();
    const response = await postWrite(
      app,
      ATM,
      { asset: 'USDT', amount: usdt('20').toString(), chainId: 56 },
      alice,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Withdrawal Successful',
      data: {
        id: expect.any(String),
        asset: 'USDT',
        chainId: 56,
        to: alice.address,
        amount: usdt('20').toString(),
        fee: usdt('1').toString(),
        received: usdt('19').toString(),
        status: 'queued',
        txHash: null,
        createdAt: expect.stringMatching(/^\d{4}-/),
        updatedAt: expect.stringMatching(/^\d{4}-/),
      },
    });
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('980'));
    expect(await frozenOf(alice.memberId)).toBe(usdt('20'));

    const listed = await post(app, LIST, {}, alice.headers);
    expect(listed.json().data).toMatchObject({ total: 1, page: 1, list: [{ id: response.json().data.id }] });
  });

  it(`answers a repeated key with the first answer, refuses the key with another body, and needs a key ${RACES_ON_POSTGRES}`, async () => {
    const alice = await member();
    const key = randomUUID();
    const body = { asset: 'USDT', amount: usdt('15').toString(), chainId: 56 };
    const [first, second] = await Promise.all([
      postWrite(app, ATM, body, alice, key),
      postWrite(app, ATM, body, alice, key),
    ]);
    expect(second.json()).toEqual(first.json());
    expectError(
      await postWrite(app, ATM, { ...body, amount: usdt('16').toString() }, alice, key),
      'idempotencyKeyConflict',
    );
    expectError(await postWrite(app, ATM, body, alice, null), 'idempotencyKeyRequired');
    expect(await frozenOf(alice.memberId)).toBe(usdt('15'));
    expect((await post(app, LIST, {}, alice.headers)).json().data.total).toBe(1);
  });

  it('refuses amounts below the minimum, too precise for the chain, above the balance, and unknown chains; writes nothing', async () => {
    const alice = await member('30');
    const before = await withdrawalCount();
    const below = await postWrite(
      app,
      ATM,
      { asset: 'USDT', amount: usdt('9.99').toString(), chainId: 56 },
      alice,
    );
    expectError(below, 'withdrawBelowMinimum');
    expect(below.json()).toMatchObject({
      msg: 'Minimum withdrawal 10 USDT',
      data: { asset: 'USDT', min: usdt('10').toString() },
    });

    // Ethereum's USDT has 6 decimals.
    const precise = await postWrite(
      app,
      ATM,
      { asset: 'USDT', amount: (usdt('11') + 1n).toString(), chainId: 1 },
      alice,
    );
    expectError(precise, 'withdrawAmountPrecision');
    expect(precise.json().msg).toBe('On this network the amount can have at most 6 decimal places');

    expectError(
      await postWrite(app, ATM, { asset: 'USDT', amount: usdt('31').toString(), chainId: 56 }, alice),
      'insufficientBalance',
    );
    const onlyBsc = await appWith({ ALLOWED_CHAIN_IDS: '56' });
    expectError(
      await postWrite(onlyBsc, ATM, { asset: 'USDT', amount: usdt('11').toString(), chainId: 1 }, alice),
      'withdrawChainUnavailable',
    );
    expectError(
      await postWrite(app, ATM, { asset: 'USDT', amount: usdt('11').toString(), chainId: 137 }, alice),
      'validation',
    );
    expectError(
      await postWrite(app, ATM, { asset: 'MM', amount: usdt('11').toString(), chainId: 56 }, alice),
      'validation',
    );

    expect(await withdrawalCount()).toBe(before);
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('30'));
    expect(await frozenOf(alice.memberId)).toBe(0n);
  });

  it('refuses a body that tries to choose the destination, status or fee, and changes nothing', async () => {
    const alice = await member();
    const before = await withdrawalCount();
    for (const extra of [
      { to: devAccount(4).address },
      { status: 'completed' },
      { fee: '0' },
      { memberId: 1 },
    ]) {
      expectError(
        await postWrite(
          app,
          ATM,
          { asset: 'USDT', amount: usdt('12').toString(), chainId: 56, ...extra },
          alice,
        ),
        'validation',
      );
    }
    expect(await withdrawalCount()).toBe(before);
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('1000'));
  });

  it(`holds withdrawals past a member's daily limit, or everyone's, for an operator, also when requested at once ${RACES_ON_POSTGRES}`, async () => {
    const alice = await member();
    const bob = await member();
    const requests = Array.from({ length: 8 }, () =>
      postWrite(app, ATM, { asset: 'USDT', amount: usdt('10').toString(), chainId: 56 }, alice),
    );
    const answers = (await Promise.all(requests)).map((response) => response.json().data);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'awaitingApproval')).toHaveLength(3);
    expect(await frozenOf(alice.memberId)).toBe(usdt('80'));

    // 50 of everyone's 80 are taken: bob's 30 still fits, his next 10 passes his own limit but not everyone's.
    const third = await postWrite(
      app,
      ATM,
      { asset: 'USDT', amount: usdt('30').toString(), chainId: 56 },
      bob,
    );
    expect(third.json().data.status).toBe('queued');
    const fourth = await postWrite(
      app,
      ATM,
      { asset: 'USDT', amount: usdt('10').toString(), chainId: 56 },
      bob,
    );
    expect(fourth.json().data.status).toBe('awaitingApproval');

    const pending = await post(app, '/api/admin/Withdraw/index', {}, operator.headers);
    expect(pending.json().data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ member: alice.address, approvalReason: 'memberDailyLimit' }),
        expect.objectContaining({
          member: bob.address,
          approvalReason: 'dailyLimit',
          id: fourth.json().data.id,
        }),
      ]),
    );
  });

  it('holds every withdrawal for an operator when there is no hot wallet', async () => {
    const noHotWallet = await appWith({ HOT_WALLET_KEY: undefined });
    const alice = await member();
    const response = await postWrite(
      noHotWallet,
      ATM,
      { asset: 'USDC', amount: usdt('10').toString(), chainId: 56 },
      alice,
    );
    expect(response.json().data).toMatchObject({
      status: 'awaitingApproval',
      fee: '0',
      received: usdt('10').toString(),
    });
    const listed = await post(
      noHotWallet,
      '/api/admin/Withdraw/index',
      { status: 'awaitingApproval' },
      operator.headers,
    );
    expect(listed.json().data.list).toContainEqual(
      expect.objectContaining({ id: response.json().data.id, approvalReason: 'noHotWallet' }),
    );
  });
});

describe('operator decisions', () => {
  it('approve sends the withdrawal, reject returns the funds, once each; others may not decide', async () => {
    const alice = await member();
    const held = async () => {
      const response = await postWrite(
        app,
        ATM,
        { asset: 'USDT', amount: usdt('60').toString(), chainId: 56 },
        alice,
      );
      expect(response.json().data.status).toBe('awaitingApproval');
      return response.json().data.id as string;
    };
    const [toApprove, toReject] = [await held(), await held()];
    expect(await frozenOf(alice.memberId)).toBe(usdt('120'));

    expectError(await postWrite(app, APPROVE, { id: toApprove }, alice), 'operatorOnly');
    expectError(await postWrite(app, REJECT, { id: toApprove }, alice), 'operatorOnly');
    expectError(await post(app, '/api/admin/Withdraw/index', {}, alice.headers), 'operatorOnly');
    expectError(await post(app, APPROVE, { id: toApprove }), 'sessionInvalid');
    expectError(await postWrite(app, APPROVE, { id: toApprove }, operator, null), 'idempotencyKeyRequired');

    const approved = await postWrite(app, APPROVE, { id: toApprove }, operator);
    expect(approved.json().data).toMatchObject({
      id: toApprove,
      status: 'queued',
      decidedBy: operator.address,
    });
    expectError(await postWrite(app, APPROVE, { id: toApprove }, operator), 'withdrawalNotAwaitingApproval');
    expectError(await postWrite(app, REJECT, { id: toApprove }, operator), 'withdrawalNotAwaitingApproval');
    expectError(await postWrite(app, APPROVE, { id: randomUUID() }, operator), 'withdrawalNotFound');

    const rejected = await postWrite(app, REJECT, { id: toReject }, operator);
    expect(rejected.json().data).toMatchObject({ id: toReject, status: 'rejected' });
    expect(await frozenOf(alice.memberId)).toBe(usdt('60'));
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('940'));

    // The hot wallet pays the approved one.
    const sender = withdrawalSender({
      db,
      chain: {
        chainId: 56,
        rpcUrl: anvil.rpcUrl,
        confirmations: 1,
        waitForFinalized: false,
        tokens: [{ asset: 'USDT', address: DEV_TOKENS.USDT.address, decimals: 18 }],
      },
      hotWalletKey: DEV_HOT_WALLET.privateKey,
      log: silentChainLog,
    });
    await sender.step();
    await devTestClient(anvil.rpcUrl).mine({ blocks: 1 });
    await sender.step();
    expect(await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDT.address, alice.address as `0x${string}`)).toBe(
      usdt('59'),
    );
    const mine = (await post(app, LIST, {}, alice.headers)).json().data.list;
    expect(mine.map((entry: { id: string; status: string }) => [entry.id, entry.status])).toEqual(
      expect.arrayContaining([
        [toApprove, 'completed'],
        [toReject, 'rejected'],
      ]),
    );
    expect(await frozenOf(alice.memberId)).toBe(0n);
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('940'));
  });

  it(`answers a repeated key with the first decision, refuses it with another body or decision, and decides once at a time ${RACES_ON_POSTGRES}`, async () => {
    const alice = await member();
    const held = async () => {
      const response = await postWrite(
        app,
        ATM,
        { asset: 'USDC', amount: usdt('60').toString(), chainId: 56 },
        alice,
      );
      expect(response.json().data.status).toBe('awaitingApproval');
      return response.json().data.id as string;
    };
    const [first, second, third] = [await held(), await held(), await held()];
    const statusOf = async (id: string) =>
      (await db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;

    // Five requests with one key at once: one decision, five times the same answer.
    const key = randomUUID();
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => postWrite(app, APPROVE, { id: first }, operator, key)),
    );
    for (const answer of approvals) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(approvals[0]?.json());
    }
    expect(approvals[0]?.json().data).toMatchObject({
      id: first,
      status: 'queued',
      decidedBy: operator.address,
    });
    // Later, when approving again would be refused, the key still answers the first answer.
    expect((await postWrite(app, APPROVE, { id: first }, operator, key)).json()).toEqual(
      approvals[0]?.json(),
    );
    expectError(await postWrite(app, APPROVE, { id: second }, operator, key), 'idempotencyKeyConflict');
    expectError(await postWrite(app, REJECT, { id: first }, operator, key), 'idempotencyKeyConflict');
    expect(await statusOf(second)).toBe('awaitingApproval');

    // A refusal is kept for its key too.
    const unknownKey = randomUUID();
    const unknown = { id: randomUUID() };
    const refused = await postWrite(app, REJECT, unknown, operator, unknownKey);
    expectError(refused, 'withdrawalNotFound');
    expect((await postWrite(app, REJECT, unknown, operator, unknownKey)).json()).toEqual(refused.json());

    // Rejections with one key and approvals with another, all at once: exactly one side decides.
    const [rejectKey, approveKey] = [randomUUID(), randomUUID()];
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? postWrite(app, REJECT, { id: second }, operator, rejectKey)
          : postWrite(app, APPROVE, { id: second }, operator, approveKey),
      ),
    );
    const codes = raced.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(4);
    expect(codes.filter((code) => code === ERRORS.withdrawalNotAwaitingApproval.code)).toHaveLength(4);
    const rejectedFirst = raced[0]?.json().code === 200;
    expect(await statusOf(second)).toBe(rejectedFirst ? 'rejected' : 'queued');

    const rejections = await Promise.all(
      Array.from({ length: 5 }, () => postWrite(app, REJECT, { id: third }, operator, 'reject-third-once')),
    );
    for (const answer of rejections) expect(answer.json()).toEqual(rejections[0]?.json());
    expect(rejections[0]?.json().data).toMatchObject({ id: third, status: 'rejected' });
    const returned = rejectedFirst ? usdt('120') : usdt('60');
    expect(await frozenOf(alice.memberId, 'USDC')).toBe(usdt('180') - returned);
    expect(await availableOf(db, alice.memberId, 'USDC')).toBe(usdt('820') + returned);
  });

  it("never shows a member another member's withdrawals", async () => {
    const [alice, bob] = [await member(), await member()];
    await postWrite(app, ATM, { asset: 'USDC', amount: usdt('10').toString(), chainId: 56 }, alice);
    const bobs = await post(app, LIST, {}, bob.headers);
    expect(bobs.json().data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    const filtered = await post(app, LIST, { asset: 'USDT' }, alice.headers);
    expect(filtered.json().data.total).toBe(0);
    const all = await post(app, LIST, { status: 'queued' }, alice.headers);
    expect(all.json().data.total).toBe(1);
  });
});
