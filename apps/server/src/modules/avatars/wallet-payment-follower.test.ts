import type { Order } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devTestClient } from '@colony/devchain/clients';
import { DEV_TREASURY } from '@colony/devchain/dev-keys';
import { DEV_TOKENS, deployDevTokens, mintTestToken, sendTestToken } from '@colony/devchain/tokens';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Hash, keccak256, parseEther, parseUnits, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentChainLog } from '../../chain/chain-log.ts';
import type { ChainSettings } from '../../chain/chain-settings.ts';
import { depositWatcher } from '../../chain/deposit-watcher.ts';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import type { EnvInput } from '../../env.ts';
import { type CountingRpc, countingRpc } from '../../test/counting-rpc.ts';
import { expectCleanLedger, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { avatarContextOf } from './context.ts';
import { placeOrderPaidByDeposit, UNPAID_WALLET_ORDERS_LIMIT } from './service.ts';
import { UNSEEN_PAYMENT_MS, walletPaymentFollower } from './wallet-payments.ts';

/**
 * Wallet orders awaiting their payment cost the chain's node nothing when a member reads them: the
 * wallet payments job asks about them, a bounded batch a pass, and a member has only a few at once.
 * The server's node is a counting relay in front of anvil, so every question it is asked shows.
 */

const NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const LIST = '/api/nft/nft_order/getOrderList';
const DETAIL = '/api/nft/nft_order/orderDetail';
const CANCEL = '/api/nft/nft_order/orderCancel';
const usdt = (whole: string) => parseUnits(whole, 18);

let anvil: Anvil;
let rpc: CountingRpc;
let database: Database;
let db: Db;
let app: FastifyInstance;
let chain: ChainSettings;

const chainEnv = (rpcUrl: string): EnvInput => ({
  RPC_URL_56: rpcUrl,
  USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
  USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
  TREASURY_ADDRESS: DEV_TREASURY.address,
  CONFIRMATIONS_56: '2',
  WAIT_FOR_FINALIZED: 'false',
});

/** A transaction hash no node has ever seen. */
const unseenHash = (label: string): Hash => keccak256(stringToHex(`never sent: ${label}: ${Math.random()}`));

const walletOrder = (member: TestMember, txHash: Hash, headers: Record<string, string> = {}) =>
  postWrite(app, NEWDAPP, { avatarId: 1, asset: 'USDT', chainId: 56, txHash }, member, undefined, headers);

async function detail(member: TestMember, id: string): Promise<Order> {
  return (await post(app, DETAIL, { id }, member.headers)).json().data;
}

/** One pass of the job on the counting node; every order due at once unless told otherwise. */
function follower(options: { batch?: number; now?: () => number } = {}) {
  return walletPaymentFollower({
    db,
    chain: { ...chain, rpcUrl: rpc.url },
    log: silentChainLog,
    recheckAfterMs: 0,
    ...options,
  });
}

async function catchUp() {
  await depositWatcher({
    db,
    chain,
    treasury: DEV_TREASURY.address,
    log: silentChainLog,
    onCredited: (tx, deposit) => placeOrderPaidByDeposit(tx, avatarContextOf(env, DEFAULT_ECONOMY), deposit),
  }).catchUp();
}

let env: Awaited<ReturnType<typeof testEnv>>;

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  rpc = await countingRpc(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, chainEnv(rpc.url));
  env = await testEnv(chainEnv(anvil.rpcUrl));
  const settings = avatarContextOf(env, DEFAULT_ECONOMY).chains.get(56);
  if (!settings) throw new Error('no chain 56');
  chain = settings;
  await catchUp();
}, 120_000);

afterEach(async () => {
  // Nothing left waiting for the next test: the cap and the batches count every awaiting order.
  await db.execute(
    sql`update avatar_order set status = 'cancelled', settled_at = now() where status = 'awaitingPayment'`,
  );
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await rpc?.close();
  await database?.close();
  await anvil?.stop();
});

