import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { colonyToday } from '../../settlement/calendar.ts';
import { randomInviteCode } from '../members/invite-code-generator.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';
import { teamSettlementSteps } from './settlement-steps.ts';

/**
 * A colony that was running before the team figures arrived: migration 0010 folds every member's
 * figures once, exactly as the settlement's step would, so the pages are right before the first
 * settlement after the upgrade.
 */

const CLOCK = { time: '00:00', timeZone: 'UTC' };
const ONE = 10n ** 18n;

let database: Database;
let db: Db;
let before: string;

beforeAll(async () => {
  // The migrations up to 0009 only.
  before = await mkdtemp(path.join(tmpdir(), 'colony-before-team-'));
  await cp(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0010');
  await writeFile(journalFile, JSON.stringify(journal));
  database = await openDatabase({ kind: 'memory' });
  db = database.db;
  await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: before });
});

afterAll(async () => {
  await database?.close();
  await rm(before, { recursive: true, force: true });
});

async function join(superiorId: number | null): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into member (address, invite_code, superior_id, created_at)
        values (${privateKeyToAddress(generatePrivateKey())}, ${randomInviteCode()}, ${superiorId}, now() - interval '3 days')
        returning id`,
  );
  return Number(row?.id);
}

/** A paid main avatar the old way: the price to the treasury, the order and its avatar, some fuel burned. */
async function bought(memberId: number, spent: boolean): Promise<void> {
  const price = 100n * ONE;
  await ledger.transfer(db, {
    asset: 'USDT',
    from: { system: 'world' },
    to: { member: memberId },
    amount: price,
    kind: 'deposit',
    reference: 'test deposit',
  });
  const order = randomUUID();
  await ledger.transfer(db, {
    asset: 'USDT',
    from: { member: memberId },
    to: { system: 'treasury' },
    amount: price,
    kind: 'avatar_purchase',
    reference: order,
  });
  await db.execute(sql`
    insert into avatar_order (id, member_id, avatar_id, avatar_kind, asset, amount, status, settled_at)
    values (${order}, ${memberId}, 1, 'main', 'USDT', ${price.toString()}::numeric, 'paid', now() - interval '2 days')`);
  await db.execute(sql`
    insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, burned_fuel, daily_burn,
      share_mm, share_mc, share_ume, first_day, last_output_day)
    values (${memberId}, 1, 'main', ${order}, 'USDT', ${price.toString()}::numeric, ${(2n * price).toString()}::numeric,
      ${(spent ? 2n * price : ONE).toString()}::numeric, ${ONE.toString()}::numeric, 6000, 3000, 1000,
      current_date - 5, current_date - 2)`);
}

describe('migration 0010 on a running colony', () => {
  it('folds every member’s figures once, as the settlement would', async () => {
    const root = await join(null);
    const ids = [root];
    for (let n = 0; n < 40; n++) ids.push(await join(ids[(n * 7919) % ids.length] ?? root));
    for (const [n, id] of ids.entries()) {
      if (n % 3 === 1) await bought(id, false);
      if (n % 5 === 2) await bought(id, n % 2 === 0);
    }

    await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
    const [folded] = await rows<{ n: number }>(db, sql`select count(*)::int as n from member_team`);
    expect(folded?.n).toBe(ids.length);
    const report = await auditTeam(db, CLOCK);
    expect(report.clean, formatTeamAudit(report)).toBe(true);

    // The settlement's fold finds nothing to change.
    const [step] = teamSettlementSteps;
    if (!step) throw new Error('no team step');
    const day = await colonyToday(db, CLOCK);
    const figures = await db.transaction((tx) =>
      step.run(tx as unknown as Db, { day, endsAt: new Date(), economy: DEFAULT_ECONOMY, clock: CLOCK }),
    );
    expect(figures).toMatchObject({ members: ids.length, changed: 0 });
  });
});
