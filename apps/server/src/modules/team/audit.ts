import type { Db } from '../../db/database.ts';
import { colonyToday, dayStartsAt, type SettlementClock } from '../../settlement/calendar.ts';
import {
  type AuditMember,
  becameEffectiveOn,
  membersAfter,
  membersWithFuel,
  misplacedEvents,
  paidOrdersByMember,
  runsAgainstEvents,
} from './audit-queries.ts';
import { dayOf, type LiveFiguresRow, liveFigures, membersById, type TodayFiguresRow } from './queries.ts';

/**
 * `team:audit`: every member's figures recomputed from scratch by another method than the pages
 * use (the members' superior links walked in this process; performance from the paid orders, not
 * the ledger; effective users from the avatars' fuel, not the fold) and compared with what the
 * pages answer (the folded rows plus the events, read in batches through the same statement), and
 * the compacted runs checked against the events they sum. All of it in one snapshot, so a colony
 * that keeps running does not show differences that are none.
 */

/** The figures compared, as the read path names them. */
const FIELDS = [
  'effective',
  'teamSize',
  'directCount',
  'directEffective',
  'effectiveCount',
  'personalPerformance',
  'teamPerformance',
  'largestLegAddress',
  'largestLegPerformance',
  'todayPerformance',
  'todayNewMembers',
  'todayNewEffective',
] as const;
type Field = (typeof FIELDS)[number];
type Figures = Record<Field, string | number | boolean | null>;

export interface TeamDifference {
  address: string;
  field: Field;
  expected: string;
  answered: string;
}

export interface TeamAuditReport {
  today: string;
  members: number;
  events: { misplaced: number };
  /**
   * `team_event_run` rows off the sums of the compacted events, and `team_run_total` rows off the
   * sums of their teams' runs (or missing).
   */
  runs: { wrong: number; wrongTotals: number };
  /** Every difference found; `differences` holds the first `MAX_LISTED`. */
  differenceCount: number;
  differences: TeamDifference[];
  clean: boolean;
}

const PAGE = 50_000;
const BATCH = 1_000;
const MAX_LISTED = 100;

