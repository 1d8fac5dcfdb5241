import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import type { DepositInfoResponse } from '@colony/contract/money';
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
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentChainLog } from '../../chain/chain-log.ts';
import { CHAIN_TOKENS } from '../../chain/chain-tokens.ts';
import { depositWatcher } from '../../chain/deposit-watcher.ts';
import { ERC20_ABI } from '../../chain/erc20.ts';
import type { Database, Db } from '../../db/database.ts';
import { DEMO_ROOT_INVITE_CODE, type EnvInput } from '../../env.ts';
import { availableOf, expectCleanLedger } from '../../test/money.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';

const INFO = '/api/user/Recharge/info';
const STATUS = '/api/user/Recharge/status';
const usdt = (whole: string) => parseUnits(whole, 18);

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

function chainEnv(overrides: EnvInput = {}): EnvInput {
  return {
    RPC_URL_56: anvil.rpcUrl,
    USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
    USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
    TREASURY_ADDRESS: DEV_TREASURY.address,
    CONFIRMATIONS_56: '2',
    WAIT_FOR_FINALIZED: 'false',
    ...overrides,
  };
}

async function appWith(overrides: EnvInput): Promise<FastifyInstance> {
  const built = await createTestApp(db, overrides);
  apps.push(built);
  return built;
}

/** A new wallet with gas and test USDT, signed in as a member. */
async function wallet(): Promise<{
  account: PrivateKeyAccount;
  memberId: number;
  headers: Record<string, string>;
}> {
  const account = privateKeyToAccount(generatePrivateKey());
  await devTestClient(anvil.rpcUrl).setBalance({ address: account.address, value: parseEther('1') });
  for (const token of [DEV_TOKENS.USDT.address, DEV_LOOK_ALIKE_USDT.address]) {
    await mintTestToken({ rpcUrl: anvil.rpcUrl, token, to: account.address, amount: usdt('1000') });
  }
  const session = await signIn(app, account, { referee: DEMO_ROOT_INVITE_CODE });
  const member = await findMemberByAddress(db, session.address);
  if (!member) throw new Error('no member');
  return { account, memberId: member.id, headers: sessionHeaders(session) };
}

async function catchUp() {
  await depositWatcher({
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
  }).catchUp();
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await appWith(chainEnv());
  await catchUp();
}, 120_000);

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  for (const built of apps) await built.close();
  await database?.close();
  await anvil?.stop();
});

describe('POST /api/user/Recharge/info', () => {
  it('tells anyone the treasury, the confirmations and the token contracts of each chain', async () => {
    const response = await post(app, INFO, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      chains: [
        {
          chainId: 1,
          treasury: DEV_TREASURY.address,
          confirmations: 12,
          tokens: [
            { asset: 'USDT', address: CHAIN_TOKENS[1].addresses.USDT, decimals: 6 },
            { asset: 'USDC', address: CHAIN_TOKENS[1].addresses.USDC, decimals: 6 },
          ],
          devChain: false,
        },
        {
          chainId: 56,
          treasury: DEV_TREASURY.address,
          confirmations: 2,
          tokens: [
            { asset: 'USDT', address: DEV_TOKENS.USDT.address, decimals: 18 },
            { asset: 'USDC', address: DEV_TOKENS.USDC.address, decimals: 18 },
          ],
          devChain: false,
        },
      ],
    });
  });

  it('marks chain 56 as the local development chain with DEV_CHAIN, and no other', async () => {
    const onDevChain = await appWith(chainEnv({ DEV_CHAIN: 'true' }));
    const { chains } = (await post(onDevChain, INFO, {})).json().data as DepositInfoResponse;
    expect(chains.map(({ chainId, devChain }) => ({ chainId, devChain }))).toEqual([
      { chainId: 1, devChain: false },
      { chainId: 56, devChain: true },
    ]);
  });

  it('offers only the chains whose deposits are watched: a deposit elsewhere would never be credited', async () => {
    const watching56 = await appWith(chainEnv({ DEPOSIT_WATCH: '56' }));
    const { chains } = (await post(watching56, INFO, {})).json().data as DepositInfoResponse;
    expect(chains.map((chain) => chain.chainId)).toEqual([56]);
    const alice = await wallet();
    const elsewhere = await post(
      watching56,
      STATUS,
      { chainId: 1, txHash: `0x${'cd'.repeat(32)}` },
      alice.headers,
    );
    expect(elsewhere.json().code).toBe(ERRORS.chainNotAllowed.code);
  });

  it('offers no chain without a treasury', async () => {
    const withoutTreasury = await appWith(chainEnv({ TREASURY_ADDRESS: undefined }));
    expect((await post(withoutTreasury, INFO, {})).json().data).toEqual({ chains: [] });
  });
});

