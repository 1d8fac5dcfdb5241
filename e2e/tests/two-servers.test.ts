import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoginNonceResponse, LoginResponse, RegisterResponse } from '@colony/contract/auth';
import type {
  Order,
  OrderListResponse,
  PayConfigResponse,
  SettlementIndexResponse,
  SettlementRunResponse,
} from '@colony/contract/avatars';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { ERRORS } from '@colony/contract/errors';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import type {
  ExchangeIndexResponse,
  MoneyLogResponse,
  TransferRecord,
  UserIndexWithAssetsResponse,
  WithdrawalListResponse,
  WithdrawResponse,
} from '@colony/contract/money';
import type { NewsIndexResponse } from '@colony/contract/news';
import { devTestClient } from '@colony/devchain/clients';
import { DEV_TOKENS, mintTestToken, sendTestToken, tokenBalance } from '@colony/devchain/tokens';
import pg from 'pg';
import { type Address, createPublicClient, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { baseUrl } from '../support/browser-session.ts';
import { chainServerEnv, ROOT_INVITE_CODE, ROOT_MEMBER } from '../support/e2e-chain.ts';
import { eventually, units } from '../support/money.ts';
import { REPO_ROOT } from '../support/repo-paths.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import { freshFundedKey } from '../support/wallet-session.ts';

/**
 * DESIGN.md §9: any number of API servers on one PostgreSQL. Two server processes start together
 * on a fresh database, each watching deposits and sending withdrawals on the local chain, and
 * members use both at once. Runs where PostgreSQL is configured (`DATABASE_URL`, as in CI).
 */
const databaseUrl = process.env.DATABASE_URL;

/** The rush of purchases: a supply of 100 main avatars a day, 1 USDT each, a queue kept 10 days. */
const RUSH = { supply: 100, purchases: 1000, buyers: 20 };
const RUSH_ECONOMY = {
  avatars: { '1': { price: '1', dailySupply: RUSH.supply } },
  queue: { retentionDays: 10 },
};

type Session = { address: string; token: string };

describe.skipIf(!databaseUrl)('two servers on one PostgreSQL', () => {
  const rpcUrl = inject('rpcUrl');
  const usdt = DEV_TOKENS.USDT.address;
  const hotWalletKey = generatePrivateKey();
  const hotWallet = privateKeyToAccount(hotWalletKey).address;
  // A treasury of their own: deposits to it are these servers' alone.
  const treasury = privateKeyToAccount(generatePrivateKey()).address;
  const scratchName = `colony_two_servers_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let servers: [RunningServer, RunningServer];
  let scratchUrl: string;
  let economyDir: string;

  const a = () => servers[0].url;
  const b = () => servers[1].url;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${scratchName}`);
    const scratch = new URL(databaseUrl ?? '');
    scratch.pathname = `/${scratchName}`;
    scratchUrl = scratch.toString();

    // The hot wallet pays gas and the withdrawn tokens.
    await fundAccount(rpcUrl, hotWallet);
    await mintTestToken({ rpcUrl, token: usdt, to: hotWallet, amount: units('1000') });

    economyDir = await mkdtemp(path.join(tmpdir(), 'colony-two-servers-economy-'));
    const economyFile = path.join(economyDir, 'economy.json');
    await writeFile(economyFile, JSON.stringify(RUSH_ECONOMY));

    const env = {
      ...chainServerEnv(rpcUrl),
      // Both read the same economy; operators (the root member) may settle days ahead of the calendar.
      ECONOMY_CONFIG: economyFile,
      SETTLEMENT_ALLOW_FUTURE: 'true',
      DATABASE_URL: scratchUrl,
      DEMO_DATA: 'true',
      WEB_DIST: inject('webDist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // What several instances behind one address share: the token key and the public URL.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://colony.test',
      TREASURY_ADDRESS: treasury,
      HOT_WALLET_KEY: hotWalletKey,
    };
    // Started together on an empty database: both migrate and load the demo at the same instant.
    const started = await Promise.allSettled([
      startServer({ name: 'instance-a', env }),
      startServer({ name: 'instance-b', env }),
    ]);
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(running.map((server) => server.stop()));
      throw failed.reason;
    }
    servers = running as [RunningServer, RunningServer];
  });

  afterAll(async () => {
    if (servers) await Promise.all(servers.map((server) => server.stop()));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
      await admin.end();
    }
    if (economyDir) await rm(economyDir, { recursive: true, force: true });
  });

  it('migrate once and load the demo content once when they start together', async () => {
    const totals = await Promise.all(
      [a(), b(), baseUrl].map(async (server) => {
        const answer = await apiCall<NewsIndexResponse>('/news/news/index', { limit: 1 }, undefined, server);
        expect(answer.code).toBe(200);
        return answer.data.total;
      }),
    );
    // The same articles as a server with a database of its own, not twice as many.
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals).toEqual([totals[2], totals[2], totals[2]]);
    // Each migration recorded once.
    const scratch = new pg.Client({ connectionString: scratchUrl });
    await scratch.connect();
    try {
      const applied = await scratch.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      const journal = JSON.parse(
        await readFile(path.join(REPO_ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(applied.rows.length);
    } finally {
      await scratch.end();
    }
  });

  it('let a sign-in cross them: nonce on one, login on the other, tokens good on both', async () => {
    const key = await freshFundedKey(rpcUrl);
    const account = privateKeyToAccount(key);
    const nonce = await apiCall<LoginNonceResponse>(
      '/user/login/nonce',
      { address: account.address, chainId: 56, referee: ROOT_INVITE_CODE },
      undefined,
      a(),
    );
    expect(nonce.code).toBe(200);
    const sign = await account.signMessage({ message: nonce.data.message });
    const login = await apiCall<LoginResponse>(
      '/user/login/login',
      { message: nonce.data.message, sign, referee: ROOT_INVITE_CODE },
      undefined,
      b(),
    );
    expect(login.code).toBe(200);
    const session = { address: login.data.address, token: login.data.token };
    expect((await apiCall('/user/user/index', {}, session, a())).code).toBe(200);

    // Refreshed on one server; sent again at once on the other, the replaced token answers the same
    // successor (a retry within the grace period), and the session lives on.
    const refresh = (server: string, token: string) =>
      apiCall<RegisterResponse>(
        '/user/login/register',
        { appkey: DEFAULT_APP_KEY, address: session.address, token },
        session,
        server,
      );
    const rotated = await refresh(a(), session.token);
    expect(rotated.code).toBe(200);
    const retried = await refresh(b(), session.token);
    expect(retried.code).toBe(200);
    expect(retried.data.token).toBe(rotated.data.token);
    const renewed = { ...session, token: rotated.data.token };
    expect((await apiCall('/user/user/index', {}, renewed, b())).code).toBe(200);
    // Once the successor is refreshed too, the first token coming back ends the session everywhere.
    const next = await refresh(b(), renewed.token);
    expect(next.code).toBe(200);
    expect((await refresh(a(), session.token)).code).toBe(ERRORS.sessionInvalid.code);
    expect((await apiCall('/user/user/index', {}, { ...session, token: next.data.token }, b())).code).toBe(
      ERRORS.sessionInvalid.code,
    );
  });

  it('give one session for one signed message sent to both at once', async () => {
    const account = privateKeyToAccount(await freshFundedKey(rpcUrl));
    const nonce = await apiCall<LoginNonceResponse>(
      '/user/login/nonce',
      { address: account.address, chainId: 56, referee: ROOT_INVITE_CODE },
      undefined,
      b(),
    );
    const body = {
      message: nonce.data.message,
      sign: await account.signMessage({ message: nonce.data.message }),
      referee: ROOT_INVITE_CODE,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        apiCall<LoginResponse>('/user/login/login', body, undefined, i % 2 ? a() : b()),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === ERRORS.nonceInvalid.code)).toBe(
      true,
    );
  });

  it('credit a deposit once while both watch the chain, and never let split debits overdraw it', async () => {
    const senderKey = await freshFundedKey(rpcUrl);
    const sender = await signInViaApi(senderKey, ROOT_INVITE_CODE, a());
    const receiver = await signInViaApi(await freshFundedKey(rpcUrl), ROOT_INVITE_CODE, b());
    const rules = await apiCall<ExchangeIndexResponse>('/nft/Money_Exchange/index', {}, sender, a());
    const minimum = BigInt(rules.data.transfers.find((rule) => rule.asset === 'USDT')?.minimum ?? '0');
    expect(minimum).toBeGreaterThan(0n);

    // Ten transfers' worth, deposited from the member's wallet to the treasury.
    await depositToTreasury(senderKey, minimum * 10n);
    await eventually(
      () => available(sender, a()),
      (value) => value === minimum * 10n,
    );
    // The watchers keep going over newer blocks: the deposit stays credited once.
    await watchersPastNewBlocks();
    const deposits = await apiCall<MoneyLogResponse>(
      '/user/user/money_log',
      { kind: 'deposit' },
      sender,
      b(),
    );
    expect(deposits.data.total).toBe(1);
    expect(await available(sender, b())).toBe(minimum * 10n);

    // Twenty debits of a tenth, alternating servers, the first key also sent to both at once.
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const send = (key: string, server: string) =>
      apiCall<TransferRecord>(
        '/user/user/confirmTrans',
        { to: receiver.address, asset: 'USDT', amount: minimum.toString() },
        sender,
        server,
        { [HEADER_IDEMPOTENCY_KEY]: key },
      );
    const answers = await Promise.all([
      ...keys.map((key, i) => send(key, i % 2 ? a() : b())),
      send(keys[0] as string, a()),
      send(keys[0] as string, b()),
    ]);
    const succeeded = new Set(
      answers.filter((answer) => answer.code === 200).map((answer) => answer.data.id),
    );
    expect(succeeded.size).toBe(10);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused.every((answer) => answer.code === ERRORS.insufficientBalance.code)).toBe(true);
    expect(await available(sender, a())).toBe(0n);
    expect(await available(receiver, b())).toBe(minimum * 10n);
  });

  it('pay a withdrawal once while both send from one hot wallet', async () => {
    const key = await freshFundedKey(rpcUrl);
    const member = await signInViaApi(key, ROOT_INVITE_CODE, b());
    await depositToTreasury(key, units('25'));
    await eventually(
      () => available(member, b()),
      (value) => value === units('25'),
    );

    const walletBefore = await tokenBalance(rpcUrl, usdt, member.address as Address);
    const idempotencyKey = randomUUID();
    const body = { asset: 'USDT', amount: units('20').toString(), chainId: 56 };
    const [first, second] = await Promise.all(
      [a(), b()].map((server) =>
        apiCall<WithdrawResponse>('/user/Withdraw/atm', body, member, server, {
          [HEADER_IDEMPOTENCY_KEY]: idempotencyKey,
        }),
      ),
    );
    expect(first?.code).toBe(200);
    expect(second?.data).toEqual(first?.data);
    const received = BigInt(first?.data.received ?? '0');

    const status = async () => {
      await mine(1);
      const list = await apiCall<WithdrawalListResponse>('/user/Withdraw/index', {}, member, a());
      return list.data.list.map((withdrawal) => withdrawal.status).join(',');
    };
    await eventually(status, (value) => value === 'completed', 40_000);
    // The chain jobs go on polling over newer blocks: the payment stays one transaction.
    await watchersPastNewBlocks();
    expect(await tokenBalance(rpcUrl, usdt, member.address as Address)).toBe(walletBefore + received);
    const client = createPublicClient({ transport: http(rpcUrl) });
    expect(await client.getTransactionCount({ address: hotWallet })).toBe(1);
    expect(await available(member, a())).toBe(units('5'));
  });

  it("sell exactly the day's 100 avatars of 1000 purchases sent to both at once, queue the other 900 in arrival order, and serve them in it, 100 a settlement", async () => {
    const CREATE = '/nft/nft_order/orderCreate';
    const server = (index: number) => (index % 2 ? a() : b());
    const key = () => ({ [HEADER_IDEMPOTENCY_KEY]: randomUUID() });
    // One deposit, handed out to the buyers by transfers: twenty sign-ins, each buyer sending 50 purchases.
    const funderKey = await freshFundedKey(rpcUrl);
    const funder = await signInViaApi(funderKey, ROOT_INVITE_CODE, a());
    const perBuyer = RUSH.purchases / RUSH.buyers;
    const buyers = await Promise.all(
      Array.from({ length: RUSH.buyers }, (_, i) =>
        signInViaApi(generatePrivateKey(), ROOT_INVITE_CODE, server(i)),
      ),
    );
    await depositToTreasury(funderKey, units(String(RUSH.purchases)));
    await eventually(
      () => available(funder, a()),
      (value) => value === units(String(RUSH.purchases)),
    );
    const funded = await Promise.all(
      buyers.map((buyer, i) =>
        apiCall(
          '/user/user/confirmTrans',
          { to: buyer.address, asset: 'USDT', amount: units(String(perBuyer)).toString() },
          funder,
          server(i),
          key(),
        ),
      ),
    );
    expect(funded.map((answer) => answer.code)).toEqual(buyers.map(() => 200));

    const owners = new Map<string, Session>();
    const answers = await Promise.all(
      buyers.flatMap((buyer, i) =>
        Array.from({ length: perBuyer }, async (_, k) => {
          const answer = await apiCall<Order>(
            CREATE,
            { avatarId: 1, asset: 'USDT', queue: true },
            buyer,
            server(i + k),
            key(),
          );
          if (answer.code === 200) owners.set(answer.data.id, buyer);
          return answer;
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code !== 200)).toEqual([]);
    const orders = answers.map((answer) => answer.data);
    const queued = orders.filter((order) => order.status === 'queued');
    expect(orders.filter((order) => order.status === 'paid')).toHaveLength(RUSH.supply);
    expect(queued).toHaveLength(RUSH.purchases - RUSH.supply);
    // Each entry was told a place of its own: 0 to 899 ahead of it.
    const arrival = [...queued].sort((x, y) => (x.queue?.ahead ?? 0) - (y.queue?.ahead ?? 0));
    expect(arrival.map((order) => order.queue?.ahead)).toEqual(arrival.map((_, index) => index));
    const sold = async (at: string) =>
      (await apiCall<PayConfigResponse>('/nft/nft_order/payConfig', { avatarId: 1 }, undefined, at)).data
        .avatar;
    expect(await sold(a())).toMatchObject({ soldToday: RUSH.supply, remainingToday: 0 });

    // Settlements by the operator on either server: each serves the next 100 in arrival order.
    const operator = await signInViaApi(ROOT_MEMBER.privateKey, undefined, a());
    const index = await apiCall<SettlementIndexResponse>('/admin/Settlement/index', {}, operator, a());
    let day = index.data.lastSettledDay
      ? nextDay(index.data.lastSettledDay)
      : nextDay(index.data.nextSettlementAt.slice(0, 10), -1);
    for (let settlement = 1; settlement * RUSH.supply < RUSH.purchases; settlement++) {
      const run = await apiCall<SettlementRunResponse>(
        '/admin/Settlement/run',
        { through: day },
        operator,
        server(settlement),
      );
      expect(run.code, JSON.stringify(run)).toBe(200);
      const served = run.data.days.map(
        (record) => record.steps.find((step) => step.step === 'serve_queue')?.figures.served,
      );
      expect(served).toEqual([RUSH.supply]);
      const statuses = new Map<string, string>();
      for (const [i, buyer] of buyers.entries()) {
        const list = await apiCall<OrderListResponse>(
          '/nft/nft_order/getOrderList',
          { limit: 100 },
          buyer,
          server(i),
        );
        for (const order of list.data.list) statuses.set(order.id, order.status);
      }
      const servedSoFar = settlement * RUSH.supply;
      expect(arrival.map((order) => statuses.get(order.id))).toEqual(
        arrival.map((_, place) => (place < servedSoFar ? 'paid' : 'queued')),
      );
      // The day they count against is full, and no more than full.
      expect(await sold(server(settlement + 1))).toMatchObject({ soldToday: RUSH.supply, remainingToday: 0 });
      day = nextDay(day);
    }
    // Every buyer paid for its 50 avatars, all bought or served.
    for (const [i, buyer] of buyers.entries()) {
      expect(await available(buyer, server(i))).toBe(0n);
      expect([...owners.values()].filter((owner) => owner === buyer)).toHaveLength(perBuyer);
    }
  }, 300_000);

  it('leave a ledger that audits clean', async () => {
    const run = promisify(execFile);
    const audit = await run(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/ledger/audit-cli.ts')],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: scratchUrl, LOG_LEVEL: 'warn' } },
    );
    // A ledger with differences exits 1, which rejects here.
    expect(audit.stdout).toContain('clean: every balance matches the journal');
  });

  async function depositToTreasury(privateKey: Hex, amount: bigint) {
    const from = privateKeyToAccount(privateKey);
    await mintTestToken({ rpcUrl, token: usdt, to: from.address, amount });
    await sendTestToken({ rpcUrl, token: usdt, from, to: treasury, amount });
    await mine(3);
  }

  async function mine(blocks: number) {
    await devTestClient(rpcUrl).mine({ blocks });
  }

  /**
   * Mines block after block until the servers' shared deposit cursor has passed several blocks
   * mined from now on: their chain jobs (watchers and senders poll alike) have kept working over
   * newer blocks, however slow the machine, instead of a guess at how long that takes.
   */
  async function watchersPastNewBlocks() {
    const client = createPublicClient({ transport: http(rpcUrl) });
    const target = (await client.getBlockNumber()) + 4n;
    const scratch = new pg.Client({ connectionString: scratchUrl });
    await scratch.connect();
    try {
      await eventually(
        async () => {
          await mine(1);
          const cursor = await scratch.query<{ next: string }>(
            'SELECT next_block::text AS next FROM chain_cursor WHERE chain_id = 56',
          );
          return BigInt(cursor.rows[0]?.next ?? '0');
        },
        (next) => next > target,
        40_000,
      );
    } finally {
      await scratch.end();
    }
  }
});

/** The day `n` days after `day` (YYYY-MM-DD). */
function nextDay(day: string, n = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

async function available(session: Session, server: string): Promise<bigint> {
  const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, session, server);
  if (index.code !== 200) throw new Error(`user/index answered ${JSON.stringify(index)}`);
  return BigInt(index.data.assets.find((entry) => entry.asset === 'USDT')?.available ?? '0');
}

async function fundAccount(rpcUrl: string, address: Address) {
  await devTestClient(rpcUrl).setBalance({ address, value: 10n ** 20n });
}
