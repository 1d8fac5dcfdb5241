import type { Stablecoin } from '@colony/contract/assets';
import { INCOME_KINDS } from '@colony/contract/ledger-kinds';
import type {
  DirectMember,
  TeamFigures,
  TeamGroupResponse,
  TeamLeg,
  TeamListsResponse,
  teamGroupRequest,
  teamIndexRequest,
  teamListsRequest,
} from '@colony/contract/team';
import { type SQL, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { getAddress } from 'viem';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { receivedByMember } from '../../ledger/kind-total-queries.ts';
import { colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';
import { uncollectedStarIncome } from '../income/star-income.ts';
import {
  type Compaction,
  compactRuns,
  directCountOf,
  directMembersPage,
  hasFreshEvents,
  insertJoinEvent,
  insertSaleEvent,
  insertSaleEvents,
  joinEventsOf,
  type LegRow,
  type LegsWindow,
  type LiveFiguresRow,
  legsWindow,
  liveFigures,
  lockMembersForSales,
  memberOfTeam,
  oneMember,
  type SaleEvent,
  type Targets,
  useKeptPlans,
  vacuumCompacted,
} from './queries.ts';

/** What the team pages need from the configuration. */
export interface TeamContext {
  clock: SettlementClock;
  /** The site's origin as visitors see it: invite links point there. */
  site: () => string;
}

/** The income a member's team brings them: referral, team, bonus and star-level income. */
const TEAM_INCOME_KINDS = [
  INCOME_KINDS.referral,
  INCOME_KINDS.team,
  INCOME_KINDS.bonus,
  INCOME_KINDS.starLevel,
] as const;
/** Performance and income count both stablecoins one to one. */
const USD: readonly Stablecoin[] = ['USDT', 'USDC'];

/**
 * The income a member's team brought them so far. Star-level income counts from the settlement,
 * before its member collects it (a team member's may wait).
 */
const teamIncomeTotal = (memberId: SQL) =>
  sql`${receivedByMember(memberId, TEAM_INCOME_KINDS, USD)} + ${uncollectedStarIncome(memberId, USD)}`;

// ---------------------------------------------------------------------------
// Recording, in the transaction of the sign-up or the sale

/** A member joined below their superior: their team's figures count them from now. */
export function recordJoin(tx: Db, memberId: number, clock: SettlementClock): Promise<void> {
  return insertJoinEvent(tx, memberId, colonyTodayIn(clock));
}

/**
 * For a statement that adds members: the insert recording the joins of those `joined` names (a
 * CTE returning `id`, `superior_id` and `team_label`), so sign-up and event are one statement.
 */
export function joinEventsFor(joined: SQL, clock: SettlementClock): SQL {
  return joinEventsOf(joined, colonyTodayIn(clock));
}

/**
 * A paid sale counting on `day`; `becameEffective` when it gives the buyer their only avatar with
 * fuel left. The caller holds the buyer's member row locked (every purchase does).
 */
export function recordSale(tx: Db, sale: SaleEvent): Promise<void> {
  return insertSaleEvent(tx, sale);
}

/**
 * Before sales are recorded set-based: locks the buyers `buyers` selects (`member_id`), so their
 * places in the team order hold and their own purchases wait until this transaction ends. Take it
 * before anything a purchase also locks (balances, supply), so neither waits for the other in turn.
 */
export function holdBuyers(tx: Db, buyers: SQL): Promise<void> {
  return lockMembersForSales(tx, buyers);
}

/**
 * The sales `sales` selects (`member_id, day, performance, became_effective`), after `holdBuyers`
 * for the same buyers, so `became_effective` is read as the buyers' own purchases leave it.
 */
export function recordSales(tx: Db, sales: SQL): Promise<number> {
  return insertSaleEvents(tx, sales);
}

// ---------------------------------------------------------------------------
// Compaction, in the background

/**
 * Adds the events that came since the last time (not folded yet, or of today the fold counted
 * already, for today's figures) to `team_event_run` and to the totals of the teams above them
 * (`team_run_total`), so a read takes a team's compacted events from a row a day instead of every
 * event of its range (docs/economy.md "How the figures stay cheap at any size"). Only those
 * events: the cost grows with them and with the members above their members, not with the tables
 * or the colony. Undefined when there was nothing to do, or the settlement's fold held the runs
 * (the next call compacts).
 */
export async function compactTeamEvents(db: Db, clock: SettlementClock): Promise<Compaction | undefined> {
  const today = colonyTodayIn(clock);
  if (!(await hasFreshEvents(db, today))) return undefined;
  const done = await db.transaction((tx) => compactRuns(tx as unknown as Db, today));
  if (done) await vacuumCompacted(db);
  return done;
}

// ---------------------------------------------------------------------------
// Reads

type IndexBody = z.output<typeof teamIndexRequest>;
type ListsBody = z.output<typeof teamListsRequest>;
type GroupBody = z.output<typeof teamGroupRequest>;

/**
 * One snapshot for the few statements of a read, so its figures agree with one another, each run
 * with the plan its connection keeps for it (`useKeptPlans`). PGlite runs nothing else while a
 * transaction is open (its one connection is held), so any transaction there is one snapshot:
 * it skips the statement that would say so.
 */
function inSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Db;
      await useKeptPlans(tx);
      return read(tx);
    },
    db instanceof PgliteDatabase ? undefined : { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A member's live team figures (the folded row plus the events since the fold), with the star
 * level and elite tier the settlement gave; for other modules' pages (star levels, elite tiers).
 */
export async function memberFigures(db: Db, memberId: number): Promise<LiveFiguresRow | undefined> {
  const [figures] = await inSnapshot(db, (tx) => liveFigures(tx, oneMember(memberId), { largestLeg: true }));
  return figures;
}

/** The member a request is about: the caller, or a member of their team named by address. */
function subject(callerId: number, address: string | undefined): Targets {
  return address === undefined ? oneMember(callerId) : memberOfTeam(callerId, getAddress(address));
}

/** The caller's figures, or a team member's (anyone else answers "not found", unknown or not). */
export async function teamIndex(
  db: Db,
  context: TeamContext,
  callerId: number,
  body: IndexBody,
): Promise<TeamFigures> {
  // One statement, so its figures and the income agree.
  const [figures] = await inSnapshot(db, (tx) =>
    liveFigures(tx, subject(callerId, body.address), {
      largestLeg: true,
      today: { clock: context.clock },
      total: teamIncomeTotal,
    }),
  );
  if (!figures?.today) throw new ApiError('teamMemberNotFound');
  const own = figures.id === callerId;
  const team = BigInt(figures.teamPerformance);
  const largest = BigInt(figures.largestLegPerformance);
  return {
    address: figures.address,
    superiorAddress: figures.superiorAddress,
    joinedAt: figures.joinedAt.toISOString(),
    inviteCode: own ? figures.inviteCode : null,
    inviteLink: own ? inviteLink(context.site(), figures.inviteCode) : null,
    starLevel: figures.starLevel,
    eliteTier: figures.eliteTier,
    effective: figures.effective,
    teamSize: figures.teamSize,
    directCount: figures.directCount,
    directEffectiveCount: figures.directEffective,
    effectiveCount: figures.effectiveCount,
    personalPerformance: figures.personalPerformance,
    teamPerformance: figures.teamPerformance,
    largestLegAddress: figures.largestLegAddress,
    largestLegPerformance: figures.largestLegPerformance,
    smallZonePerformance: (team - largest).toString(),
    teamIncomeTotal: figures.total ?? '0',
    today: figures.today,
    todayPerformance: figures.todayPerformance ?? '0',
    todayNewMembers: figures.todayNewMembers ?? 0,
    todayNewEffective: figures.todayNewEffective ?? 0,
  };
}

/** The link a member shares: the home page carrying their invite code (the web app reads `?code=`). */
function inviteLink(origin: string, inviteCode: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('code', inviteCode);
  return url.toString();
}

/** The direct members of the caller (or of a member of their team), newest first, each with live figures. */
export async function teamLists(db: Db, callerId: number, body: ListsBody): Promise<TeamListsResponse> {
  return inSnapshot(db, async (tx) => {
    const superior = await directCountOf(tx, subject(callerId, body.address));
    if (!superior) throw new ApiError('teamMemberNotFound');
    const offset = (body.page - 1) * body.limit;
    const page =
      offset < superior.directCount
        ? await liveFigures(tx, directMembersPage(superior.id, offset, body.limit), { largestLeg: false })
        : [];
    const list: DirectMember[] = page.map((member) => ({
      address: member.address,
      joinedAt: member.joinedAt.toISOString(),
      starLevel: member.starLevel,
      effective: member.effective,
      personalPerformance: member.personalPerformance,
      teamSize: member.teamSize,
      teamPerformance: member.teamPerformance,
      legPerformance: (BigInt(member.personalPerformance) + BigInt(member.teamPerformance)).toString(),
    }));
    return { list, total: superior.directCount, page: body.page, limit: body.limit };
  });
}

/** The caller's legs, heaviest first, the largest marked, with the team and small-zone totals. */
export async function teamGroup(db: Db, callerId: number, body: GroupBody): Promise<TeamGroupResponse> {
  const offset = (body.page - 1) * body.limit;
  const window = await inSnapshot(db, (tx) => legsWindow(tx, callerId, offset, body.limit));
  if (!window) throw new ApiError('teamMemberNotFound');
  const { superior } = window;
  const team = BigInt(superior.teamPerformance);
  const largest = BigInt(superior.largestLegPerformance);
  return {
    list: pageOfLegs(window, offset, body.limit).map(
      (leg): TeamLeg => ({
        address: leg.address,
        size: leg.size,
        effectiveCount: leg.effectiveCount,
        performance: leg.performance.toString(),
        largest: leg.id === superior.largestLegId,
      }),
    ),
    total: superior.directCount,
    page: body.page,
    limit: body.limit,
    teamPerformance: superior.teamPerformance,
    largestLegPerformance: superior.largestLegPerformance,
    smallZonePerformance: (team - largest).toString(),
  };
}

/** Heaviest first; on a tie, the member that joined first (the smaller id), as the largest leg is chosen. */
const heavierFirst = (a: LegRow, b: LegRow): number =>
  a.performance === b.performance ? a.id - b.id : a.performance > b.performance ? -1 : 1;

/**
 * The legs at positions `offset` to `offset + limit` of all legs in live order, from the changed
 * legs and a window of the others (from `window.offset` on, `limit` plus one per changed leg
 * long): a leg's position is the folded legs before it plus the changed legs before it. For a leg
 * inside the page both counts are exact: the window reaches past it on both sides. For one
 * outside, the count may be short, but then it stays outside too (before the window, at most
 * `offset - 1`; after a full window, at least `offset + limit`).
 */
export function pageOfLegs(window: Omit<LegsWindow, 'superior'>, offset: number, limit: number): LegRow[] {
  const changed = [...window.changed].sort(heavierFirst);
  const folded = [...window.folded].sort(heavierFirst);
  const before = (list: LegRow[], leg: LegRow) => list.filter((other) => heavierFirst(other, leg) < 0).length;
  const placed = [
    ...folded.map((leg, index) => ({ position: window.offset + index + before(changed, leg), leg })),
    ...changed.map((leg, index) => ({ position: window.offset + before(folded, leg) + index, leg })),
  ];
  return placed
    .filter(({ position }) => position >= offset && position < offset + limit)
    .sort((a, b) => a.position - b.position)
    .map(({ leg }) => leg);
}