describe('wallet orders awaiting their payment', () => {
  it('are read, listed and looked at one by one without a question to the chain', async () => {
    const member = await signInNewMember(app, db);
    const ids: string[] = [];
    for (const i of [1, 2, 3]) {
      const created = await walletOrder(member, unseenHash(`read ${i}`));
      expect(created.statusCode, created.body).toBe(200);
      ids.push(created.json().data.order.id);
    }
    rpc.reset();
    const list = await post(app, LIST, { page: 1, limit: 50 }, member.headers);
    expect(list.json().data.list.map((order: Order) => order.status)).toEqual(
      ids.map(() => 'awaitingPayment'),
    );
    for (const id of ids) expect((await detail(member, id)).status).toBe('awaitingPayment');
    expect(rpc.counts()).toEqual({});
  });

  it(`are at most ${UNPAID_WALLET_ORDERS_LIMIT} a member: the next is refused with nothing written, until one ends`, async () => {
    const member = await signInNewMember(app, db);
    const other = await signInNewMember(app, db);
    const ids: string[] = [];
    for (let i = 0; i < UNPAID_WALLET_ORDERS_LIMIT; i++)
      ids.push((await walletOrder(member, unseenHash(`cap ${i}`))).json().data.order.id);
    const count = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from avatar_order where member_id = ${member.memberId}`,
        )
      )[0]?.n;
    const before = await count();
    const refused = await walletOrder(member, unseenHash('cap over'), { 'accept-language': 'jp' });
    expect(refused.statusCode).toBe(ERRORS.unpaidWalletOrdersLimit.status);
    expect(refused.json()).toMatchObject({
      code: ERRORS.unpaidWalletOrdersLimit.code,
      msg: translate('jp', 'errors.unpaidWalletOrdersLimit', { limit: UNPAID_WALLET_ORDERS_LIMIT }),
      data: { limit: UNPAID_WALLET_ORDERS_LIMIT },
    });
    expect(await count()).toBe(before);
    // Another member is not held back by them.
    expect((await walletOrder(other, unseenHash('cap other'))).statusCode).toBe(200);
    // Giving one up makes room for one more.
    expect((await postWrite(app, CANCEL, { id: ids[0] }, member)).statusCode).toBe(200);
    expect((await walletOrder(member, unseenHash('cap again'))).statusCode).toBe(200);
  });

  it('are checked by the job a bounded batch a pass, least recently checked first, and the chain is asked nothing when none await', async () => {
    rpc.reset();
    expect(await follower().step()).toEqual({ checked: 0, failed: 0 });
    expect(rpc.total()).toBe(0);

    const members = [await signInNewMember(app, db), await signInNewMember(app, db)];
    const ids: string[] = [];
    for (const [index, member] of members.entries()) {
      for (let i = 0; i < 2; i++)
        ids.push((await walletOrder(member, unseenHash(`batch ${index} ${i}`))).json().data.order.id);
    }
    rpc.reset();
    expect(await follower({ batch: 3 }).step()).toEqual({ checked: 3, failed: 0 });
    expect(rpc.counts()).toEqual({ eth_getTransactionReceipt: 3 });
    const unchecked = await rows<{ id: string }>(
      db,
      sql`select id from avatar_order where status = 'awaitingPayment' and payment_checked_at is null`,
    );
    expect(unchecked.map((row) => row.id)).toHaveLength(1);
    expect(ids).toContain(unchecked[0]?.id);
    // The one left out comes first in the next pass.
    rpc.reset();
    expect(await follower({ batch: 1 }).step()).toEqual({ checked: 1, failed: 0 });
    expect(rpc.counts()).toEqual({ eth_getTransactionReceipt: 1 });
    const [left] = await rows<{ checked: boolean }>(
      db,
      sql`select payment_checked_at is not null as checked from avatar_order where id = ${unchecked[0]?.id ?? ''}`,
    );
    expect(left?.checked).toBe(true);
  });

  it('fail minutes after their order when the node has never seen the transaction, and wait while it is on its way', async () => {
    const member = await signInNewMember(app, db);
    const account = privateKeyToAccount(generatePrivateKey());
    await devTestClient(anvil.rpcUrl).setBalance({ address: account.address, value: parseEther('1') });
    await mintTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_TOKENS.USDT.address,
      to: account.address,
      amount: usdt('200'),
    });
    const payer = await signInNewMember(app, db, account);
    const never = (await walletOrder(member, unseenHash('never'))).json().data.order as Order;
    const sent = await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_TOKENS.USDT.address,
      from: account,
      to: DEV_TREASURY.address,
      amount: usdt('100'),
    });
    const paying = (await walletOrder(payer, sent)).json().data.order as Order;

    // Within the minutes a transaction may take to reach the node: both wait.
    expect(await follower().step()).toEqual({ checked: 2, failed: 0 });
    const later = () => Date.now() + UNSEEN_PAYMENT_MS + 1000;
    rpc.reset();
    expect(await follower({ now: later }).step()).toEqual({ checked: 2, failed: 1 });
    // The one without a receipt was asked about once more: unknown to the node, it fails.
    expect(rpc.counts()).toEqual({ eth_getTransactionReceipt: 2, eth_getTransactionByHash: 1 });
    expect(await detail(member, never.id)).toMatchObject({ status: 'failed', failure: 'paymentNotFound' });
    // The sent one is mined, not yet confirmed: it keeps waiting, then its deposit buys the avatar.
    expect((await detail(payer, paying.id)).status).toBe('awaitingPayment');
    await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
    await catchUp();
    expect(await detail(payer, paying.id)).toMatchObject({ status: 'paid' });
    expect(await follower({ now: later }).step()).toEqual({ checked: 0, failed: 0 });
  });
});
