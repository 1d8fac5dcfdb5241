import { randomUUID } from 'node:crypto';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { GetTokensResponse, MintVoucherResponse, TokenMetadata } from '@colony/contract/nft';
import { AVATAR_TOKEN_ABI, MINT_VOUCHER_TYPES } from '@colony/contract/nft-voucher';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { devClients, devTestClient } from '@colony/devchain/clients';
import { DEV_NFT_MINTER, devAccount } from '@colony/devchain/dev-keys';
import { COLONY_AVATAR_ABI } from '@colony/devchain/nft-abi';
import { send } from '@colony/devchain/nft-actions';
import { DEV_AVATAR_TOKEN, deployDevNftContracts, devNftServerEnv } from '@colony/devchain/nft-contracts';
import { MINT_VOUCHER_TYPES as DEVCHAIN_MINT_VOUCHER_TYPES } from '@colony/devchain/nft-typed-data';
import { deployDevTokens, devServerEnv } from '@colony/devchain/tokens';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Hex, recoverTypedDataAddress, type TransactionReceipt } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvatarTokenChain } from '../../chain/avatar-token-settings.ts';
import { type ChainClient, chainClient } from '../../chain/chain-client.ts';
import type { ChainLog } from '../../chain/chain-log.ts';
import { DeepReorgError } from '../../chain/deposit-watcher.ts';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post, testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { readNftCursor } from './queries.ts';
import { tokenWatcher } from './token-watcher.ts';

/**
 * "Move to wallet" end to end on a real chain: the voucher the server signs, the member's wallet
 * minting with it, the watcher indexing the mint and a transfer after the confirmations (and not
 * what a reorganisation removed), and the tokens and their metadata answered from that index.
 */

const VOUCHER = '/api/nft/Home/mintVoucher';
const TOKENS = '/api/nft/Home/getTokens';
const CONFIRMATIONS = 3;

let anvil: Anvil;
let database: Database;
let db: Db;
let app: FastifyInstance;
const aliceWallet = devAccount(1);
const bobWallet = devAccount(2);
let alice: TestMember;
let bob: TestMember;
const logLines: { level: string; message: string }[] = [];
const log: ChainLog = {
  info: (_details, message) => logLines.push({ level: 'info', message }),
  warn: (_details, message) => logLines.push({ level: 'warn', message }),
  error: (_details, message) => logLines.push({ level: 'error', message }),
};

function chain(): AvatarTokenChain {
  return {
    chainId: 56,
    rpcUrl: anvil.rpcUrl,
    confirmations: CONFIRMATIONS,
    waitForFinalized: false,
    avatarToken: DEV_AVATAR_TOKEN.address,
    market: undefined,
  };
}

function watcher(options: { db?: Db; maxBlockRange?: number } = {}) {
  return tokenWatcher({ db: options.db ?? db, chain: chain(), log, maxBlockRange: options.maxBlockRange });
}

const mine = (blocks: number) => devTestClient(anvil.rpcUrl).mine({ blocks });

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
}

