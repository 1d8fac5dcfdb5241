import { ASSETS, type Asset } from '@colony/contract/assets';
import { AVATAR_KINDS, type AvatarKind } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import type { GovernanceRule } from '../../economy/governance-config.ts';
import { DEMO_ROOT_ADDRESS } from '../../env.ts';
import { replayParameters } from '../../test/property-runs.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { testEnv } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { governanceContextOf } from './context.ts';
import { createProposal, takeSnapshot, type Voter } from './service.ts';

/**
 * The snapshot against an independent computation of every member's power: random holdings
 * (Avatars of each kind, balances of several assets, available and frozen, some empty or too
 * small to count) under random rules (kinds that weigh nothing, weights past 32 bits, shares of a
 * balance below, at and above 100 % that round down, assets not counted). Every member with power
 * above zero has exactly that power in the snapshot, nobody else has a row, and the proposal
 * records their number and total. `FC_SEED=<seed>` replays a run, `FC_RUNS` sets how many.
 */

const RUNS = Number(process.env.FC_RUNS ?? 30);
const ONE = 10n ** 18n;
const HOUR = 3_600_000;

let database: Database;
let db: Db;
let operator: Voter;
let clock = Date.parse('2033-01-01T00:00:00Z');
let joined = 0;

interface Holdings {
  memberId: number;
  avatars: AvatarKind[];
  balances: { asset: Asset; available: bigint; frozen: bigint }[];
}
/** Everything every member of this file holds, across runs: each snapshot counts them all. */
const colony: Holdings[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  operator = await join();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** A new member below the root, inserted as the bench does (no sign-in needed here). */
async function join(): Promise<Voter> {
  joined++;
  const address = `0x${'5'.repeat(8)}${joined.toString(16).padStart(32, '0')}`;
  const inviteCode = [...joined.toString(16).padStart(8, '0')]
    .map((digit) => 'ABCDEFGHJKMNPQRS'[Number.parseInt(digit, 16)])
    .join('');
  const root = await findMemberByAddress(db, DEMO_ROOT_ADDRESS);
  await db.execute(sql`
    insert into member (address, invite_code, superior_id) values (${address}, ${inviteCode}, ${root?.id ?? null})`);
  const member = await findMemberByAddress(db, address);
  if (!member) throw new Error('member not created');
  return { memberId: member.id, address };
}

async function hold(holdings: Omit<Holdings, 'memberId'>): Promise<void> {
  const { memberId } = await join();
  for (const kind of holdings.avatars) {
    await db.execute(sql`
      insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn,
        share_mm, share_mc, share_ume, first_day)
      values (${memberId}, 1, ${kind}, gen_random_uuid(), 'USDT', ${(100n * ONE).toString()}::numeric,
        ${(200n * ONE).toString()}::numeric, ${ONE.toString()}::numeric, 6000, 3000, 1000, current_date)`);
  }
  for (const balance of holdings.balances) {
    await db.execute(sql`
      insert into ledger_account (asset, member_id, available, frozen)
      values (${balance.asset}, ${memberId}, ${balance.available.toString()}::numeric,
        ${balance.frozen.toString()}::numeric)`);
  }
  colony.push({ memberId, ...holdings });
}

function expectedPower(holdings: Holdings, rule: GovernanceRule): bigint {
  const avatars = holdings.avatars.reduce((sum, kind) => sum + rule.avatarPower[kind], 0n);
  return holdings.balances.reduce((sum, { asset, available, frozen }) => {
    const bps = BigInt(rule.assetPowerBps[asset] ?? 0);
    return sum + ((available + frozen) * bps) / 10_000n;
  }, avatars);
}

// Amounts near the thresholds where a share rounds down to nothing, and large ones.
const amount = fc.oneof(
  fc.constantFrom(0n, 1n, 2n, 3n, 4n, 9_999n, 10_000n),
  fc.bigInt({ min: 0n, max: 10n ** 24n }),
);
const holdingsArbitrary = fc.record({
  avatars: fc.array(fc.constantFrom(...AVATAR_KINDS), { maxLength: 4 }),
  balances: fc.uniqueArray(
    fc.record({ asset: fc.constantFrom(...ASSETS), available: amount, frozen: amount }),
    { selector: (balance) => balance.asset, maxLength: 3 },
  ),
});
const avatarPowerArbitrary = fc.constantFrom(
  0n,
  1n,
  25n * ONE,
  100n * ONE,
  300n * ONE,
  // Multiples of the greatest common divisor past 32 bits: summed as bigint.
  7n * 2n ** 40n,
);
const ruleArbitrary = fc.record({
  avatarPower: fc.record({
    main: avatarPowerArbitrary,
    alliance: avatarPowerArbitrary,
    guide: avatarPowerArbitrary,
  }),
  assetPowerBps: fc
    .uniqueArray(fc.tuple(fc.constantFrom(...ASSETS), fc.constantFrom(0, 1, 2_500, 3_333, 10_000, 15_000)), {
      selector: ([asset]) => asset,
      maxLength: 3,
    })
    .map((entries): Partial<Record<Asset, number>> => Object.fromEntries(entries)),
});

describe('the snapshot against an independent computation', () => {
  it(`gives every member the power their holdings are worth (${RUNS} runs)`, async () => {
    const seen = { runs: 0, withPower: 0, without: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(holdingsArbitrary, { minLength: 1, maxLength: 6 }),
        ruleArbitrary,
        async (newcomers, drawn) => {
          for (const holdings of newcomers) await hold(holdings);
          const rule: GovernanceRule = { ...DEFAULT_ECONOMY.governance, ...drawn };
          const economy = { ...DEFAULT_ECONOMY, governance: rule };
          const context = governanceContextOf(await testEnv(), economy, { now: () => clock });
          const startAt = clock + 60_000;
          const proposal = await createProposal(
            db,
            context,
            operator,
            {
              title: { en: 'Snapshot' },
              body: { en: 'Who holds what' },
              choices: [{ en: 'Yes' }, { en: 'No' }],
              votingType: 'single',
              startAt: new Date(startAt).toISOString(),
              endAt: new Date(startAt + HOUR).toISOString(),
            },
            'en',
          );
          clock = Date.parse(proposal.startAt) + 1000;
          expect(await takeSnapshot(db, { ...context, now: () => clock }, proposal.id)).toBe(true);

          const expected = colony
            .map((holdings) => ({ memberId: holdings.memberId, power: expectedPower(holdings, rule) }))
            .filter((entry) => entry.power > 0n)
            .sort((a, b) => a.memberId - b.memberId);
          const stored = await rows<{ member_id: number; power: string }>(
            db,
            sql`select member_id, power::text as power from poll_power where poll_id = ${proposal.id}
                order by member_id`,
          );
          expect(
            stored.map((row) => ({ memberId: Number(row.member_id), power: BigInt(row.power) })),
          ).toEqual(expected);
          const [poll] = await rows<{ members: number; total: string }>(
            db,
            sql`select snapshot_members as members, snapshot_power::text as total from poll where id = ${proposal.id}`,
          );
          expect({ members: Number(poll?.members), total: BigInt(poll?.total ?? -1) }).toEqual({
            members: expected.length,
            total: expected.reduce((sum, entry) => sum + entry.power, 0n),
          });
          seen.runs++;
          seen.withPower += expected.length;
          seen.without += colony.length - expected.length;
          clock += HOUR;
        },
      ),
      { ...replayParameters(), numRuns: RUNS },
    );
    console.info(`snapshot runs went through: ${JSON.stringify(seen)}`);
    expect(seen.withPower).toBeGreaterThan(0);
    expect(seen.without).toBeGreaterThan(0);
  }, 600_000);
});
