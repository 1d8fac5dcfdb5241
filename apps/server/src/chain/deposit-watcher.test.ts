import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devTestClient } from '@colony/devchain/clients';
import { deployContract } from '@colony/devchain/deploy';
import { DEV_TREASURY, devAccount } from '@colony/devchain/dev-keys';
import {
  DEV_LOOK_ALIKE_USDT,
  DEV_TOKENS,
  deployDevTokens,
  mintTestToken,
  sendTestToken,
} from '@colony/devchain/tokens';
import { eq, sql } from 'drizzle-orm';
import { type Address, type Hash, parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { deposits } from '../db/schema/chain.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { ledger } from '../ledger/ledger.ts';
import { randomInviteCode } from '../modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../modules/members/queries.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { type ChainClient, chainClient } from './chain-client.ts';
import type { ChainLog } from './chain-log.ts';
import type { ChainSettings } from './chain-settings.ts';
import { DeepReorgError, depositTransferId, depositWatcher } from './deposit-watcher.ts';

let anvil: Anvil;
let database: Database;
let db: Db;
const memberIds = new Map<Address, number>();
const logLines: { level: string; message: string; details: object }[] = [];
const log: ChainLog = {
  info: (details, message) => logLines.push({ level: 'info', message, details }),
  warn: (details, message) => logLines.push({ level: 'warn', message, details }),
  error: (details, message) => logLines.push({ level: 'error', message, details }),
};

const alice = devAccount(1);
const bob = devAccount(2);
const stranger = devAccount(5);

function settings(overrides: Partial<ChainSettings> = {}): ChainSettings {
  return {
    chainId: 56,
    rpcUrl: anvil.rpcUrl,
    confirmations: 3,
    waitForFinalized: true,
    tokens: [
      { asset: 'USDT', address: DEV_TOKENS.USDT.address, decimals: 18 },
      { asset: 'USDC', address: DEV_TOKENS.USDC.address, decimals: 18 },
    ],
    ...overrides,
  };
}

function watcher(options: { maxBlockRange?: number; db?: Db; chain?: ChainSettings } = {}) {
  return depositWatcher({
    db: options.db ?? db,
    chain: options.chain ?? settings(),
    treasury: DEV_TREASURY.address,
    log,
    maxBlockRange: options.maxBlockRange,
  });
}

const usdt = (whole: string) => parseUnits(whole, 18);

async function send(
  from = alice,
  amount = usdt('100'),
  token: Address = DEV_TOKENS.USDT.address,
  to: Address = DEV_TREASURY.address,
) {
  const hash = await sendTestToken({ rpcUrl: anvil.rpcUrl, token, from, to, amount });
  return hash.toLowerCase() as Hash;
}

async function mine(blocks: number) {
  await devTestClient(anvil.rpcUrl).mine({ blocks });
}

/** Past anvil's finalized block (64 behind the latest) and the three confirmations. */
const FINAL = 66;

async function available(address: Address, asset: 'USDT' | 'USDC' = 'USDT'): Promise<bigint> {
  const memberId = memberIds.get(address);
  if (memberId === undefined) throw new Error(`${address} is not a member`);
  return (await ledger.balances(db, memberId)).find((balance) => balance.asset === asset)?.available ?? 0n;
}

async function depositRows(txHash: string) {
  return db.select().from(deposits).where(eq(deposits.txHash, txHash));
}

async function transfersWithReference(prefix: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ledger_transfer where reference like ${`${prefix}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  const root = await insertMemberIfAbsent(db, {
    address: devAccount(0).address,
    inviteCode: randomInviteCode(),
    superiorId: null,
  });
  if (!root) throw new Error('no root');
  for (const account of [alice, bob]) {
    const member = await insertMemberIfAbsent(db, {
      address: account.address,
      inviteCode: randomInviteCode(),
      superiorId: root.id,
    });
    if (!member) throw new Error('no member');
    memberIds.set(account.address, member.id);
  }
  // The watcher reads from the block after the token setup.
  await watcher().step();
}, 120_000);

afterEach(async () => {
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
});

afterAll(async () => {
  await database?.close();
  await anvil?.stop();
});

describe('deposit watcher', () => {
  it("credits a member's deposit once it is confirmed and finalized, from the world account", async () => {
    const before = await available(alice.address);
    const worldBefore = await ledger.systemBalance(db, 'world', 'USDT');
    const hash = await send(alice, usdt('100'));

    await watcher().catchUp();
    await mine(2);
    await watcher().catchUp();
    expect(await available(alice.address)).toBe(before);
    // Three confirmations, but anvil's finalized block is still behind the deposit.
    await mine(10);
    await watcher().catchUp();
    expect(await depositRows(hash)).toHaveLength(0);

    await mine(FINAL);
    expect(await watcher().catchUp()).toBe(1);
    expect(await available(alice.address)).toBe(before + usdt('100'));
    expect(await ledger.systemBalance(db, 'world', 'USDT')).toBe(worldBefore - usdt('100'));
    const [row] = await depositRows(hash);
    expect(row).toMatchObject({
      chainId: 56,
      asset: 'USDT',
      fromAddress: alice.address,
      memberId: memberIds.get(alice.address),
    });
    expect(row?.transferId).toBe(depositTransferId(56, hash, row?.logIndex ?? -1));
    const { entries } = await ledger.statement(db, memberIds.get(alice.address) ?? 0, {
      limit: 1,
      offset: 0,
    });
    expect(entries[0]).toMatchObject({
      kind: 'deposit',
      amount: usdt('100'),
      reference: `56:${hash}:${row?.logIndex}`,
    });
  });

  it('credits without waiting for a finalized block when told so, after the confirmations alone', async () => {
    const before = await available(bob.address, 'USDC');
    const hash = await send(bob, usdt('7'), DEV_TOKENS.USDC.address);
    const quick = () => watcher({ chain: settings({ waitForFinalized: false }) }).catchUp();
    await mine(1);
    expect(await quick()).toBe(0);
    await mine(1);
    expect(await quick()).toBe(1);
    expect(await available(bob.address, 'USDC')).toBe(before + usdt('7'));
    expect(await depositRows(hash)).toHaveLength(1);
  });

  it(`credits one deposit log seen five times once ${RACES_ON_POSTGRES}`, async () => {
    const before = await available(alice.address);
    const hash = await send(alice, usdt('5'));
    const receiptBlock = (await chainClient(settings()).getTransactionReceipt({ hash })).blockNumber;
    await mine(FINAL);
    await watcher().catchUp();
    expect(await available(alice.address)).toBe(before + usdt('5'));

    const parent = await chainClient(settings()).getBlock({ blockNumber: receiptBlock - 1n });
    for (let seen = 2; seen <= 5; seen++) {
      // Read the same blocks again, as after an operator rewinds the cursor; then five readers at once.
      await db.execute(
        sql`update chain_cursor set next_block = ${Number(receiptBlock)}, last_block_hash = ${parent.hash} where chain_id = 56`,
      );
      if (seen < 5) await watcher().catchUp();
      else await Promise.all(Array.from({ length: 5 }, () => watcher({ maxBlockRange: 3 }).catchUp()));
    }
    expect(await available(alice.address)).toBe(before + usdt('5'));
    expect(await depositRows(hash)).toHaveLength(1);
    expect(await transfersWithReference(`56:${hash}:`)).toBe(1);
  });

  it('ignores look-alike tokens and transfers to others, and records strangers without crediting them', async () => {
    const before = await available(alice.address);
    const lookAlike = await send(alice, usdt('50'), DEV_LOOK_ALIKE_USDT.address);
    const elsewhere = await send(alice, usdt('50'), DEV_TOKENS.USDT.address, bob.address);
    const fromStranger = await send(stranger, usdt('9'));
    await mine(FINAL);
    logLines.length = 0;
    await watcher().catchUp();

    expect(await available(alice.address)).toBe(before);
    expect(await depositRows(lookAlike)).toHaveLength(0);
    expect(await depositRows(elsewhere)).toHaveLength(0);
    const [recorded] = await depositRows(fromStranger);
    expect(recorded).toMatchObject({ fromAddress: stranger.address, memberId: null, transferId: null });
    expect(await transfersWithReference(`56:${fromStranger}:`)).toBe(0);
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringMatching(/not a member/) }),
    );
  });

  it('never credits a deposit that a reorganisation removed before its confirmations', async () => {
    const before = await available(alice.address);
    const testClient = devTestClient(anvil.rpcUrl);
    const snapshot = await testClient.snapshot();
    const reverted = await send(alice, usdt('1000'));
    await mine(2);
    await watcher().catchUp();
    await testClient.revert({ id: snapshot });

    // The chain goes on without it; a deposit in the new blocks counts as usual.
    const kept = await send(alice, usdt('3'));
    await mine(FINAL);
    await watcher().catchUp();
    expect(await depositRows(reverted)).toHaveLength(0);
    expect(await transfersWithReference(`56:${reverted}:`)).toBe(0);
    expect(await depositRows(kept)).toHaveLength(1);
    expect(await available(alice.address)).toBe(before + usdt('3'));
  });

  it(`misses and doubles nothing when restarted mid-way, crashing inside a batch or racing another process ${RACES_ON_POSTGRES}`, async () => {
    const before = { alice: await available(alice.address), bob: await available(bob.address, 'USDC') };
    const hashes: Hash[] = [];
    for (let index = 0; index < 6; index++) {
      hashes.push(
        index % 2 === 0 ? await send(alice, usdt('1')) : await send(bob, usdt('2'), DEV_TOKENS.USDC.address),
      );
      await mine(1);
    }
    await mine(FINAL);

    // A process that dies inside its transaction: everything it wrote is rolled back.
    const crashing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: (tx: Db) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx as unknown as Db);
            throw new Error('process killed');
          });
      },
    });
    await expect(watcher({ db: crashing, maxBlockRange: 4 }).catchUp()).rejects.toThrow('process killed');

    // One process reads a few blocks and stops; after its restart it races a second one.
    const first = watcher({ maxBlockRange: 2 });
    await first.step();
    await first.step();
    await Promise.all([watcher({ maxBlockRange: 2 }).catchUp(), watcher({ maxBlockRange: 3 }).catchUp()]);

    for (const hash of hashes) {
      expect(await depositRows(hash)).toHaveLength(1);
      expect(await transfersWithReference(`56:${hash}:`)).toBe(1);
    }
    expect(await available(alice.address)).toBe(before.alice + usdt('3'));
    expect(await available(bob.address, 'USDC')).toBe(before.bob + usdt('6'));
  });

  it.each(['before', 'after'] as const)(
    'misses no deposit when the chain is reorganised just %s the node answers the logs of a range',
    async (when) => {
      const chainSettings = settings({ waitForFinalized: false });
      await watcher({ chain: chainSettings }).catchUp();
      const before = await available(alice.address);
      const testClient = devTestClient(anvil.rpcUrl);
      const snapshot = await testClient.snapshot();
      // The watcher is shown blocks without deposits; the node then switches to a chain with one in the same range.
      await mine(6);
      let deposit: Hash | undefined;
      const reorganise = async () => {
        await testClient.revert({ id: snapshot });
        deposit = await send(alice, usdt('13'));
        await mine(6);
      };
      const real = chainClient(chainSettings);
      const client = new Proxy(real, {
        get(target, property, receiver) {
          if (property !== 'getLogs') return Reflect.get(target, property, receiver);
          return async (args: Parameters<ChainClient['getLogs']>[0]) => {
            if (deposit !== undefined) return target.getLogs(args);
            if (when === 'before') await reorganise();
            const logs = await target.getLogs(args);
            if (when === 'after') await reorganise();
            return logs;
          };
        },
      }) as ChainClient;
      const racing = depositWatcher({
        db,
        chain: chainSettings,
        treasury: DEV_TREASURY.address,
        log,
        client,
      });

      const first = await racing.step();
      expect((first?.credited ?? 0) + (await racing.catchUp())).toBe(1);
      expect(deposit && (await depositRows(deposit))).toHaveLength(1);
      expect(await available(alice.address)).toBe(before + usdt('13'));
    },
  );

  it('refuses a node of another chain and tokens without the configured decimals', async () => {
    await expect(watcher({ chain: settings({ chainId: 1 }) }).step()).rejects.toThrow(/answers as chain 56/);
    const sixDecimals = await deployContract({
      rpcUrl: anvil.rpcUrl,
      name: 'TestToken',
      args: ['Tether USD', 'USDT', 6],
    });
    await expect(
      watcher({
        chain: settings({ tokens: [{ asset: 'USDT', address: sixDecimals, decimals: 18 }] }),
      }).step(),
    ).rejects.toThrow(/has 6 decimals, expected 18/);
  });

  it('stops crediting when a block it recorded is replaced deeper than the confirmations', async () => {
    const testClient = devTestClient(anvil.rpcUrl);
    const snapshot = await testClient.snapshot();
    await mine(FINAL + 5);
    await watcher().catchUp();
    await testClient.revert({ id: snapshot });
    const before = await available(alice.address);
    const hash = await send(alice, usdt('11'));
    await mine(FINAL + 10);

    await expect(watcher().catchUp()).rejects.toThrow(DeepReorgError);
    expect(await depositRows(hash)).toHaveLength(0);
    expect(await available(alice.address)).toBe(before);

    // A node now serving a shorter, newer chain (a development chain started again) stops it too.
    const latest = await chainClient(settings()).getBlockNumber();
    await db.execute(sql`update chain_cursor set next_block = ${Number(latest) + 1000} where chain_id = 56`);
    await expect(watcher().catchUp()).rejects.toThrow(/gone/);
  });
});

describe('deposit watcher on a chain whose tokens have 6 decimals', () => {
  let ethereum: Anvil;

  beforeAll(async () => {
    ethereum = await startAnvil({ chainId: 1 });
  }, 60_000);
  afterAll(async () => {
    await ethereum?.stop();
  });

  it('scales the amount up to the ledger decimals and keeps its own cursor', async () => {
    const owner = devAccount(0);
    const token = await deployContract({
      rpcUrl: ethereum.rpcUrl,
      name: 'TestToken',
      args: ['Tether USD', 'USDT', 6],
      account: owner,
    });
    await mintTestToken({ rpcUrl: ethereum.rpcUrl, token, to: alice.address, amount: 10_000_000n });
    const chain: ChainSettings = {
      chainId: 1,
      rpcUrl: ethereum.rpcUrl,
      confirmations: 2,
      waitForFinalized: false,
      tokens: [{ asset: 'USDT', address: token, decimals: 6 }],
    };
    const ethereumWatcher = () => watcher({ chain });
    await ethereumWatcher().step();
    const before = await available(alice.address);
    const hash = (
      await sendTestToken({
        rpcUrl: ethereum.rpcUrl,
        token,
        from: alice,
        to: DEV_TREASURY.address,
        amount: 2_500_000n,
      })
    ).toLowerCase();
    await devTestClient(ethereum.rpcUrl).mine({ blocks: 2 });
    expect(await ethereumWatcher().catchUp()).toBe(1);

    expect(await available(alice.address)).toBe(before + usdt('2.5'));
    const [row] = await depositRows(hash);
    expect(row).toMatchObject({ chainId: 1, tokenAmount: '2500000', amount: usdt('2.5').toString() });
  });
});
