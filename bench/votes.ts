/**
 * Governance bench, two parts. Prints figures; never fails on them.
 *
 * 1. Votes per second through `POST /api/nft/Polls/vote` on the real server (embedded PGlite, then
 *    PostgreSQL when DATABASE_URL is set), each vote an EIP-712 signature made beforehand (untimed),
 *    against raw EIP-712 recovery per second in this process: the one piece of cryptography every
 *    vote needs. The voters' power comes from MM an operator airdropped them, counted by an
 *    ECONOMY_CONFIG that weighs MM (the config may name any asset).
 * 2. The voting-power snapshot of BENCH_SNAPSHOT_MEMBERS members (1,000,000 by default), each
 *    holding Avatars and half of them MCD, against one plain INSERT … SELECT of as many rows of the
 *    same width (a power of 100) into the same table, in the same database: what the snapshot adds
 *    is reading and combining the holdings.
 */

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { POLL_PATHS, voteTypedData } from '@colony/contract/governance-signing';
import {
  HEADER_ADDRESS,
  HEADER_APP_KEY,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_TOKEN,
} from '@colony/contract/headers';
import { sql } from 'drizzle-orm';
import { type Hex, recoverTypedDataAddress } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import { DEFAULT_ECONOMY } from '../apps/server/src/economy/config.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { governanceContextOf } from '../apps/server/src/modules/governance/context.ts';
import { createProposal, takeSnapshot } from '../apps/server/src/modules/governance/service.ts';
import { ensureRootMember } from '../apps/server/src/modules/members/service.ts';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';
import { type RunningServer, startServer } from '../e2e/support/server-process.ts';
import { percentile, table, withScratchDatabase } from './support.ts';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 400);
const VOTES_EACH = Number(process.env.BENCH_VOTES_EACH ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RECOVERY_SECONDS = Number(process.env.BENCH_RECOVERY_SECONDS ?? 3);
const SNAPSHOT_MEMBERS = Number(process.env.BENCH_SNAPSHOT_MEMBERS ?? 1_000_000);
const SNAPSHOT_ROUNDS = Number(process.env.BENCH_SNAPSHOT_ROUNDS ?? 2);
const ONLY = process.env.BENCH_ONLY; // 'votes' or 'snapshot'
const TARGET_VOTE_RATIO = 0.5;
const TARGET_SNAPSHOT_RATIO = 2;
const ROOT_INVITE_CODE = 'BENCHAAA';
const ONE = 10n ** 18n;

const HEADERS = { 'content-type': 'application/json', [HEADER_APP_KEY]: DEFAULT_APP_KEY };

type Session = { address: string; token: string };

async function call<T>(
  url: string,
  body: unknown,
  session?: Session,
  extra: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: T }> {
  const headers: Record<string, string> = { ...HEADERS, ...extra };
  if (session) Object.assign(headers, { [HEADER_TOKEN]: session.token, [HEADER_ADDRESS]: session.address });
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; msg: string; data: T };
}

async function inParallel<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

async function signIn(base: string, account: PrivateKeyAccount, referee?: string): Promise<Session> {
  const nonce = await call<{ message: string }>(`${base}/api/user/login/nonce`, {
    address: account.address,
    chainId: 56,
    ...(referee ? { referee } : {}),
  });
  if (nonce.code !== 200) throw new Error(`nonce refused: ${nonce.msg}`);
  const sign = await account.signMessage({ message: nonce.data.message });
  const login = await call<Session>(`${base}/api/user/login/login`, {
    message: nonce.data.message,
    sign,
    ...(referee ? { referee } : {}),
  });
  if (login.code !== 200) throw new Error(`login refused: ${login.msg}`);
  return login.data;
}

// ---------------------------------------------------------------------------
// Part 1: votes through the endpoint

