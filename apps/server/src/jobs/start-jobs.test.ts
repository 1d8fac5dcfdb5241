import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { DEV_TREASURY, devAccount } from '@colony/devchain/dev-keys';
import {
  DEV_TOKENS,
  deployDevTokens,
  devServerEnv,
  sendTestToken,
  tokenBalance,
} from '@colony/devchain/tokens';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChainLog } from '../chain/chain-log.ts';
import { chainSettings } from '../chain/chain-settings.ts';
import { readCursor } from '../chain/deposit-queries.ts';
import { findWithdrawal } from '../chain/withdrawal-queries.ts';
import type { Database, Db } from '../db/database.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { loadEnv } from '../env.ts';
import { ledger } from '../ledger/ledger.ts';
import { randomInviteCode } from '../modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../modules/members/queries.ts';
import { requestWithdrawal } from '../modules/withdrawals/service.ts';
import { expectCleanLedger } from '../test/money.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startJobs } from './start-jobs.ts';

let anvil: Anvil;
let database: Database;
let db: Db;
let memberId: number;
const alice = devAccount(6);
const usdt = (whole: string) => parseUnits(whole, 18);
const errors: string[] = [];
const log: ChainLog = { info() {}, warn() {}, error: (_details, message) => errors.push(message) };

const available = async () =>
  (await ledger.balances(db, memberId)).find((balance) => balance.asset === 'USDT')?.available ?? 0n;

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  const member = await insertMemberIfAbsent(db, {
    address: alice.address,
    inviteCode: randomInviteCode(),
    superiorId: null,
  });
  if (!member) throw new Error('no member');
  memberId = member.id;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await anvil?.stop();
});

describe('background jobs', () => {
  it('watch deposits and send withdrawals in the background until stopped', async () => {
    const env = loadEnv(
      {
        ...devServerEnv(anvil.rpcUrl),
        ALLOWED_CHAIN_IDS: '56',
        CHAIN_POLL_INTERVAL_MS: '100',
        SETTLEMENT_JOB: 'false',
      },
      {},
    );
    const jobs = startJobs({ env, db, log, economy: DEFAULT_ECONOMY });
    try {
      // Demo content on the development chain: the demo's series of proposals runs too.
      expect(jobs.names).toEqual([
        'deposits 56',
        'wallet payments 56',
        'withdrawals 56',
        'team runs',
        'governance',
        'demo proposals',
      ]);
      // The watcher starts after the blocks that exist when it first looks.
      await vi.waitFor(async () => expect(await readCursor(db, 56)).toBeDefined());

      await sendTestToken({
        rpcUrl: anvil.rpcUrl,
        token: DEV_TOKENS.USDT.address,
        from: alice,
        to: DEV_TREASURY.address,
        amount: usdt('40'),
      });
      await vi.waitFor(async () => expect(await available()).toBe(usdt('40')), { timeout: 10_000 });

      const onChainBefore = await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDT.address, alice.address);
      const withdrawal = await db.transaction((tx) =>
        requestWithdrawal(
          tx as unknown as Db,
          { chains: chainSettings(env), economy: DEFAULT_ECONOMY, hotWallet: true },
          { sessionId: 'test', memberId, address: alice.address },
          { asset: 'USDT', amount: usdt('15').toString(), chainId: 56 },
        ),
      );
      await vi.waitFor(
        async () => expect((await findWithdrawal(db, withdrawal.id))?.status).toBe('completed'),
        {
          timeout: 10_000,
        },
      );
      expect(await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDT.address, alice.address)).toBe(
        onChainBefore + usdt('15') - DEFAULT_ECONOMY.withdrawals.USDT.fee,
      );
      expect(await available()).toBe(usdt('25'));
    } finally {
      await jobs.stop();
    }

    // Stopped: nothing more is read.
    await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_TOKENS.USDT.address,
      from: alice,
      to: DEV_TREASURY.address,
      amount: usdt('1'),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await available()).toBe(usdt('25'));
    expect(errors).toEqual([]);
    await expectCleanLedger(db);
  });

  it('keep trying with growing pauses while the chain is unreachable, and stop at once', async () => {
    const env = loadEnv(
      {
        ...devServerEnv('http://127.0.0.1:9'),
        ALLOWED_CHAIN_IDS: '56',
        CHAIN_POLL_INTERVAL_MS: '100',
        SETTLEMENT_JOB: 'false',
      },
      {},
    );
    const jobs = startJobs({ env, db, log, economy: DEFAULT_ECONOMY });
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const started = Date.now();
    await jobs.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(errors[0]).toMatch(/background job failed/);
  });
});
