import type { Stablecoin } from '@colony/contract/assets';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devClients, devTestClient } from '@colony/devchain/clients';
import { sendContractCall } from '@colony/devchain/deploy';
import { DEV_HOT_WALLET, devAccount } from '@colony/devchain/dev-keys';
import { DEV_TOKENS, deployDevTokens, tokenBalance } from '@colony/devchain/tokens';
import { type Address, parseUnits, TransactionReceiptNotFoundError } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { ledger } from '../ledger/ledger.ts';
import { randomInviteCode } from '../modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../modules/members/queries.ts';
import { requestWithdrawal } from '../modules/withdrawals/service.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { type ChainClient, chainClient } from './chain-client.ts';
import { silentChainLog } from './chain-log.ts';
import type { ChainSettings } from './chain-settings.ts';
import { findWithdrawal } from './withdrawal-queries.ts';
import { withdrawalSender } from './withdrawal-sender.ts';

let anvil: Anvil;
let database: Database;
let db: Db;
let chain: ChainSettings;
const members = new Map<Address, number>();
const alice = devAccount(1);
const bob = devAccount(2);
const hotWallet = privateKeyToAccount(DEV_HOT_WALLET.privateKey);
const whole = (value: string) => parseUnits(value, 18);
const FEE = DEFAULT_ECONOMY.withdrawals.USDT.fee;

function sender(options: { client?: ChainClient; key?: boolean; lostAfterChecks?: number } = {}) {
  return withdrawalSender({
    db,
    chain,
    hotWalletKey: options.key === false ? undefined : DEV_HOT_WALLET.privateKey,
    log: silentChainLog,
    client: options.client,
    lostAfterChecks: options.lostAfterChecks,
  });
}

/** A client whose process dies when it broadcasts: just after the node took the transaction, or just before. */
function dyingClient(when: 'afterBroadcast' | 'beforeBroadcast'): ChainClient {
  const real = chainClient(chain);
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'sendRawTransaction') return Reflect.get(target, property, receiver);
      return async (args: Parameters<ChainClient['sendRawTransaction']>[0]) => {
        if (when === 'afterBroadcast') await target.sendRawTransaction(args);
        throw new Error('process killed');
      };
    },
  });
}

/** A node that has mined `hash` but answers, like an inconsistent node behind a load balancer, that it knows no receipt of it. */
function receiptHidingClient(hash: string): ChainClient {
  const real = chainClient(chain);
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'getTransactionReceipt') return Reflect.get(target, property, receiver);
      return async (args: Parameters<ChainClient['getTransactionReceipt']>[0]) => {
        if (args.hash.toLowerCase() === hash.toLowerCase())
          throw new TransactionReceiptNotFoundError({ hash: args.hash });
        return target.getTransactionReceipt(args);
      };
    },
  });
}

/** A node without the transactions of past blocks (a pruned node, or one that lost them). */
function blockHidingClient(): ChainClient {
  const real = chainClient(chain);
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'getBlock') return Reflect.get(target, property, receiver);
      return async (args: Parameters<ChainClient['getBlock']>[0]) => {
        if (args?.includeTransactions) throw new Error('missing trie node');
        return target.getBlock(args);
      };
    },
  });
}

async function withdraw(account: typeof alice, amount: bigint, asset: Stablecoin = 'USDT') {
  const memberId = members.get(account.address) ?? 0;
  return db.transaction((tx) =>
    requestWithdrawal(
      tx as unknown as Db,
      { chains: new Map([[56, chain]]), economy: DEFAULT_ECONOMY, hotWallet: true },
      { sessionId: 'test', memberId, address: account.address },
      { asset, amount: amount.toString(), chainId: 56 },
    ),
  );
}

async function balance(account: typeof alice, asset: Stablecoin = 'USDT') {
  const memberId = members.get(account.address) ?? 0;
  const found = (await ledger.balances(db, memberId)).find((entry) => entry.asset === asset);
  return { available: found?.available ?? 0n, frozen: found?.frozen ?? 0n };
}

