import type { Order } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devClients, devTestClient } from '@colony/devchain/clients';
import { DEV_TREASURY } from '@colony/devchain/dev-keys';
import { DEV_TOKENS, deployDevTokens, mintTestToken, sendTestToken } from '@colony/devchain/tokens';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { encodeFunctionData, type Hash, parseEther } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentChainLog } from '../../chain/chain-log.ts';
import { depositWatcher } from '../../chain/deposit-watcher.ts';
import { ERC20_ABI } from '../../chain/erc20.ts';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import type { EnvInput } from '../../env.ts';
import { ledger } from '../../ledger/ledger.ts';
import { expectCleanLedger, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { avatarContextOf } from './context.ts';
import { type AvatarContext, placeOrderPaidByDeposit } from './service.ts';
import { failUnpaidWalletOrders } from './settlement-queries.ts';
import { walletPaymentFollower } from './wallet-payments.ts';

/**
 * Avatars paid from the wallet on a real chain (anvil): the member sends the price to the treasury,
 * then `orderCreateNewdapp` names the transaction; the deposit watcher places the order in the
 * transaction that credits the deposit, or the order is placed at once when the deposit is credited
 * already. A transaction pays one order, only with what it sent, and only once.
 */

const NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const CREATE = '/api/nft/nft_order/orderCreate';
const DETAIL = '/api/nft/nft_order/orderDetail';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

/** One main avatar a day, so a test reaches the end of the supply. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) => (rule.id === 1 ? { ...rule, dailySupply: 1 } : rule)),
};

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
let context: AvatarContext;

function chainEnv(): EnvInput {
  return {
    RPC_URL_56: anvil.rpcUrl,
    USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
    USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
    TREASURY_ADDRESS: DEV_TREASURY.address,
    CONFIRMATIONS_56: '2',
    WAIT_FOR_FINALIZED: 'false',
    SETTLEMENT_ALLOW_FUTURE: 'true',
  };
}

/** The deposit watcher as the server runs it: placing the orders a deposit pays in its crediting transaction. */
function watcher(
  onCredited = (tx: Db, deposit: { chainId: number; txHash: string; memberId: number }) =>
    placeOrderPaidByDeposit(tx, context, deposit),
) {
  return depositWatcher({
    db,
    chain: {
      chainId: 56,
      rpcUrl: anvil.rpcUrl,
      confirmations: 2,
      waitForFinalized: false,
      tokens: [
        { asset: 'USDT', address: DEV_TOKENS.USDT.address, decimals: 18 },
        { asset: 'USDC', address: DEV_TOKENS.USDC.address, decimals: 18 },
      ],
    },
    treasury: DEV_TREASURY.address,
    log: silentChainLog,
    onCredited,
  });
}

/** One pass of the wallet payments job: orders whose transaction cannot pay fail. */
async function followPayments() {
  const chain = context.chains.get(56);
  if (!chain) throw new Error('no chain');
  await walletPaymentFollower({ db, chain, log: silentChainLog, recheckAfterMs: 0 }).step();
}

/** Mines past the confirmations and lets the watcher credit what it finds. */
async function confirm() {
  await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
  await watcher().catchUp();
}

interface WalletMember extends TestMember {
  account: PrivateKeyAccount;
}

/** A new wallet with gas and 1000 test USDT and USDC, signed in as a member. */
async function wallet(): Promise<WalletMember> {
  const account = privateKeyToAccount(generatePrivateKey());
  await devTestClient(anvil.rpcUrl).setBalance({ address: account.address, value: parseEther('1') });
  for (const token of [DEV_TOKENS.USDT.address, DEV_TOKENS.USDC.address]) {
    await mintTestToken({ rpcUrl: anvil.rpcUrl, token, to: account.address, amount: usdt('1000') });
  }
  return { ...(await signInNewMember(app, db, account)), account };
}

async function pay(member: WalletMember, whole: string, asset: 'USDT' | 'USDC' = 'USDT'): Promise<Hash> {
  return sendTestToken({
    rpcUrl: anvil.rpcUrl,
    token: DEV_TOKENS[asset].address,
    from: member.account,
    to: DEV_TREASURY.address,
    amount: usdt(whole),
  });
}

function orderFor(
  member: WalletMember,
  txHash: Hash,
  body: { avatarId?: number; asset?: string; queue?: boolean } = {},
) {
  return postWrite(app, NEWDAPP, { avatarId: 1, asset: 'USDT', chainId: 56, txHash, ...body }, member);
}

async function detail(member: TestMember, id: string): Promise<Order> {
  return (await post(app, DETAIL, { id }, member.headers)).json().data;
}

async function balance(member: TestMember, asset: 'USDT' | 'USDC' = 'USDT') {
  const found = (await ledger.balances(db, member.memberId)).find((entry) => entry.asset === asset);
  return { available: found?.available ?? 0n, frozen: found?.frozen ?? 0n };
}

async function avatarsOf(member: TestMember): Promise<number> {
  return (await post(app, '/api/nft/nft_order/index', {}, member.headers)).json().data.avatars.length;
}

/** Journal rows, orders and deposits of a member: what a refusal must leave as it was. */
async function footprint(member: TestMember) {
  const [row] = await rows<{ transfers: number; orders: number; deposits: number }>(
    db,
    sql`select
      (select count(*)::int from ledger_transfer t join ledger_account a on a.id in (t.debit_account_id, t.credit_account_id)
        where a.member_id = ${member.memberId}) as transfers,
      (select count(*)::int from avatar_order where member_id = ${member.memberId}) as orders,
      (select count(*)::int from deposit where member_id = ${member.memberId}) as deposits`,
  );
  return row;
}

/** Sells the rest of today's main avatars from the balance of a funded member. */
async function sellOut() {
  const buyer = await wallet();
  await pay(buyer, '500');
  await confirm();
  while ((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer)).json().code === 200);
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, chainEnv(), { economy: ECONOMY });
  context = avatarContextOf(await testEnv(chainEnv()), ECONOMY);
  // The watcher starts reading after the token setup.
  await watcher().catchUp();
}, 120_000);

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await anvil?.stop();
});