/** Recomputes every member's figures and compares them with the read path's answers. */
export async function auditTeam(db: Db, clock: SettlementClock): Promise<TeamAuditReport> {
  return db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Db;
      const today = await colonyToday(tx, clock);
      const expected = await recompute(tx, today, await dayStartsAt(tx, clock, today));
      const report: TeamAuditReport = {
        today,
        members: expected.size,
        events: { misplaced: await misplacedEvents(tx) },
        runs: await runsAgainstEvents(tx),
        differenceCount: 0,
        differences: [],
        clean: true,
      };
      const ids = [...expected.keys()];
      for (let start = 0; start < ids.length; start += BATCH) {
        const answered = await liveFigures(tx, membersById(ids.slice(start, start + BATCH)), {
          largestLeg: true,
          today: dayOf(today),
        });
        for (const row of answered) {
          const wanted = expected.get(row.id);
          if (!wanted) continue;
          const got = answeredFigures(row);
          for (const field of FIELDS) {
            if (String(wanted.figures[field]) === String(got[field])) continue;
            report.differenceCount++;
            if (report.differences.length < MAX_LISTED)
              report.differences.push({
                address: wanted.address,
                field,
                expected: String(wanted.figures[field]),
                answered: String(got[field]),
              });
          }
        }
      }
      report.clean =
        report.differenceCount === 0 &&
        report.events.misplaced === 0 &&
        report.runs.wrong === 0 &&
        report.runs.wrongTotals === 0;
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function answeredFigures(row: LiveFiguresRow & Partial<TodayFiguresRow>): Figures {
  return {
    effective: row.effective,
    teamSize: row.teamSize,
    directCount: row.directCount,
    directEffective: row.directEffective,
    effectiveCount: row.effectiveCount,
    personalPerformance: row.personalPerformance,
    teamPerformance: row.teamPerformance,
    largestLegAddress: row.largestLegAddress,
    largestLegPerformance: row.largestLegPerformance,
    todayPerformance: row.todayPerformance ?? '0',
    todayNewMembers: row.todayNewMembers ?? 0,
    todayNewEffective: row.todayNewEffective ?? 0,
  };
}

/**
 * Every member's figures from the member list walked in this process: each member's own numbers
 * are added up the superior links, deepest first, so each team's sums and its legs come out of one
 * pass however deep the tree.
 */
async function recompute(
  db: Db,
  today: string,
  todayStart: Date,
): Promise<Map<number, { address: string; figures: Figures }>> {
  const members: AuditMember[] = [];
  for (let after = 0; ; ) {
    const page = await membersAfter(db, after, PAGE, todayStart);
    members.push(...page);
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  const index = new Map(members.map((member, i) => [member.id, i]));
  const paid = new Map((await paidOrdersByMember(db, today)).map((row) => [row.memberId, row]));
  const fuelled = new Set(await membersWithFuel(db));
  const became = new Set(await becameEffectiveOn(db, today));

  // Own numbers, then the same summed over each member with everyone below.
  const own = (flag: boolean): number => (flag ? 1 : 0);
  const personal = members.map((member) => paid.get(member.id)?.total ?? 0n);
  const personalToday = members.map((member) => paid.get(member.id)?.today ?? 0n);
  const effective = members.map((member) => fuelled.has(member.id));
  const joined = members.map((member) => member.joinedToday && member.superiorId !== null);
  const size = members.map(() => 1);
  const effectiveBelow = effective.map(own);
  const joinedBelow = joined.map(own);
  const becameBelow = members.map((member) => own(became.has(member.id)));
  const performance = [...personal];
  const performanceToday = [...personalToday];
  const directCount = members.map(() => 0);
  const directEffective = members.map(() => 0);
  const largest: (number | null)[] = members.map(() => null);

  // Children lists, then an order in which every superior comes before its members.
  const parent = members.map((member) =>
    member.superiorId === null ? -1 : (index.get(member.superiorId) ?? -1),
  );
  const children: number[][] = members.map(() => []);
  parent.forEach((p, i) => {
    if (p !== -1) children[p]?.push(i);
  });
  const order = parent.flatMap((p, i) => (p === -1 ? [i] : []));
  for (let head = 0; head < order.length; head++)
    for (const child of children[order[head] as number] ?? []) order.push(child);

  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k] as number;
    const p = parent[i] as number;
    if (p === -1) continue;
    size[p] = at(size, p) + at(size, i);
    effectiveBelow[p] = at(effectiveBelow, p) + at(effectiveBelow, i);
    joinedBelow[p] = at(joinedBelow, p) + at(joinedBelow, i);
    becameBelow[p] = at(becameBelow, p) + at(becameBelow, i);
    performance[p] = at(performance, p) + at(performance, i);
    performanceToday[p] = at(performanceToday, p) + at(performanceToday, i);
    directCount[p] = at(directCount, p) + 1;
    directEffective[p] = at(directEffective, p) + own(at(effective, i));
    // The largest leg: the most performance, then the member that joined first (the smaller id).
    const current = largest[p] ?? null;
    const leg = at(performance, i);
    if (
      current === null ||
      leg > at(performance, current) ||
      (leg === at(performance, current) && at(members, i).id < at(members, current).id)
    )
      largest[p] = i;
  }

  const expected = new Map<number, { address: string; figures: Figures }>();
  members.forEach((member, i) => {
    const leg = largest[i] ?? null;
    expected.set(member.id, {
      address: member.address,
      figures: {
        effective: at(effective, i),
        teamSize: at(size, i) - 1,
        directCount: at(directCount, i),
        directEffective: at(directEffective, i),
        effectiveCount: at(effectiveBelow, i) - own(at(effective, i)),
        personalPerformance: at(personal, i).toString(),
        teamPerformance: (at(performance, i) - at(personal, i)).toString(),
        largestLegAddress: leg === null ? null : at(members, leg).address,
        largestLegPerformance: (leg === null ? 0n : at(performance, leg)).toString(),
        todayPerformance: (at(performanceToday, i) - at(personalToday, i)).toString(),
        todayNewMembers: at(joinedBelow, i) - own(at(joined, i)),
        todayNewEffective: at(becameBelow, i) - own(became.has(member.id)),
      },
    });
  });
  return expected;
}

/** The element at `i` of an array every index of which is filled. */
function at<T>(values: readonly T[], i: number): T {
  return values[i] as T;
}

/** The report as the command prints it. */
export function formatTeamAudit(report: TeamAuditReport): string {
  const lines = [`team audit of ${report.members} members, today's figures of ${report.today}`];
  if (report.events.misplaced > 0)
    lines.push(`${report.events.misplaced} events do not carry their member's place in the team order`);
  if (report.runs.wrong > 0)
    lines.push(`${report.runs.wrong} runs differ from the sums of their compacted events`);
  if (report.runs.wrongTotals > 0)
    lines.push(
      `${report.runs.wrongTotals} team totals differ from the sums of their teams' runs, or are missing`,
    );
  for (const difference of report.differences)
    lines.push(
      `${difference.address} ${difference.field}: recomputed ${difference.expected}, the pages answer ${difference.answered}`,
    );
  if (report.differenceCount > report.differences.length)
    lines.push(`… and ${report.differenceCount - report.differences.length} more differences`);
  lines.push(report.clean ? 'clean' : `${report.differenceCount} differences`);
  return lines.join('\n');
}
