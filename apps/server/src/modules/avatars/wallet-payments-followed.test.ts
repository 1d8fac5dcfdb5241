import type { Order, OrderCreateNewdappResponse } from '@colony/contract/avatars';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devClients, devTestClient } from '@colony/devchain/clients';
import { DEV_TREASURY } from '@colony/devchain/dev-keys';
import {
  DEV_LOOK_ALIKE_USDT,
  DEV_TOKENS,
  deployDevTokens,
  mintTestToken,
  sendTestToken,
} from '@colony/devchain/tokens';
import type { FastifyInstance } from 'fastify';
import { encodeFunctionData, type Hash, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentChainLog } from '../../chain/chain-log.ts';
import { depositWatcher } from '../../chain/deposit-watcher.ts';
import { ERC20_ABI } from '../../chain/erc20.ts';
import type { Database, Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import type { EnvInput } from '../../env.ts';
import {
  availableOf,
  expectCleanLedger,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { avatarContextOf } from './context.ts';
import { type AvatarContext, placeOrderPaidByDeposit } from './service.ts';
import { walletPaymentFollower } from './wallet-payments.ts';

const CREATE_NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const DETAIL = '/api/nft/nft_order/orderDetail';
const LIST = '/api/nft/nft_order/getOrderList';
const MINE = '/api/nft/nft_order/index';
const usdt = (whole: string) => parseUnits(whole, 18);

const CHAIN_ENV: () => EnvInput = () => ({
  RPC_URL_56: anvil.rpcUrl,
  USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
  USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
  TREASURY_ADDRESS: DEV_TREASURY.address,
  CONFIRMATIONS_56: '2',
  WAIT_FOR_FINALIZED: 'false',
});

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
let avatars: AvatarContext;

/** A member whose wallet has gas, 1000 test USDT and 1000 of a look-alike token. */
async function payer() {
  const account = privateKeyToAccount(generatePrivateKey());
  await devTestClient(anvil.rpcUrl).setBalance({ address: account.address, value: parseEther('1') });
  for (const token of [DEV_TOKENS.USDT.address, DEV_LOOK_ALIKE_USDT.address]) {
    await mintTestToken({ rpcUrl: anvil.rpcUrl, token, to: account.address, amount: usdt('1000') });
  }
  return { account, member: await signInNewMember(app, db, account) };
}

/** One pass of the deposit watcher as the jobs run it: crediting a deposit places the order it pays for. */
async function catchUp() {
  const chain = avatars.chains.get(56);
  if (!chain || !avatars.treasury) throw new Error('no chain');
  await depositWatcher({
    db,
    chain,
    treasury: avatars.treasury,
    log: silentChainLog,
    onCredited: (tx, deposit) => placeOrderPaidByDeposit(tx, avatars, deposit),
  }).catchUp();
}

/** One pass of the wallet payments job as the jobs run it. */
async function followPayments() {
  const chain = avatars.chains.get(56);
  if (!chain) throw new Error('no chain');
  await walletPaymentFollower({ db, chain, log: silentChainLog }).step();
}

async function orderFor(member: TestMember, txHash: Hash): Promise<Order> {
  const response = await postWrite(
    app,
    CREATE_NEWDAPP,
    { avatarId: 1, asset: 'USDT', chainId: 56, txHash },
    member,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as OrderCreateNewdappResponse).order;
}

async function detail(member: TestMember, id: string): Promise<Order> {
  const response = await post(app, DETAIL, { id }, member.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, CHAIN_ENV());
  avatars = avatarContextOf(await testEnv(CHAIN_ENV()), DEFAULT_ECONOMY);
  await catchUp();
}, 120_000);

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await anvil?.stop();
});

describe('avatars paid from the wallet', () => {
  it('waits for the deposit of the transfer, then the avatar is the member’s and the price the treasury’s', async () => {
    const { account, member } = await payer();
    const txHash = await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_TOKENS.USDT.address,
      from: account,
      to: DEV_TREASURY.address,
      amount: usdt('100'),
    });
    const order = await orderFor(member, txHash);
    expect(order).toMatchObject({ status: 'awaitingPayment', payment: { chainId: 56, txHash } });
    // Mined but not yet confirmed: still waiting.
    expect((await detail(member, order.id)).status).toBe('awaitingPayment');

    await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
    await catchUp();
    expect(await detail(member, order.id)).toMatchObject({ status: 'paid', failure: null });
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(0n);
    const mine = (await post(app, MINE, {}, member.headers)).json().data;
    expect(mine.avatars).toHaveLength(1);
    expect(mine.avatars[0]).toMatchObject({ avatarId: 1, orderId: order.id });
  });

  it('fails the order of a reverted transfer ("Transaction failed") and of one that pays nothing, and buys nothing', async () => {
    const { account, member } = await payer();
    const { walletClient } = devClients(anvil.rpcUrl, account);
    // More than the wallet holds, with the gas given so the wallet sends it anyway: mined and reverted.
    const reverted: Hash = await walletClient.sendTransaction({
      to: DEV_TOKENS.USDT.address,
      data: encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'transfer',
        args: [DEV_TREASURY.address, usdt('5000')],
      }),
      gas: 100_000n,
    });
    const lookAlike = await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_LOOK_ALIKE_USDT.address,
      from: account,
      to: DEV_TREASURY.address,
      amount: usdt('100'),
    });
    const revertedOrder = await orderFor(member, reverted);
    const lookAlikeOrder = await orderFor(member, lookAlike);
    await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
    await catchUp();
    await followPayments();

    expect(await detail(member, revertedOrder.id)).toMatchObject({
      status: 'failed',
      failure: 'transactionFailed',
    });
    const list = (await post(app, LIST, { page: 1, limit: 10 }, member.headers)).json().data;
    expect(list.list.find((entry: Order) => entry.id === lookAlikeOrder.id)).toMatchObject({
      status: 'failed',
      failure: 'paymentNotFound',
    });
    // Failed once and for all: asking again changes nothing.
    expect((await detail(member, revertedOrder.id)).settledAt).not.toBeNull();
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(0n);
    expect((await post(app, MINE, {}, member.headers)).json().data.avatars).toEqual([]);
  });
});
