import type { TeamFigures } from '@colony/contract/team';
import { TEAM_PATHS } from '@colony/contract/team';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import { fundMember, postWrite } from '../../test/money.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findRootMember } from '../members/queries.ts';
import { joinColony } from '../members/service.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';
import { runsAgainstEvents } from './audit-queries.ts';
import { compactTeamEvents } from './service.ts';

/**
 * A chain hundreds deep inside a bounded team: each new member takes half the room left after its
 * superior, so the order is spread out again and again, members and their events (folded or not)
 * moved together, beside compacted runs and totals that carry no place. Every figure stays right (`team:audit`), and the top of the
 * chain reads its whole team through the API.
 */

const CLOCK = { time: '00:00', timeZone: 'UTC' };
const DEPTH = 300;
const CREATE = '/api/nft/nft_order/orderCreate';

let database: Database;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, { SETTLEMENT_ALLOW_FUTURE: 'true' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function labels(): Promise<Map<number, number>> {
  const found = await rows<{ id: number; label: string }>(
    db,
    sql`select id, team_label::text as label from member`,
  );
  return new Map(found.map((row) => [Number(row.id), Number(row.label)]));
}

async function settleNextDay(): Promise<void> {
  const [last] = await rows<{ day: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from settlement_step`,
  );
  const through = last?.day ? addDays(last.day, 1) : await colonyToday(db, CLOCK);
  await settleThrough(db, {
    through,
    steps: SETTLEMENT_STEPS,
    economy: DEFAULT_ECONOMY,
    clock: CLOCK,
    allowFuture: true,
  });
}

describe('the team order spread out under events', () => {
  it('moves every event with its member, so a chain hundreds deep keeps every figure', async () => {
    const root = await findRootMember(db);
    if (!root) throw new Error('no root');
    const address = () => privateKeyToAccount(generatePrivateKey()).address;
    // The top joins after its sibling, so it comes first and its team is bounded by the sibling.
    await joinColony(db, address(), root.id, CLOCK);
    const topAccount = privateKeyToAccount(generatePrivateKey());
    const top = await joinColony(db, topAccount.address, root.id, CLOCK);

    const chain: { id: number; account: PrivateKeyAccount }[] = [];
    const placedAt = new Map<number, number>();
    let bought = 0;
    for (let depth = 0; depth < DEPTH; depth++) {
      const account = privateKeyToAccount(generatePrivateKey());
      const member = await joinColony(db, account.address, chain.at(-1)?.id ?? top.id, CLOCK);
      chain.push({ id: member.id, account });
      placedAt.set(member.id, (await labels()).get(member.id) as number);
      // Every 20th member buys, so sale events are moved too; halfway the settlement folds them all.
      if (depth % 20 === 0) {
        const session = await signIn(app, account);
        await fundMember(db, member.id, 'USDT', wholeUnits('100', 'USDT'));
        const answer = await postWrite(
          app,
          CREATE,
          { avatarId: 1, asset: 'USDT' },
          {
            memberId: member.id,
            address: session.address,
            headers: sessionHeaders(session),
          },
        );
        expect(answer.json().data?.status, answer.body).toBe('paid');
        bought++;
      }
      // Compacted every tenth member, so the spreads after move runs and fresh events alike.
      if (depth % 10 === 5) await compactTeamEvents(db, CLOCK);
      if (depth === DEPTH / 2) await settleNextDay();
    }

    const now = await labels();
    const moved = chain.filter((member) => now.get(member.id) !== placedAt.get(member.id));
    expect(moved.length).toBeGreaterThan(DEPTH / 2);
    const [misplaced] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from team_event e join member m on m.id = e.member_id where e.team_label <> m.team_label`,
    );
    expect(misplaced?.n).toBe(0);
    const [runs] = await rows<{ n: number }>(db, sql`select count(*)::int as n from team_event_run`);
    expect(runs?.n).toBeGreaterThan(DEPTH / 4);
    expect(await runsAgainstEvents(db)).toEqual({ wrong: 0, wrongTotals: 0 });

    const session = await signIn(app, topAccount);
    const figures = (await post(app, `/api${TEAM_PATHS.index}`, {}, sessionHeaders(session))).json()
      .data as TeamFigures;
    const performance = wholeUnits(String(100 * bought), 'USDT').toString();
    expect(figures).toMatchObject({
      teamSize: DEPTH,
      directCount: 1,
      effectiveCount: bought,
      teamPerformance: performance,
      largestLegAddress: chain[0]?.account.address,
      largestLegPerformance: performance,
      smallZonePerformance: '0',
    });
    const report = await auditTeam(db, CLOCK);
    expect(report.clean, formatTeamAudit(report)).toBe(true);
    // The same figures once every event is compacted.
    await compactTeamEvents(db, CLOCK);
    expect((await post(app, `/api${TEAM_PATHS.index}`, {}, sessionHeaders(session))).json().data).toEqual(
      figures,
    );
    await settleNextDay();
    const after = await auditTeam(db, CLOCK);
    expect(after.clean, formatTeamAudit(after)).toBe(true);
  }, 300_000);
});