describe('POST /api/user/Recharge/status', () => {
  it('follows a deposit from unknown to confirming to credited', async () => {
    const alice = await wallet();
    const unknown = await post(app, STATUS, { chainId: 56, txHash: `0x${'ab'.repeat(32)}` }, alice.headers);
    expect(unknown.json().data).toEqual({ status: 'unknown', confirmations: 0, required: 2, credited: [] });

    const txHash = await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_TOKENS.USDT.address,
      from: alice.account,
      to: DEV_TREASURY.address,
      amount: usdt('25'),
    });
    await catchUp();
    expect((await post(app, STATUS, { chainId: 56, txHash }, alice.headers)).json().data).toEqual({
      status: 'confirming',
      confirmations: 1,
      required: 2,
      credited: [],
    });

    await devTestClient(anvil.rpcUrl).mine({ blocks: 1 });
    await catchUp();
    expect(
      (
        await post(
          app,
          STATUS,
          { chainId: 56, txHash: txHash.toUpperCase().replace('0X', '0x') },
          alice.headers,
        )
      ).json().data,
    ).toEqual({
      status: 'credited',
      confirmations: 2,
      required: 2,
      credited: [{ asset: 'USDT', amount: usdt('25').toString() }],
    });
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(usdt('25'));

    // Another member asking about it learns nothing was theirs.
    const bob = await wallet();
    expect((await post(app, STATUS, { chainId: 56, txHash }, bob.headers)).json().data).toMatchObject({
      status: 'ignored',
      credited: [],
    });
  });

  it('says ignored for a look-alike token and failed for a reverted transfer', async () => {
    const alice = await wallet();
    const lookAlike = await sendTestToken({
      rpcUrl: anvil.rpcUrl,
      token: DEV_LOOK_ALIKE_USDT.address,
      from: alice.account,
      to: DEV_TREASURY.address,
      amount: usdt('10'),
    });
    const { walletClient } = devClients(anvil.rpcUrl, alice.account);
    const reverted: Hash = await walletClient.sendTransaction({
      to: DEV_TOKENS.USDT.address,
      data: encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'transfer',
        args: [DEV_TREASURY.address, usdt('5000')],
      }),
      gas: 100_000n,
    });
    await devTestClient(anvil.rpcUrl).mine({ blocks: 2 });
    await catchUp();
    expect(
      (await post(app, STATUS, { chainId: 56, txHash: lookAlike }, alice.headers)).json().data,
    ).toMatchObject({
      status: 'ignored',
    });
    expect(
      (await post(app, STATUS, { chainId: 56, txHash: reverted }, alice.headers)).json().data,
    ).toMatchObject({
      status: 'failed',
    });
    expect(await availableOf(db, alice.memberId, 'USDT')).toBe(0n);
  });

  it('needs a session and a well-formed hash, answers 503 when the chain cannot be asked, says deposits are not open without a treasury, and refuses other chains', async () => {
    const alice = await wallet();
    expect((await post(app, STATUS, { chainId: 56, txHash: `0x${'ab'.repeat(32)}` })).json().code).toBe(
      ERRORS.sessionInvalid.code,
    );
    expect((await post(app, STATUS, { chainId: 56, txHash: '0x1234' }, alice.headers)).json().code).toBe(
      ERRORS.validation.code,
    );
    const offline = await appWith(chainEnv({ RPC_URL_56: 'http://127.0.0.1:9' }));
    const unreachable = await post(
      offline,
      STATUS,
      { chainId: 56, txHash: `0x${'cd'.repeat(32)}` },
      alice.headers,
    );
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json().code).toBe(ERRORS.unavailable.code);
    const closed = await appWith(chainEnv({ TREASURY_ADDRESS: undefined }));
    const notOpen = await post(
      closed,
      STATUS,
      { chainId: 56, txHash: `0x${'cd'.repeat(32)}` },
      { ...alice.headers, 'accept-language': 'vi-VN' },
    );
    expect(notOpen.statusCode).toBe(ERRORS.depositsClosed.status);
    expect(notOpen.json()).toMatchObject({
      code: ERRORS.depositsClosed.code,
      msg: translate('vi', 'errors.depositsClosed'),
    });
    const onlyBsc = await appWith(chainEnv({ ALLOWED_CHAIN_IDS: '56' }));
    const other = await post(onlyBsc, STATUS, { chainId: 1, txHash: `0x${'cd'.repeat(32)}` }, alice.headers);
    expect(other.json().code).toBe(ERRORS.chainNotAllowed.code);
  });
});