const onChain = (account: Address, asset: Stablecoin = 'USDT') =>
  tokenBalance(anvil.rpcUrl, DEV_TOKENS[asset].address, account);
const hotNonce = () =>
  devClients(anvil.rpcUrl).publicClient.getTransactionCount({ address: hotWallet.address });
const mine = (blocks = 1) => devTestClient(anvil.rpcUrl).mine({ blocks });
const statusOf = async (id: string) => (await findWithdrawal(db, id))?.status;

async function setBlocked(account: Address, blocked: boolean, asset: Stablecoin = 'USDT') {
  await sendContractCall({
    rpcUrl: anvil.rpcUrl,
    name: 'TestToken',
    address: DEV_TOKENS[asset].address,
    functionName: 'setBlocked',
    args: [account, blocked],
  });
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  chain = {
    chainId: 56,
    rpcUrl: anvil.rpcUrl,
    confirmations: 2,
    waitForFinalized: false,
    tokens: [
      { asset: 'USDT', address: DEV_TOKENS.USDT.address, decimals: 18 },
      { asset: 'USDC', address: DEV_TOKENS.USDC.address, decimals: 18 },
    ],
  };
  database = await createTestDatabase();
  db = database.db;
  const root = await insertMemberIfAbsent(db, {
    address: devAccount(0).address,
    inviteCode: randomInviteCode(),
    superiorId: null,
  });
  for (const account of [alice, bob]) {
    const member = await insertMemberIfAbsent(db, {
      address: account.address,
      inviteCode: randomInviteCode(),
      superiorId: root?.id ?? null,
    });
    if (!member) throw new Error('no member');
    members.set(account.address, member.id);
    for (const asset of ['USDT', 'USDC'] as const) {
      await ledger.transfer(db, {
        asset,
        from: { system: 'world' },
        to: { member: member.id },
        amount: whole('1000'),
        kind: 'deposit',
        reference: 'test',
      });
    }
  }
}, 120_000);

afterEach(async () => {
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
});

afterAll(async () => {
  await database?.close();
  await anvil?.stop();
});

