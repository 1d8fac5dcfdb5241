import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Stablecoin } from '@colony/contract/assets';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@colony/contract/invite-code';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { avatarOrders, memberAvatars } from '../../db/schema/avatars.ts';
import { members } from '../../db/schema/members.ts';
import { memberTeam } from '../../db/schema/team.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays, daysBetween } from '../../settlement/calendar.ts';
import { collectEarnings } from '../earnings/collection.ts';

/**
 * Shared by the income and elite suites: a colony built straight in the tables, as sign-ups,
 * purchases and the settlement's fold of the team figures would leave it, so a test can give
 * any tree, star levels and sales without playing every request.
 */

function inviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  return [...bytes].map((byte) => INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length]).join('');
}

/**
 * A new member below `superiorId`, placed in the tree by the database as at a sign-up; `seed` gives
 * it the same address in every run, `address` (checksummed) one a test's wallet can sign in with.
 */
export async function insertMember(
  db: Db,
  superiorId: number,
  seed?: string,
  address?: string,
): Promise<number> {
  const hex =
    seed === undefined
      ? randomBytes(20).toString('hex')
      : createHash('sha256').update(seed).digest('hex').slice(0, 40);
  const [row] = await db
    .insert(members)
    .values({ address: address ?? `0x${hex}`, inviteCode: inviteCode(), superiorId })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/**
 * A chain of `length` new members, each below the one before, the first below `superiorId`, in
 * one round trip; answers their ids, top first.
 */
export async function insertChain(db: Db, superiorId: number, length: number): Promise<number[]> {
  const prefix = randomBytes(8).toString('hex');
  const [before] = await rows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from member`);
  const first = Number(before?.id ?? 0);
  const alphabet = INVITE_CODE_ALPHABET;
  // Invite codes spell first + i in the code alphabet: distinct from every other chain's.
  await db.execute(
    sql.raw(`do $$
      declare
        previous integer := ${Number(superiorId)};
        code text;
        n bigint;
      begin
        for i in 1..${Number(length)} loop
          code := '';
          n := ${first} + i;
          for d in 1..${INVITE_CODE_LENGTH} loop
            code := code || substr('${alphabet}', (n % ${alphabet.length})::int + 1, 1);
            n := n / ${alphabet.length};
          end loop;
          insert into member (address, invite_code, superior_id)
          values ('0x${prefix}' || lpad(to_hex(i), 24, '0'), code, previous)
          returning id into previous;
        end loop;
      end $$`),
  );
  const chain = await rows<{ id: number }>(
    db,
    sql`select id from member where id > ${first} and address like ${`0x${prefix}%`} order by id`,
  );
  return chain.map((row) => Number(row.id));
}

/**
 * The last member of the tree's order, below whom new members find room at once; tests hang their
 * trees there rather than below the root, ahead of everyone (which spreads labels out at every join).
 */
export async function lastMemberId(db: Db): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`select id from member order by team_label desc limit 1`);
  if (!row) throw new Error('no member: seed the root first');
  return Number(row.id);
}

export async function rootMemberId(db: Db): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`select id from member where superior_id is null`);
  if (!row) throw new Error('no root member: seed it first');
  return row.id;
}

/**
 * An avatar of `price` counting on sale day `saleDay` (it produces from the next day), with fuel
 * left (two thirds: months of it) or burned out, or with just the fuel its days from the first up
 * to `fuelEndsOn` burn, so its last fuel burns that day; `output` is what it produced so far, MM
 * only, already collected (the ledger is not part of these figures).
 */
export async function giveAvatar(
  db: Db,
  memberId: number,
  options: { saleDay: string; price: bigint; output?: bigint } & (
    | { fuelLeft: boolean }
    | { fuelEndsOn: string }
  ),
): Promise<void> {
  const totalFuel = options.price * 2n;
  const dailyBurn = options.price / 100n;
  const firstDay = addDays(options.saleDay, 1);
  const burningDays = 'fuelEndsOn' in options ? daysBetween(firstDay, options.fuelEndsOn) + 1 : 0;
  if ('fuelEndsOn' in options && (burningDays < 1 || BigInt(burningDays) * dailyBurn > totalFuel))
    throw new Error(`an avatar first producing on ${firstDay} cannot end on ${options.fuelEndsOn}`);
  const left =
    'fuelEndsOn' in options
      ? BigInt(burningDays) * dailyBurn
      : options.fuelLeft
        ? totalFuel - totalFuel / 3n
        : 0n;
  await db.insert(memberAvatars).values({
    memberId,
    avatarId: 1,
    kind: 'main',
    orderId: randomUUID(),
    asset: 'USDT',
    price: options.price.toString(),
    totalFuel: totalFuel.toString(),
    burnedFuel: (totalFuel - left).toString(),
    dailyBurn: dailyBurn.toString(),
    shareMm: 6000,
    shareMc: 3000,
    shareUme: 1000,
    outputMm: (options.output ?? 0n).toString(),
    collectedMm: (options.output ?? 0n).toString(),
    firstDay,
  });
}

/** A paid order counting on `saleDay`, as a purchase or the queue's service leaves it. */
export async function insertPaidOrder(
  db: Db,
  memberId: number,
  asset: Stablecoin,
  amount: bigint,
  saleDay: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(avatarOrders).values({
    id,
    memberId,
    avatarId: 1,
    avatarKind: 'main',
    asset,
    amount: amount.toString(),
    status: 'paid',
    saleDay,
    settledAt: new Date(),
  });
  return id;
}

/** The folded figures of a member, as the settlement's `team_figures` step leaves them. */
export interface FoldedFigures {
  starLevel?: number;
  teamPerformance?: bigint;
  largestLegPerformance?: bigint;
  directEffective?: number;
}

export async function foldFigures(
  db: Db,
  memberId: number,
  day: string,
  figures: FoldedFigures,
): Promise<void> {
  const largest = figures.largestLegPerformance ?? 0n;
  // The live figures take the largest leg from the leg's own row, as the fold leaves it: a leg
  // of that weight hangs below the member (the first direct member, or a new one).
  const leg = largest > 0n ? await largestLegOf(db, memberId, day, largest) : null;
  const values = {
    day,
    starLevel: figures.starLevel ?? 0,
    teamPerformance: (figures.teamPerformance ?? 0n).toString(),
    largestLegId: leg,
    largestLegPerformance: largest.toString(),
    directEffective: figures.directEffective ?? 0,
  };
  await db
    .insert(memberTeam)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberTeam.memberId, set: values });
}

async function largestLegOf(db: Db, memberId: number, day: string, performance: bigint): Promise<number> {
  const [direct] = await rows<{ id: number }>(
    db,
    sql`select id from member where superior_id = ${memberId} order by id limit 1`,
  );
  const leg = direct?.id ?? (await insertMember(db, memberId, `largest-leg:${memberId}`));
  const values = {
    day,
    superiorId: memberId,
    personalPerformance: performance.toString(),
    legPerformance: performance.toString(),
  };
  await db
    .insert(memberTeam)
    .values({ memberId: leg, ...values })
    .onConflictDoUpdate({ target: memberTeam.memberId, set: values });
  return leg;
}

/** The star level a settlement left a member at (the income of the next day's sales reads it). */
export async function giveStarLevel(db: Db, memberId: number, day: string, starLevel: number): Promise<void> {
  await db
    .insert(memberTeam)
    .values({ memberId, day, starLevel })
    .onConflictDoUpdate({ target: memberTeam.memberId, set: { starLevel } });
}

/** Moves the treasury's balance of `asset` to exactly `amount`, to and from the outside world. */
export async function setTreasury(db: Db, asset: Stablecoin, amount: bigint): Promise<void> {
  const held = await ledger.systemBalance(db, 'treasury', asset);
  if (held === amount) return;
  await ledger.transfer(db, {
    asset,
    from: held < amount ? { system: 'world' } : { system: 'treasury' },
    to: held < amount ? { system: 'treasury' } : { system: 'world' },
    amount: held < amount ? amount - held : held - amount,
    kind: 'treasury_funding',
    reference: 'test treasury',
  });
}

/**
 * Every income transfer of day `day` to a member: kind, receiving member, asset, amount and
 * reference, from the treasury (star-level income goes to `accrued` instead: `starIncomeCredited`).
 */
export async function incomeTransfers(
  db: Db,
  day: string,
): Promise<
  { kind: string; memberId: number; asset: Stablecoin; amount: bigint; reference: string; from: string }[]
> {
  const found = await rows<{
    kind: string;
    member_id: number;
    asset: Stablecoin;
    amount: string;
    reference: string;
    from: string;
  }>(
    db,
    sql`select t.kind, c.member_id, t.asset, t.amount::text, t.reference, d.system_code as "from"
        from ledger_transfer t
        join ledger_account c on c.id = t.credit_account_id
        join ledger_account d on d.id = t.debit_account_id
        where t.reference like ${`settlement:${day}:team_income%`} and c.member_id is not null
        order by t.seq`,
  );
  return found.map((row) => ({
    kind: row.kind,
    memberId: row.member_id,
    asset: row.asset,
    amount: BigInt(row.amount),
    reference: row.reference,
    from: row.from,
  }));
}

/** What day `day` credited to `accrued` in star-level income, per stablecoin, and from where. */
export async function starIncomeCredited(
  db: Db,
  day: string,
): Promise<{ asset: Stablecoin; amount: bigint; from: string }[]> {
  const found = await rows<{ asset: Stablecoin; amount: string; from: string }>(
    db,
    sql`select t.asset, t.amount::text, d.system_code as "from"
        from ledger_transfer t
        join ledger_account c on c.id = t.credit_account_id
        join ledger_account d on d.id = t.debit_account_id
        where t.reference = ${`settlement:${day}:team_income`} and t.kind = 'star_level_income'
          and c.system_code = 'accrued'
        order by t.asset`,
  );
  return found.map((row) => ({ asset: row.asset, amount: BigInt(row.amount), from: row.from }));
}

/**
 * Collects each of `memberIds`' earnings as their next signed-in request would, and answers the
 * star-level income each received: one line per member and stablecoin.
 */
export async function collectStarIncome(
  db: Db,
  memberIds: readonly number[],
): Promise<{ memberId: number; asset: Stablecoin; amount: bigint }[]> {
  const lines: { memberId: number; asset: Stablecoin; amount: bigint }[] = [];
  for (const memberId of memberIds)
    for (const line of await collectEarnings(db, memberId))
      if (line.kind === 'star_level_income')
        lines.push({ memberId, asset: line.asset as Stablecoin, amount: line.amount });
  return lines;
}