/** Buys an avatar of the catalogue from the balance; answers its id, the token id it would mint as. */
async function buyAvatar(member: TestMember, avatarId = 1): Promise<number> {
  await fundMember(db, member.memberId, 'USDT', wholeUnits('1000', 'USDT'));
  const response = await postWrite(
    app,
    '/api/nft/nft_order/orderCreate',
    { avatarId, asset: 'USDT' },
    member,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ownedAvatarId;
}

async function voucherFor(member: TestMember, id: number): Promise<MintVoucherResponse> {
  const response = await postWrite(app, VOUCHER, { id }, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The member's wallet sends the mint with the server's voucher. */
function mintWith(wallet: PrivateKeyAccount, answer: MintVoucherResponse): Promise<TransactionReceipt> {
  return send(anvil.rpcUrl, wallet, {
    address: answer.contract as Hex,
    abi: COLONY_AVATAR_ABI,
    functionName: 'mint',
    args: [
      {
        tokenId: BigInt(answer.voucher.tokenId),
        collection: answer.voucher.collection,
        holder: answer.voucher.holder as Hex,
        expiry: BigInt(answer.voucher.expiry),
      },
      answer.signature as Hex,
    ],
  });
}

async function tokensOf(member: TestMember, body: object = {}): Promise<GetTokensResponse> {
  const response = await post(app, TOKENS, body, member.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function counts() {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from nft_mint) as mints, (select count(*)::int from nft_token) as tokens,
      (select count(*)::int from nft_transfer) as transfers`,
  );
  return row;
}

beforeAll(async () => {
  anvil = await startAnvil();
  await deployDevTokens(anvil.rpcUrl);
  await deployDevNftContracts(anvil.rpcUrl);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, {
    ...devServerEnv(anvil.rpcUrl),
    ...devNftServerEnv(),
    ALLOWED_CHAIN_IDS: '56',
    DEPOSIT_WATCH: 'false',
  });
  alice = await signInNewMember(app, db, aliceWallet);
  bob = await signInNewMember(app, db, bobWallet);
  // The watcher starts at the avatar token's deployment and finds nothing there yet.
  expect(await watcher().catchUp()).toBe(0);
}, 120_000);

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await anvil?.stop();
});

describe('the avatar token as the server knows it', () => {
  it('uses the avatar token’s own ABI and voucher type', () => {
    for (const entry of AVATAR_TOKEN_ABI) {
      expect(COLONY_AVATAR_ABI).toContainEqual(entry);
    }
    expect(MINT_VOUCHER_TYPES).toEqual(DEVCHAIN_MINT_VOUCHER_TYPES);
  });

  it('documents its endpoints in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([VOUCHER, TOKENS, '/api/nft/metadata/{tokenId}', '/api/nft/image/{tokenId}']),
    );
  });

  it('answers "not available" without an avatar token or a minter key, and writes nothing', async () => {
    const id = await buyAvatar(alice);
    const before = await counts();
    for (const overrides of [{}, { AVATAR_TOKEN_ADDRESS_56: DEV_AVATAR_TOKEN.address }]) {
      const bare = await createTestApp(db, {
        ...devServerEnv(anvil.rpcUrl),
        DEPOSIT_WATCH: 'false',
        ...overrides,
      });
      try {
        expectError(await postWrite(bare, VOUCHER, { id }, alice), 'nftUnavailable');
      } finally {
        await bare.close();
      }
    }
    // A minter key the contract does not take: refused, never handed out.
    const stranger = await createTestApp(db, {
      ...devServerEnv(anvil.rpcUrl),
      ...devNftServerEnv(),
      DEPOSIT_WATCH: 'false',
      NFT_MINTER_KEY: `0x${'11'.repeat(32)}`,
    });
    try {
      expectError(await postWrite(stranger, VOUCHER, { id }, alice), 'nftUnavailable');
    } finally {
      await stranger.close();
    }
    // A node that cannot be asked: 503, and the key keeps no answer, so the request can be sent again.
    const offline = await createTestApp(db, { ...devNftServerEnv(), DEPOSIT_WATCH: 'false' });
    try {
      const key = randomUUID();
      expectError(await postWrite(offline, VOUCHER, { id }, alice, key), 'unavailable');
      const [stored] = await rows(db, sql`select 1 from idempotency_key where key = ${key}`);
      expect(stored).toBeUndefined();
    } finally {
      await offline.close();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('"Move to wallet" and the watcher', () => {
  let id: number;
  let answer: MintVoucherResponse;

  it('signs a voucher for the member’s avatar under the contract’s domain, the same one when asked again', async () => {
    id = await buyAvatar(alice);
    answer = await voucherFor(alice, id);
    expect(answer).toMatchObject({
      chainId: 56,
      contract: DEV_AVATAR_TOKEN.address,
      domain: {
        name: 'Colony Avatar',
        version: '1',
        chainId: 56,
        verifyingContract: DEV_AVATAR_TOKEN.address,
      },
      voucher: { tokenId: String(id), collection: 1, holder: aliceWallet.address },
    });
    const expiresIn = Number(answer.voucher.expiry) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(850);
    expect(expiresIn).toBeLessThanOrEqual(900);
    expect(new Date(answer.expiresAt).getTime()).toBe(Number(answer.voucher.expiry) * 1000);
    const signer = await recoverTypedDataAddress({
      domain: { ...answer.domain, verifyingContract: answer.domain.verifyingContract as Hex },
      types: MINT_VOUCHER_TYPES,
      primaryType: 'MintVoucher',
      message: {
        tokenId: BigInt(answer.voucher.tokenId),
        collection: answer.voucher.collection,
        holder: answer.voucher.holder as Hex,
        expiry: BigInt(answer.voucher.expiry),
      },
      signature: answer.signature as Hex,
    });
    expect(signer).toBe(DEV_NFT_MINTER.address);

    expect(await voucherFor(alice, id)).toEqual(answer);
    const tokens = await tokensOf(alice);
    expect(tokens.list).toEqual([]);
    expect(tokens.mints).toContainEqual({
      tokenId: String(id),
      avatarId: 1,
      contract: DEV_AVATAR_TOKEN.address,
      chainId: 56,
      state: 'pending',
      expiresAt: answer.expiresAt,
    });
  });

  it('refuses someone else’s avatar, unknown and malformed ids, and writes nothing', async () => {
    const before = await counts();
    expectError(await postWrite(app, VOUCHER, { id }, bob), 'nftAvatarNotHeld');
    expectError(await postWrite(app, VOUCHER, { id: 987_654_321 }, bob), 'nftAvatarNotHeld');
    for (const bad of [0, -1, 1.5, 'abc', '0x10', Number.MAX_SAFE_INTEGER + 2, null, [id]]) {
      expectError(await postWrite(app, VOUCHER, { id: bad }, alice), 'validation');
    }
    expectError(await postWrite(app, VOUCHER, { id, holder: bobWallet.address }, alice), 'validation');
    expectError(await post(app, VOUCHER, { id }), 'sessionInvalid');
    expectError(await postWrite(app, VOUCHER, { id }, alice, null), 'idempotencyKeyRequired');
    expect(await counts()).toEqual(before);
    expect((await tokensOf(bob)).mints).toEqual([]);
  });

  it('answers parallel requests for one avatar with one voucher', async () => {
    const second = await buyAvatar(bob);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postWrite(app, VOUCHER, { id: second }, bob, randomUUID())),
    );
    const signatures = new Set(
      answers.map((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.signature;
      }),
    );
    expect(signatures.size).toBe(1);
    const [row] = await rows<{ vouchers: number }>(
      db,
      sql`select vouchers from nft_mint where member_avatar_id = ${second}`,
    );
    expect(row?.vouchers).toBe(1);
  });

  it('indexes the mint from the member’s wallet once it has its confirmations', async () => {
    const receipt = await mintWith(aliceWallet, answer);
    await mine(CONFIRMATIONS - 2);
    expect(await watcher().catchUp()).toBe(0);
    expect((await tokensOf(alice)).list).toEqual([]);

    await mine(1);
    expect(await watcher().catchUp()).toBe(1);
    const block = await devClients(anvil.rpcUrl).publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const tokens = await tokensOf(alice);
    expect(tokens.list).toEqual([
      {
        tokenId: String(id),
        avatarId: 1,
        contract: DEV_AVATAR_TOKEN.address,
        chainId: 56,
        mintedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        listed: false,
      },
    ]);
    expect(tokens.total).toBe(1);
    expect(tokens.mints.map((mint) => mint.tokenId)).not.toContain(String(id));
    expectError(await postWrite(app, VOUCHER, { id }, alice), 'nftAlreadyMinted');
  });

  it('answers the token’s metadata and image from its live state, with validators, and 404 for others', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/nft/metadata/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const metadata: TokenMetadata = response.json();
    expect(metadata).toMatchObject({
      name: `Colony Pioneer #${id}`,
      image: `http://colony.test/api/nft/image/${id}`,
      attributes: expect.arrayContaining([
        { trait_type: 'Kind', value: 'Main' },
        { trait_type: 'Energy level', value: 0, display_type: 'number' },
        { trait_type: 'Output MM', value: '0' },
      ]),
    });
    expect(metadata.attributes.find((attribute) => attribute.trait_type === 'Fuel left')?.value).toMatch(
      /^[1-9][0-9]*(\.[0-9]+)?$/,
    );
    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: `/api/nft/metadata/${id}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const [header, status] of [
      [`W/${etag}, "other"`, 304],
      [`"other", ${etag}`, 304],
      ['"other"', 200],
      [String(etag).slice(1, -1), 200],
    ] as const) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/nft/metadata/${id}`,
        headers: { 'if-none-match': header },
      });
      expect(answer.statusCode, header).toBe(status);
    }
    const german = await app.inject({
      method: 'GET',
      url: `/api/nft/metadata/${id}`,
      headers: { 'accept-language': 'de-DE', 'if-none-match': String(etag) },
    });
    expect(german.statusCode).toBe(200);
    expect(german.json().attributes).toContainEqual({ trait_type: 'Art', value: 'Haupt' });

    const image = await app.inject({ method: 'GET', url: `/api/nft/image/${id}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg /);
    expect(image.body).toContain(`#${id}<`);

    // Bob's avatar has a voucher but no mint; the others are no avatar at all.
    const [unminted] = (await tokensOf(bob)).mints;
    for (const tokenId of [unminted?.tokenId, '987654321']) {
      for (const path of ['metadata', 'image']) {
        expectError(
          await app.inject({ method: 'GET', url: `/api/nft/${path}/${tokenId}` }),
          'nftTokenNotFound',
        );
      }
    }
    for (const bad of ['abc', '0', '-1', '1.5', '0x1', '99999999999999999999']) {
      expectError(await app.inject({ method: 'GET', url: `/api/nft/metadata/${bad}` }), 'validation');
    }
  });

  it('indexes a transfer to another wallet as the new owner, keeping the history', async () => {
    await send(anvil.rpcUrl, aliceWallet, {
      address: DEV_AVATAR_TOKEN.address,
      abi: COLONY_AVATAR_ABI,
      functionName: 'transferFrom',
      args: [aliceWallet.address, bobWallet.address, BigInt(id)],
    });
    await mine(CONFIRMATIONS);
    expect(await watcher().catchUp()).toBe(1);
    expect((await tokensOf(alice)).list).toEqual([]);
    expect((await tokensOf(bob)).list.map((token) => token.tokenId)).toEqual([String(id)]);
    const history = await rows<{ from_address: string; to_address: string }>(
      db,
      sql`select from_address, to_address from nft_transfer where token_id = ${id} order by block_number, log_index`,
    );
    expect(history).toEqual([
      { from_address: '0x0000000000000000000000000000000000000000', to_address: aliceWallet.address },
      { from_address: aliceWallet.address, to_address: bobWallet.address },
    ]);
    // Production does not follow the token yet: the avatar is still Alice's in the colony.
    const [avatar] = await rows<{ member_id: number }>(
      db,
      sql`select member_id from member_avatar where id = ${id}`,
    );
    expect(avatar?.member_id).toBe(alice.memberId);
  });

  it('never indexes a mint that a reorganisation removed before its confirmations', async () => {
    const third = await buyAvatar(alice, 15);
    const voucher = await voucherFor(alice, third);
    const testClient = devTestClient(anvil.rpcUrl);
    const snapshot = await testClient.snapshot();
    await mintWith(aliceWallet, voucher);
    await mine(1);
    expect(await watcher().catchUp()).toBe(0);
    await testClient.revert({ id: snapshot });
    await mine(CONFIRMATIONS + 2);
    expect(await watcher().catchUp()).toBe(0);
    const [token] = await rows(db, sql`select 1 from nft_token where member_avatar_id = ${third}`);
    expect(token).toBeUndefined();
    expect((await tokensOf(alice)).mints).toContainEqual(
      expect.objectContaining({ tokenId: String(third), avatarId: 15, state: 'pending' }),
    );
    // The voucher is still good on the chain that goes on.
    await mintWith(aliceWallet, voucher);
    await mine(CONFIRMATIONS);
    expect(await watcher().catchUp()).toBe(1);
    expect((await tokensOf(alice)).list.map((token) => token.tokenId)).toEqual([String(third)]);
  });

  it(`records every transfer once through a crash inside a batch, restarts and a second server ${RACES_ON_POSTGRES}`, async () => {
    const before = await counts();
    const ids = [await buyAvatar(bob, 1), await buyAvatar(bob, 2)];
    for (const avatar of ids) {
      await mintWith(bobWallet, await voucherFor(bob, avatar));
      await mine(1);
    }
    await send(anvil.rpcUrl, bobWallet, {
      address: DEV_AVATAR_TOKEN.address,
      abi: COLONY_AVATAR_ABI,
      functionName: 'transferFrom',
      args: [bobWallet.address, aliceWallet.address, BigInt(ids[0] as number)],
    });
    await mine(CONFIRMATIONS + 1);

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
    await expect(watcher({ db: crashing, maxBlockRange: 2 }).catchUp()).rejects.toThrow('process killed');
    const first = watcher({ maxBlockRange: 1 });
    await first.step();
    await Promise.all([watcher({ maxBlockRange: 1 }).catchUp(), watcher({ maxBlockRange: 2 }).catchUp()]);

    const after = await counts();
    expect(after?.tokens).toBe((before?.tokens ?? 0) + 2);
    expect(after?.transfers).toBe((before?.transfers ?? 0) + 3);
    expect((await tokensOf(alice)).list.map((token) => token.tokenId)).toContain(String(ids[0]));
    expect((await tokensOf(bob)).list.map((token) => token.tokenId)).toContain(String(ids[1]));
  });

  it('reads the whole history again from block 0 to the same index when the node keeps no past state', async () => {
    const index = () =>
      rows(
        db,
        sql`select t.token_id::text, t.owner, t.minted_at, t.mint_tx_hash, t.last_block,
              (select json_agg(json_build_array(x.tx_hash, x.log_index, x.to_address) order by x.block_number, x.log_index)
                from nft_transfer x where x.token_id = t.token_id) as history
            from nft_token t order by t.token_id`,
      );
    const before = await index();
    expect(before.length).toBeGreaterThan(2);
    await db.execute(sql`delete from nft_transfer`);
    await db.execute(sql`delete from nft_token`);
    await db.execute(sql`delete from nft_cursor`);
    const real = chainClient(chain());
    const pruned = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== 'getCode') return Reflect.get(target, property, receiver);
        return (args: Parameters<ChainClient['getCode']>[0]) => {
          if (args.blockNumber !== undefined) throw new Error('missing trie node');
          return target.getCode(args);
        };
      },
    }) as ChainClient;
    logLines.length = 0;
    await tokenWatcher({ db, chain: chain(), log, client: pruned }).catchUp();
    expect(await index()).toEqual(before);
    expect(logLines).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/reading from block 0/),
    });
    expect((await readNftCursor(db, 56, DEV_AVATAR_TOKEN.address))?.nextBlock).toBeGreaterThan(0);
  });

  it('is followed in the background by the jobs of a server with an avatar token', async () => {
    const env = await testEnv({
      ...devServerEnv(anvil.rpcUrl),
      ...devNftServerEnv(),
      ALLOWED_CHAIN_IDS: '56',
      DEPOSIT_WATCH: 'false',
      CONFIRMATIONS_56: String(CONFIRMATIONS),
      CHAIN_POLL_INTERVAL_MS: '100',
      SETTLEMENT_JOB: 'false',
      TEAM_RUNS_INTERVAL_MS: '0',
    });
    const id = await buyAvatar(alice);
    const jobs = startJobs({ env, db, log, economy: DEFAULT_ECONOMY });
    try {
      expect(jobs.names).toContain('avatar tokens 56');
      await mintWith(aliceWallet, await voucherFor(alice, id));
      await mine(CONFIRMATIONS);
      await vi.waitFor(
        async () => expect((await tokensOf(alice)).list.map((token) => token.tokenId)).toContain(String(id)),
        { timeout: 10_000 },
      );
    } finally {
      await jobs.stop();
    }
    expect(jobs.status().find((job) => job.name === 'avatar tokens 56')?.lastError).toBeNull();
  });

  it('stops when a block it recorded is replaced deeper than the confirmations', async () => {
    const testClient = devTestClient(anvil.rpcUrl);
    const snapshot = await testClient.snapshot();
    await mine(CONFIRMATIONS + 5);
    await watcher().catchUp();
    await testClient.revert({ id: snapshot });
    await mine(CONFIRMATIONS + 10);
    await expect(watcher().catchUp()).rejects.toThrow(DeepReorgError);
  });
});