describe('withdrawal sender', () => {
  it('pays a queued withdrawal and posts it once its receipt is confirmed', async () => {
    const before = { ledger: await balance(alice), chain: await onChain(alice.address) };
    const fees = await ledger.systemBalance(db, 'fees', 'USDT');
    const withdrawal = await withdraw(alice, whole('100'));
    expect(withdrawal).toMatchObject({
      status: 'queued',
      amount: whole('100').toString(),
      fee: FEE.toString(),
    });
    expect(await balance(alice)).toEqual({
      available: before.ledger.available - whole('100'),
      frozen: before.ledger.frozen + whole('100'),
    });

    expect((await sender().step()).signed).toEqual([withdrawal.id]);
    expect(await onChain(alice.address)).toBe(before.chain + whole('100') - FEE);
    expect(await statusOf(withdrawal.id)).toBe('broadcast');
    // Mined, one confirmation of two.
    expect((await sender().step()).completed).toEqual([]);
    await mine();
    expect((await sender().step()).completed).toEqual([withdrawal.id]);

    expect(await balance(alice)).toEqual({
      available: before.ledger.available - whole('100'),
      frozen: before.ledger.frozen,
    });
    expect(await ledger.systemBalance(db, 'fees', 'USDT')).toBe(fees + FEE);
    const row = await findWithdrawal(db, withdrawal.id);
    expect(row).toMatchObject({ status: 'completed', fromAddress: hotWallet.address });
    expect(await sender().step()).toEqual({ signed: [], completed: [], failed: [] });
  });

  it(`pays once when the sender dies right after broadcasting and another one takes over ${RACES_ON_POSTGRES}`, async () => {
    const before = await onChain(bob.address);
    const nonceBefore = await hotNonce();
    const withdrawal = await withdraw(bob, whole('20'));
    // The transaction waits in the node's pool, not mined yet, while the sender dies and others take over.
    const testClient = devTestClient(anvil.rpcUrl);
    await testClient.setAutomine(false);
    try {
      expect((await sender({ client: dyingClient('afterBroadcast') }).step()).signed).toEqual([
        withdrawal.id,
      ]);
      for (let round = 0; round < 3; round++) {
        await Promise.all([sender().step(), sender().step()]);
      }
    } finally {
      await testClient.setAutomine(true);
    }
    await mine(2);
    await sender().step();
    expect(await statusOf(withdrawal.id)).toBe('completed');
    expect(await onChain(bob.address)).toBe(before + whole('20') - FEE);
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await balance(bob)).toMatchObject({ frozen: 0n });
  });

  it('sends the recorded transaction, not a new one, when the sender died before broadcasting', async () => {
    const before = await onChain(alice.address);
    const nonceBefore = await hotNonce();
    const withdrawal = await withdraw(alice, whole('30'));
    await sender({ client: dyingClient('beforeBroadcast') }).step();
    const recorded = await findWithdrawal(db, withdrawal.id);
    expect(recorded).toMatchObject({ status: 'broadcast', nonce: nonceBefore });
    expect(await hotNonce()).toBe(nonceBefore);

    await sender().step();
    await mine();
    await sender().step();
    expect(await statusOf(withdrawal.id)).toBe('completed');
    const receipt = await devClients(anvil.rpcUrl).publicClient.getTransactionReceipt({
      hash: recorded?.txHash as `0x${string}`,
    });
    expect(receipt.status).toBe('success');
    expect(await onChain(alice.address)).toBe(before + whole('30') - FEE);
    expect(await hotNonce()).toBe(nonceBefore + 1);
  });

  it('fails a transfer that would revert before signing it and returns the frozen funds', async () => {
    const before = await balance(alice, 'USDC');
    const nonceBefore = await hotNonce();
    await setBlocked(hotWallet.address, true, 'USDC');
    try {
      const withdrawal = await withdraw(alice, whole('40'), 'USDC');
      expect((await sender().step()).failed).toEqual([withdrawal.id]);
      expect(await findWithdrawal(db, withdrawal.id)).toMatchObject({
        status: 'failed',
        nonce: null,
        failureReason: expect.stringMatching(/would revert/),
      });
    } finally {
      await setBlocked(hotWallet.address, false, 'USDC');
    }
    expect(await balance(alice, 'USDC')).toEqual(before);
    expect(await hotNonce()).toBe(nonceBefore);
  });

  it('voids a payment that reverted on chain, once the revert is confirmed', async () => {
    const before = { ledger: await balance(bob), chain: await onChain(bob.address) };
    const withdrawal = await withdraw(bob, whole('50'));
    await sender({ client: dyingClient('beforeBroadcast') }).step();
    await setBlocked(hotWallet.address, true);
    try {
      // Sent again as recorded: mined, and reverted.
      expect((await sender().step()).failed).toEqual([]);
      expect(await statusOf(withdrawal.id)).toBe('broadcast');
      await mine();
      expect((await sender().step()).failed).toEqual([withdrawal.id]);
    } finally {
      await setBlocked(hotWallet.address, false);
    }
    expect(await findWithdrawal(db, withdrawal.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/reverted/),
    });
    expect(await balance(bob)).toEqual(before.ledger);
    expect(await onChain(bob.address)).toBe(before.chain);
  });

  it('voids a withdrawal whose nonce another transaction used, after repeated checks', async () => {
    const before = { ledger: await balance(alice), chain: await onChain(alice.address) };
    const withdrawal = await withdraw(alice, whole('60'));
    await sender({ client: dyingClient('beforeBroadcast') }).step();
    const recorded = await findWithdrawal(db, withdrawal.id);
    // The key used elsewhere takes the nonce first.
    const { walletClient } = devClients(anvil.rpcUrl, hotWallet);
    await walletClient.sendTransaction({ to: hotWallet.address, value: 0n, nonce: recorded?.nonce ?? 0 });
    await mine(2);

    // A node that cannot show the block that used the nonce proves nothing: the withdrawal waits.
    const blind = sender({ client: blockHidingClient(), lostAfterChecks: 1 });
    for (let check = 0; check < 3; check++) expect((await blind.step()).failed).toEqual([]);
    expect(await statusOf(withdrawal.id)).toBe('broadcast');

    const patient = sender({ lostAfterChecks: 3 });
    expect((await patient.step()).failed).toEqual([]);
    expect((await patient.step()).failed).toEqual([]);
    expect((await patient.step()).failed).toEqual([withdrawal.id]);
    expect(await findWithdrawal(db, withdrawal.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(
        /^nonce \d+ of 0x[0-9a-fA-F]{40} was used by transaction 0x[0-9a-f]{64} in block \d+$/,
      ),
    });
    expect(await balance(alice)).toEqual(before.ledger);
    expect(await onChain(alice.address)).toBe(before.chain);
  });

  it('keeps waiting, never voiding, while a node hides the receipt of a mined payment', async () => {
    const before = { ledger: await balance(bob), chain: await onChain(bob.address) };
    const withdrawal = await withdraw(bob, whole('70'));
    expect((await sender().step()).signed).toEqual([withdrawal.id]);
    await mine(3);
    const recorded = await findWithdrawal(db, withdrawal.id);
    const hiding = sender({ client: receiptHidingClient(recorded?.txHash ?? ''), lostAfterChecks: 2 });
    for (let check = 0; check < 5; check++) {
      expect(await hiding.step()).toEqual({ signed: [], completed: [], failed: [] });
      await mine();
    }
    expect(await findWithdrawal(db, withdrawal.id)).toMatchObject({
      status: 'broadcast',
      failureReason: null,
    });
    expect(await balance(bob)).toEqual({
      available: before.ledger.available - whole('70'),
      frozen: before.ledger.frozen + whole('70'),
    });

    // Once a node shows the receipt, the payment is posted: paid once, never refunded.
    expect((await sender().step()).completed).toEqual([withdrawal.id]);
    expect(await onChain(bob.address)).toBe(before.chain + whole('70') - FEE);
    expect(await balance(bob)).toEqual({
      available: before.ledger.available - whole('70'),
      frozen: before.ledger.frozen,
    });
  });

  it(`gives every withdrawal its own nonce when two senders run at once, and pays each once ${RACES_ON_POSTGRES}`, async () => {
    const before = { alice: await onChain(alice.address), bob: await onChain(bob.address) };
    const nonceBefore = await hotNonce();
    const ids = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await withdraw(alice, whole('10'))).id, (await withdraw(bob, whole('11'))).id);
    }
    await Promise.all([sender().step(), sender().step()]);
    const rows = await Promise.all(ids.map((id) => findWithdrawal(db, id)));
    expect(new Set(rows.map((row) => row?.nonce)).size).toBe(6);
    await mine();
    await sender().step();
    for (const id of ids) expect(await statusOf(id)).toBe('completed');
    expect(await hotNonce()).toBe(nonceBefore + 6);
    expect(await onChain(alice.address)).toBe(before.alice + 3n * (whole('10') - FEE));
    expect(await onChain(bob.address)).toBe(before.bob + 3n * (whole('11') - FEE));
  });

  it('without a hot wallet key only follows what is already on its way', async () => {
    const withdrawal = await withdraw(bob, whole('12'));
    expect(await sender({ key: false }).step()).toEqual({ signed: [], completed: [], failed: [] });
    expect(await statusOf(withdrawal.id)).toBe('queued');
    await sender().step();
    await mine();
    expect((await sender({ key: false }).step()).completed).toEqual([withdrawal.id]);
  });
});