interface VoteFigures {
  votesPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function votesThroughServer(running: RunningServer, operatorKey: Hex): Promise<VoteFigures> {
  const base = running.url;
  const operator = await signIn(base, privateKeyToAccount(operatorKey), ROOT_INVITE_CODE);
  const accounts = Array.from({ length: VOTERS }, () => privateKeyToAccount(generatePrivateKey()));
  const sessions = await inParallel(accounts, (account) => signIn(base, account, ROOT_INVITE_CODE));
  await inParallel(accounts, async (account) => {
    const granted = await call(
      `${base}/api${'/admin/Airdrop/grant'}`,
      { to: account.address, asset: 'MM', amount: (10n * ONE).toString(), reason: 'bench voting power' },
      operator,
      { [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
    );
    if (granted.code !== 200) throw new Error(`airdrop refused: ${granted.msg}`);
  });
  const now = Date.now();
  const created = await call<{ id: string }>(
    `${base}/api${POLL_PATHS.create}`,
    {
      title: { en: 'Bench proposal' },
      body: { en: 'Votes per second' },
      choices: [{ en: 'For' }, { en: 'Against' }, { en: 'Abstain' }],
      startAt: new Date(now).toISOString(),
      endAt: new Date(now + 3_600_000).toISOString(),
    },
    operator,
    { [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
  );
  if (created.code !== 200) throw new Error(`proposal refused: ${created.msg}`);
  const proposal = created.data.id;

  // Each voter's votes, each a change of the one before (a later second), signed beforehand.
  const start = Math.floor(Date.now() / 1000);
  const rounds: { session: Session; body: unknown }[][] = [];
  // One more round than measured: the first warms the server up, untimed.
  for (let round = 0; round <= VOTES_EACH; round++) {
    rounds.push(
      await Promise.all(
        accounts.map(async (account, index) => {
          const choice = ((index + round) % 3) + 1;
          const timestamp = start + round;
          const signature = await account.signTypedData(
            voteTypedData('single', 56, { proposal, choice, voter: account.address, timestamp }),
          );
          return {
            session: sessions[index] as Session,
            body: { id: proposal, choice, timestamp, signature, chainId: 56 },
          };
        }),
      ),
    );
  }

  const [warmUp, ...timed] = rounds;
  await inParallel(warmUp ?? [], ({ session, body }) =>
    call(`${base}/api${POLL_PATHS.vote}`, body, session, { [HEADER_IDEMPOTENCY_KEY]: randomUUID() }),
  );
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (const round of timed) {
    await inParallel(round, async ({ session, body }) => {
      const begin = performance.now();
      const answer = await call(`${base}/api${POLL_PATHS.vote}`, body, session, {
        [HEADER_IDEMPOTENCY_KEY]: randomUUID(),
      });
      times.push(performance.now() - begin);
      if (answer.code !== 200) {
        failures++;
        if (failures <= 3) console.warn(`!! a vote was refused: ${answer.code} ${answer.msg}`);
      }
    });
  }
  const elapsed = (performance.now() - started) / 1000;
  const sent = VOTERS * VOTES_EACH;
  return {
    votesPerSecond: (sent - failures) / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures,
  };
}

/** EIP-712 recoveries per second (hashing included, as the server does both), one after another. */
async function rawRecoveriesPerSecond(): Promise<number> {
  const account = privateKeyToAccount(generatePrivateKey());
  const samples: { typedData: ReturnType<typeof voteTypedData>; signature: Hex }[] = [];
  for (let i = 0; i < 64; i++) {
    const typedData = voteTypedData('single', 56, {
      proposal: randomUUID(),
      choice: (i % 3) + 1,
      voter: account.address,
      timestamp: 1_900_000_000 + i,
    });
    samples.push({ typedData, signature: await account.signTypedData(typedData) });
  }
  let count = 0;
  const deadline = performance.now() + RECOVERY_SECONDS * 1000;
  const started = performance.now();
  while (performance.now() < deadline) {
    const sample = samples[count % samples.length] as (typeof samples)[number];
    await recoverTypedDataAddress({ ...sample.typedData, signature: sample.signature });
    count++;
  }
  return count / ((performance.now() - started) / 1000);
}

async function measureVotes(label: string, env: Record<string, string | undefined>): Promise<VoteFigures> {
  const operatorKey = generatePrivateKey();
  const configDir = await mkdtemp(path.join(tmpdir(), 'colony-bench-votes-'));
  const economy = path.join(configDir, 'economy.json');
  // Power from MM, which operators can airdrop; MCD cannot be granted.
  await writeFile(economy, JSON.stringify({ governance: { assetPowerBps: { MM: 10_000 } } }));
  const running = await startServer({
    name: `bench-votes-${label.toLowerCase()}`,
    env: {
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      LOGIN_ADDRESS_RATE_LIMIT_MAX: '100000000',
      ROOT_INVITE_CODE,
      OPERATOR_ADDRESSES: privateKeyToAccount(operatorKey).address,
      ECONOMY_CONFIG: economy,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DEMO_DATA: 'false',
      ...env,
    },
  });
  try {
    return await votesThroughServer(running, operatorKey);
  } finally {
    await running.stop();
    await rm(configDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// Part 2: the snapshot of a million members

interface SnapshotFigures {
  members: number;
  holders: number;
  plainMs: number;
  snapshotMs: number;
}

/** Members, their Avatars and MCD, set-based; the team trigger is off, every member below the root. */
async function seedColony(database: Database, members: number): Promise<number> {
  const { db } = database;
  const root = await ensureRootMember(db, {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    inviteCode: ROOT_INVITE_CODE,
  });
  if (root.kind === 'conflict') throw new Error('no root');
  const started = performance.now();
  await db.execute(sql`alter table member disable trigger member_team_position`);
  await db.execute(sql`
    insert into member (address, invite_code, superior_id, team_label)
    select '0x' || lpad(to_hex(i), 40, '0'),
      translate(lpad(to_hex(i), 8, '0'), '0123456789abcdef', 'ABCDEFGHJKMNPQRS'), ${root.root.id}, i
    from generate_series(1, ${members}) as i`);
  await db.execute(sql`alter table member enable trigger member_team_position`);
  // Everyone one Avatar (main, guide or alliance), a fifth a second one, half some MCD.
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn,
      share_mm, share_mc, share_ume, first_day)
    select m.id,
      case m.id % 10 when 0 then 15 when 1 then 2 else 1 end,
      case m.id % 10 when 0 then 'alliance' when 1 then 'guide' else 'main' end,
      gen_random_uuid(), 'USDT', 100 * ${ONE.toString()}::numeric, 200 * ${ONE.toString()}::numeric,
      ${ONE.toString()}::numeric, 6000, 3000, 1000, current_date
    from member m where m.superior_id is not null`);
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn,
      share_mm, share_mc, share_ume, first_day)
    select m.id, 1, 'main', gen_random_uuid(), 'USDT', 100 * ${ONE.toString()}::numeric,
      200 * ${ONE.toString()}::numeric, ${ONE.toString()}::numeric, 6000, 3000, 1000, current_date
    from member m where m.superior_id is not null and m.id % 5 = 0`);
  await db.execute(sql`
    insert into ledger_account (asset, member_id, available)
    select 'MCD', m.id, (m.id % 1000 + 1) * ${ONE.toString()}::numeric
    from member m where m.superior_id is not null and m.id % 2 = 0`);
  // As autovacuum leaves a running colony: hint bits set and statistics up to date, so the first
  // snapshot does not pay for the seed's first reads.
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded ${members} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return root.root.id;
}

async function measureSnapshot(database: Database): Promise<SnapshotFigures> {
  await database.migrate();
  const rootId = await seedColony(database, SNAPSHOT_MEMBERS);
  const context = governanceContextOf(loadEnv({}, {}), DEFAULT_ECONOMY);
  const operator = { memberId: rootId, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' };
  const plain: number[] = [];
  const snapshot: number[] = [];
  let holders = 0;
  // Alternated, so a slow spell of a shared machine hits both sides alike; the best of each counts.
  for (let round = 0; round < SNAPSHOT_ROUNDS; round++) {
    const baselineId = randomUUID();
    // Each side starts with the rows before it written out, so neither pays for writing the other's.
    await database.db.execute(sql`checkpoint`);
    let begin = performance.now();
    await database.db.execute(sql`
      insert into poll_power (poll_id, member_id, power)
      select ${baselineId}::uuid, m.id, ${(100n * ONE).toString()}::numeric from member m where m.superior_id is not null`);
    plain.push(performance.now() - begin);

    // Upcoming, so creating it takes no snapshot; the clock then reaches its start.
    const start = Date.now() + 60_000;
    const proposal = await createProposal(
      database.db,
      context,
      operator,
      {
        title: { en: 'Bench snapshot' },
        body: { en: 'A million members' },
        choices: [{ en: 'For' }, { en: 'Against' }],
        votingType: 'single',
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 3_600_000).toISOString(),
      },
      'en',
    );
    const later = { ...context, now: () => start + 1000 };
    await database.db.execute(sql`checkpoint`);
    begin = performance.now();
    const took = await takeSnapshot(database.db, later, proposal.id);
    snapshot.push(performance.now() - begin);
    if (!took) throw new Error('the snapshot was not taken');
    const [row] = await rows<{ members: number }>(
      database.db,
      sql`select snapshot_members as members from poll where id = ${proposal.id}`,
    );
    holders = Number(row?.members ?? 0);
    console.log(
      `  round ${round + 1}: plain INSERT … SELECT ${plain.at(-1)?.toFixed(0)} ms, snapshot ${snapshot.at(-1)?.toFixed(0)} ms`,
    );
  }
  return {
    members: SNAPSHOT_MEMBERS,
    holders,
    plainMs: Math.min(...plain),
    snapshotMs: Math.min(...snapshot),
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const result: Record<string, unknown> = { at: new Date().toISOString() };

  if (ONLY !== 'snapshot') {
    console.log(
      `## Votes: ${VOTERS} voters × ${VOTES_EACH} votes (each a change of the last, after one warm-up vote each), ${CONCURRENCY} in flight\n`,
    );
    const recoveries = await rawRecoveriesPerSecond();
    const voteRows: { label: string; figures: VoteFigures }[] = [];
    voteRows.push({ label: 'PGlite', figures: await measureVotes('PGlite', { DATABASE_URL: undefined }) });
    if (databaseUrl) {
      voteRows.push({
        label: 'PostgreSQL',
        figures: await withScratchDatabase('votes', databaseUrl, (url) =>
          measureVotes('PostgreSQL', { DATABASE_URL: url }),
        ),
      });
    } else console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
    table(
      ['target', 'votes/s', 'p50 ms', 'p99 ms', 'refused', 'vs recovery'],
      [
        ['raw EIP-712 recovery', recoveries.toFixed(0), '', '', '', ''],
        ...voteRows.map(({ label, figures }) => {
          const ratio = figures.votesPerSecond / recoveries;
          return [
            `vote endpoint, ${label}`,
            figures.votesPerSecond.toFixed(0),
            figures.p50.toFixed(1),
            figures.p99.toFixed(1),
            String(figures.failures),
            `${(ratio * 100).toFixed(1)}%${ratio >= TARGET_VOTE_RATIO ? '' : ' (target ≥ 50%)'}`,
          ];
        }),
      ],
    );
    Object.assign(result, { recoveriesPerSecond: recoveries, votes: voteRows });
    console.log('');
  }

  if (ONLY !== 'votes') {
    console.log(
      `## Snapshot of ${SNAPSHOT_MEMBERS} members against a plain INSERT … SELECT of as many rows\n`,
    );
    const snapshotRows: { label: string; figures: SnapshotFigures }[] = [];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'colony-bench-snapshot-'));
    const pglite = await openDatabase({ kind: 'pglite', dataDir });
    try {
      console.log('PGlite:');
      snapshotRows.push({ label: 'PGlite', figures: await measureSnapshot(pglite) });
    } finally {
      await pglite.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    if (databaseUrl) {
      await withScratchDatabase('votes', databaseUrl, async (url) => {
        const postgres = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
        try {
          console.log('PostgreSQL:');
          snapshotRows.push({ label: 'PostgreSQL', figures: await measureSnapshot(postgres) });
        } finally {
          await postgres.close();
        }
      });
    } else console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
    console.log('');
    table(
      ['database', 'members', 'with power', 'plain ms', 'snapshot ms', 'snapshot vs plain'],
      snapshotRows.map(({ label, figures }) => {
        const ratio = figures.snapshotMs / figures.plainMs;
        return [
          label,
          String(figures.members),
          String(figures.holders),
          figures.plainMs.toFixed(0),
          figures.snapshotMs.toFixed(0),
          `${ratio.toFixed(2)}×${ratio <= TARGET_SNAPSHOT_RATIO ? '' : ' (target ≤ 2×)'}`,
        ];
      }),
    );
    Object.assign(result, { snapshot: snapshotRows });
  }

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `votes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}

await main();
