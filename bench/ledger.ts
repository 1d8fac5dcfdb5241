/**
 * Ledger bench: posted transfers per second through `ledger.transfer`, with 1
 * and 16 concurrent clients, on PGlite (on disk, as the server runs it) and on
 * PostgreSQL when DATABASE_URL is set, against raw SQL doing the same work in
 * the same run: one statement that debits one account, credits the other and
 * inserts the journal row, sent straight to the driver with the account ids
 * already known. The ledger also finds the accounts by owner and asset, checks
 * its input and maps errors. Prints figures; never fails on them.
 */

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateKeyToAddress } from 'viem/accounts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { auditLedger } from '../apps/server/src/ledger/audit.ts';
import { ledger } from '../apps/server/src/ledger/ledger.ts';
import { randomInviteCode } from '../apps/server/src/modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../apps/server/src/modules/members/queries.ts';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';
import { table, withScratchDatabase } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 0.5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 64);
const CLIENT_COUNTS = [1, 16];
const TARGET_RATIO = 0.5;

interface Row {
  database: string;
  clients: number;
  ledgerPerSecond: number;
  rawPerSecond: number;
}

/** Both drivers answer `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/** Runs `task` from `clients` loops for `seconds`; answers completed tasks per second. */
async function throughput(
  clients: number,
  seconds: number,
  task: (client: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        await task(client);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** A pair of distinct members for the next transfer: spread out, so clients rarely wait on one row. */
function pairPicker(memberIds: number[]): () => [number, number] {
  let n = 0;
  return () => {
    n++;
    const from = (n * 7) % memberIds.length;
    const to = (from + 1 + (n % (memberIds.length - 1))) % memberIds.length;
    return [memberIds[from] as number, memberIds[to] as number];
  };
}

async function seedMembers(
  database: Database,
): Promise<{ memberIds: number[]; accountIds: Map<number, number> }> {
  const memberIds: number[] = [];
  let superiorId: number | null = null;
  for (let i = 1; i <= MEMBERS; i++) {
    const member = await insertMemberIfAbsent(database.db, {
      address: privateKeyToAddress(`0x${(0xbe00 + i).toString(16).padStart(64, '0')}`),
      inviteCode: randomInviteCode(),
      superiorId,
    });
    if (!member) throw new Error('bench member not created');
    superiorId ??= member.id;
    memberIds.push(member.id);
    // Plenty for every transfer of the run.
    await ledger.transfer(database.db, {
      asset: 'USDT',
      from: { system: 'world' },
      to: { member: member.id },
      amount: 10n ** 30n,
      kind: 'deposit',
      reference: 'bench',
    });
  }
  const client = rawClient(database);
  const result = (await client.query(
    "select id, member_id from ledger_account where asset = 'USDT' and member_id is not null",
    [],
  )) as { rows: { id: number; member_id: number }[] };
  return {
    memberIds,
    accountIds: new Map(result.rows.map((row) => [Number(row.member_id), Number(row.id)])),
  };
}

function rawClient(database: Database): RawClient {
  return (database.db as unknown as { $client: RawClient }).$client;
}

const RAW_TRANSFER = `
  with d as (update ledger_account set available = available - $1::numeric where id = $2 returning id, available),
       c as (update ledger_account set available = available + $1::numeric where id = $3 returning id, available)
  insert into ledger_transfer (id, asset, debit_account_id, credit_account_id, amount, phase, kind, reference, debit_available_after, credit_available_after)
  select $4, 'USDT', d.id, c.id, $1::numeric, 'posted', 'transfer', 'bench', d.available, c.available from d, c`;

async function measure(label: string, database: Database): Promise<Row[]> {
  await database.migrate();
  const { memberIds, accountIds } = await seedMembers(database);
  const client = rawClient(database);
  const next = pairPicker(memberIds);

  const viaLedger = async () => {
    const [from, to] = next();
    await ledger.transfer(database.db, {
      asset: 'USDT',
      from: { member: from },
      to: { member: to },
      amount: 1n,
      kind: 'transfer',
      reference: 'bench',
    });
  };
  const viaRaw = async () => {
    const [from, to] = next();
    // Like the ledger, run again when PostgreSQL picks this statement as a deadlock victim.
    for (;;) {
      try {
        await client.query(RAW_TRANSFER, ['1', accountIds.get(from), accountIds.get(to), randomUUID()]);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01') throw error;
      }
    }
  };

  const rows: Row[] = [];
  for (const clients of CLIENT_COUNTS) {
    await throughput(clients, WARMUP_SECONDS, viaRaw);
    await throughput(clients, WARMUP_SECONDS, viaLedger);
    // Alternated halves, so a slow spell of a shared machine hits both sides alike.
    const half = SECONDS / 2;
    const raw = [await throughput(clients, half, viaRaw)];
    const led = [await throughput(clients, half, viaLedger)];
    led.push(await throughput(clients, half, viaLedger));
    raw.push(await throughput(clients, half, viaRaw));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    rows.push({ database: label, clients, ledgerPerSecond: mean(led), rawPerSecond: mean(raw) });
  }
  const audit = await auditLedger(database.db);
  console.log(`${label}: ${audit.transfers} journal rows, audit ${audit.clean ? 'clean' : 'NOT CLEAN'}`);
  return rows;
}

async function main() {
  console.log(
    `## Ledger bench: posted transfers of 1 base unit between ${MEMBERS} members, ` +
      `${SECONDS} s per figure after ${WARMUP_SECONDS} s warm-up\n`,
  );
  const rows: Row[] = [];

  const dataDir = await mkdtemp(path.join(tmpdir(), 'colony-bench-ledger-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir });
  try {
    rows.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await withScratchDatabase('ledger', databaseUrl, async (url) => {
      const postgres = await openDatabase({ kind: 'postgres', url, poolMax: Math.max(...CLIENT_COUNTS) });
      try {
        rows.push(...(await measure('PostgreSQL', postgres)));
      } finally {
        await postgres.close();
      }
    });
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
  }

  const header = ['database', 'clients', 'ledger/s', 'raw SQL/s', 'ledger vs raw'];
  const lines = rows.map((row) => {
    const ratio = row.ledgerPerSecond / row.rawPerSecond;
    return [
      row.database,
      String(row.clients),
      row.ledgerPerSecond.toFixed(0),
      row.rawPerSecond.toFixed(0),
      `${(ratio * 100).toFixed(1)}%${ratio >= TARGET_RATIO ? '' : ' (target ≥ 50%)'}`,
    ];
  });
  console.log('');
  table(header, lines);

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `ledger-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, members: MEMBERS, rows }, null, 2)}\n`,
  );
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}

await main();