describe('an avatar paid from the wallet', () => {
  /** The team events of the member's sales. */
  const saleEvents = (member: TestMember) =>
    rows<{ performance: string; became_effective: boolean }>(
      db,
      sql`select performance::text, became_effective from team_event where member_id = ${member.memberId} and not joined`,
    );

  it('is placed by the watcher in the transaction that credits the deposit, or not at all', async () => {
    const member = await wallet();
    const hash = await pay(member, '100');
    const created = await orderFor(member, hash);
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = created.json().data;
    expect(order).toMatchObject({ status: 'awaitingPayment', payment: { chainId: 56, txHash: hash } });
    expect(payment).toEqual({
      chainId: 56,
      treasury: DEV_TREASURY.address,
      token: DEV_TOKENS.USDT.address,
      amount: usdt('100').toString(),
      decimals: 18,
    });

    // A crash after the order was placed and before the commit: neither the deposit nor the order.
    await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
    await expect(
      watcher(async (tx, deposit) => {
        await placeOrderPaidByDeposit(tx, context, deposit);
        throw new Error('crash before the commit');
      }).catchUp(),
    ).rejects.toThrow('crash before the commit');
    expect((await detail(member, order.id)).status).toBe('awaitingPayment');
    expect(await balance(member)).toEqual({ available: 0n, frozen: 0n });
    expect(await footprint(member)).toEqual({ transfers: 0, orders: 1, deposits: 0 });
    expect(await saleEvents(member)).toEqual([]);

    await watcher().catchUp();
    const placed = await detail(member, order.id);
    expect(placed).toMatchObject({ status: 'paid', ownedAvatarId: expect.any(Number) });
    // The deposit came in and the price went out to the treasury: nothing left, nothing frozen.
    expect(await balance(member)).toEqual({ available: 0n, frozen: 0n });
    expect(await avatarsOf(member)).toBe(1);
    const journal = await rows<{ kind: string; reference: string }>(
      db,
      sql`select t.kind, t.reference from ledger_transfer t join ledger_account a on a.id = t.debit_account_id
          where a.member_id = ${member.memberId}`,
    );
    expect(journal).toEqual([{ kind: 'avatar_purchase', reference: order.id }]);
    // The sale counts for the member's teams, in the same transaction.
    expect(await saleEvents(member)).toEqual([
      { performance: usdt('100').toString(), became_effective: true },
    ]);
    // The watcher going on places nothing more.
    await confirm();
    expect(await footprint(member)).toEqual({ transfers: 2, orders: 1, deposits: 1 });
  });

  it('is queued when the day is sold out and the member asked for the queue, and fails otherwise', async () => {
    await sellOut();
    const queued = await wallet();
    const refused = await wallet();
    const queuedOrder = (await orderFor(queued, await pay(queued, '100'), { queue: true })).json().data.order;
    const refusedOrder = (await orderFor(refused, await pay(refused, '100'))).json().data.order;
    await confirm();
    expect(await detail(queued, queuedOrder.id)).toMatchObject({ status: 'queued', queue: { ahead: 0 } });
    expect(await balance(queued)).toEqual({ available: 0n, frozen: usdt('100') });
    expect(await detail(refused, refusedOrder.id)).toMatchObject({ status: 'failed', failure: 'soldOut' });
    expect(await balance(refused)).toEqual({ available: usdt('100'), frozen: 0n });
    await postWrite(app, '/api/nft/nft_order/orderCancel', { id: queuedOrder.id }, queued);
  });

  it('is placed at once when its deposit was credited before the order came', async () => {
    const member = await wallet();
    const hash = await pay(member, '100', 'USDC');
    await confirm();
    expect(await balance(member, 'USDC')).toEqual({ available: usdt('100'), frozen: 0n });
    const answer = await orderFor(member, hash, { avatarId: 2, asset: 'USDC' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.order).toMatchObject({ status: 'paid', avatarId: 2 });
    expect(await balance(member, 'USDC')).toEqual({ available: usdt('70'), frozen: 0n });
  });

  it("takes one of its sender's orders per transaction; another member naming the hash first blocks nobody", async () => {
    const member = await wallet();
    const other = await wallet();
    const hash = await pay(member, '30');
    // Someone who saw the transaction claims it first: it can never pay them.
    const claimed = await orderFor(other, hash, { avatarId: 2 });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await orderFor(member, hash, { avatarId: 2 })).statusCode).toBe(200);
    const before = [await footprint(member), await footprint(other)];
    for (const [who, body] of [
      [member, { avatarId: 2 }],
      [member, { avatarId: 3, queue: true }],
      [other, { avatarId: 3 }],
    ] as const) {
      const again = await orderFor(who, hash, body);
      expect(again.statusCode).toBe(ERRORS.paymentAlreadyUsed.status);
      expect(again.json()).toMatchObject({
        code: ERRORS.paymentAlreadyUsed.code,
        data: { chainId: 56, txHash: hash },
      });
    }
    // The hash in another case is the same transaction.
    expect(
      (await orderFor(member, hash.toUpperCase().replace('0X', '0x') as Hash, { avatarId: 2 })).json().code,
    ).toBe(ERRORS.paymentAlreadyUsed.code);
    expect([await footprint(member), await footprint(other)]).toEqual(before);
    await confirm();
    expect(await avatarsOf(member)).toBe(1);
    expect(await avatarsOf(other)).toBe(0);
    // Once the watcher has read the block, the claim is known to hold nothing of theirs: it fails.
    await followPayments();
    const claim = claimed.json().data.order;
    expect(await detail(other, claim.id)).toMatchObject({ status: 'failed', failure: 'paymentNotFound' });
    expect(await footprint(other)).toEqual(before[1]);
  });

  it('is never placed by a reverted transaction', async () => {
    const member = await wallet();
    const { walletClient } = devClients(anvil.rpcUrl, member.account);
    const reverted: Hash = await walletClient.sendTransaction({
      to: DEV_TOKENS.USDT.address,
      data: encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'transfer',
        args: [DEV_TREASURY.address, usdt('5000')],
      }),
      gas: 100_000n,
    });
    const order = (await orderFor(member, reverted)).json().data.order;
    await confirm();
    await followPayments();
    // Once the chain shows the revert, the job fails the order ("Transaction failed").
    expect(await detail(member, order.id)).toMatchObject({
      status: 'failed',
      failure: 'transactionFailed',
      ownedAvatarId: null,
    });
    expect(await footprint(member)).toEqual({ transfers: 0, orders: 1, deposits: 0 });
    expect(await avatarsOf(member)).toBe(0);
  });

  it('fails when the transaction paid less than the price, or another stablecoin, and leaves the deposit on the balance', async () => {
    // The member has funds on the balance already: the order is still only paid by its transaction.
    const member = await wallet();
    await pay(member, '500');
    await confirm();
    const tooSmall = (await orderFor(member, await pay(member, '49'), { avatarId: 3 })).json().data.order;
    const otherCoin = (await orderFor(member, await pay(member, '50', 'USDC'), { avatarId: 3 })).json().data
      .order;
    await confirm();
    expect(await detail(member, tooSmall.id)).toMatchObject({
      status: 'failed',
      failure: 'insufficientBalance',
    });
    expect(await detail(member, otherCoin.id)).toMatchObject({
      status: 'failed',
      failure: 'paymentNotFound',
    });
    expect(await balance(member)).toEqual({ available: usdt('549'), frozen: 0n });
    expect(await balance(member, 'USDC')).toEqual({ available: usdt('50'), frozen: 0n });
    expect(await avatarsOf(member)).toBe(0);

    // The same when the deposit was credited before the order came.
    const late = await pay(member, '30');
    await confirm();
    const answer = (await orderFor(member, late, { avatarId: 3 })).json().data.order;
    expect(answer).toMatchObject({ status: 'failed', failure: 'insufficientBalance' });
    expect(await balance(member)).toEqual({ available: usdt('579'), frozen: 0n });
    expect(await avatarsOf(member)).toBe(0);
  });
});

describe('wallet orders whose payment never arrives', () => {
  it('fail at the first settlement a day after they were made, giving a guide’s place back', async () => {
    const member = await wallet();
    const neverSent = `0x${'ef'.repeat(32)}` as Hash;
    const order = (await orderFor(member, neverSent, { avatarId: 2 })).json().data.order;
    expect(order.status).toBe('awaitingPayment');
    const failedBy = (endsAt: Date) =>
      db.transaction((tx) => failUnpaidWalletOrders(tx as unknown as Db, endsAt));
    // A settlement ending within a day of the order leaves it waiting.
    expect(await failedBy(new Date(Date.now() + 12 * 3_600_000))).toBe(0);
    expect(await detail(member, order.id)).toMatchObject({ status: 'awaitingPayment' });
    expect(await failedBy(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await detail(member, order.id)).toMatchObject({ status: 'failed', failure: 'paymentNotFound' });
    expect(await footprint(member)).toMatchObject({ transfers: 0, deposits: 0 });
  });
});
