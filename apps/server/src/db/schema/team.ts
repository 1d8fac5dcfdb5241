import { ELITE_TIERS } from '@colony/contract/elite';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';
import { members } from './members.ts';

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * What changed a team since the last settlement folded the figures (docs/economy.md "Team"): a
 * member joining, or a sale (performance, and whether it made its buyer an effective user).
 * Written in the transaction of the sign-up or the sale; a read of a member's figures adds the
 * unfolded events of its team to `member_team`: the compacted ones from `team_run_total`, the
 * fresh ones from its team's label range. The settlement's fold marks the events it counted and drops those of days before
 * yesterday, so the table holds about two days.
 */
export const teamEvents = pgTable(
  'team_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's superior when the event was written (a member's superior never changes). */
    superiorId: integer('superior_id'),
    /**
     * The member's `team_label`, kept equal to it: `member_team_place` moves the events of the
     * members it spreads out (migration 0010), so a team's events are one range of its indexes.
     */
    teamLabel: bigint('team_label', { mode: 'number' }).notNull(),
    /** The colony day it counts on: the day of the sign-up, or the day the sale counts against. */
    day: date('day', { mode: 'string' }).notNull(),
    joined: boolean('joined').notNull().default(false),
    /** The sale gave its buyer their only avatar with fuel left. */
    becameEffective: boolean('became_effective').notNull().default(false),
    /** What the sale paid, in US dollars (base units); 0 for a sign-up. */
    performance: units('performance').notNull().default('0'),
    /** Counted by the latest fold into `member_team`. */
    folded: boolean('folded').notNull().default(false),
    /**
     * Added to `team_event_run` and `team_run_total` by the compaction that set it, in the same
     * transaction, so each event is added once: an event not folded, or one of today or later the
     * fold counted (for today's figures). The fold clears it on every event it marks or keeps, as
     * it empties those tables.
     */
    compacted: boolean('compacted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A team's fresh events (not folded, not compacted yet): one range of labels, a few seconds' worth.
    index('team_event_unfolded_idx')
      .on(table.teamLabel)
      .where(sql`not ${table.folded} and not ${table.compacted}`),
    index('team_event_member_idx').on(table.memberId),
    // A team's events of one day not compacted (today's figures: the fresh ones and those the fold
    // counted since the day began). The fold's drop of old days scans the table instead, which holds
    // about two days.
    index('team_event_day_idx').on(table.day, table.teamLabel).where(sql`not ${table.compacted}`),
    // A member's direct members who joined since the last compaction: the direct count live without the team's range.
    index('team_event_direct_join_idx')
      .on(table.superiorId)
      .where(sql`${table.joined} and not ${table.folded} and not ${table.compacted}`),
    check('team_event_performance_check', sql`${table.performance} >= 0`),
  ],
);

/**
 * The compacted events (docs/economy.md "How the figures stay cheap at any size"): the events
 * marked `compacted`, summed per colony day and member. They are the events not folded yet and,
 * for today's figures, those of today (or later) the fold counted already: the unfolded ones are
 * summed apart from the day's whole. Each compaction adds the events it marks to the rows of their
 * members (`compactTeamEvents`); the fold empties the table.
 * No foreign key: each compaction would lock every member it names against purchases.
 */
export const teamEventRuns = pgTable(
  'team_event_run',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    superiorId: integer('superior_id'),
    /** The member's events of the day not folded yet, of them sign-ups, and what their sales paid. */
    events: integer('events').notNull(),
    joined: integer('joined').notNull(),
    performance: units('performance').notNull(),
    /** A sale of the day not folded yet made the member an effective user. */
    became: boolean('became').notNull(),
    /** `became`, and no row of an earlier day of the member has it: each member counted once over the days. */
    becameFirst: boolean('became_first').notNull(),
    /** The same of every compacted event of the day, folded or not: the day's figures. */
    dayJoined: integer('day_joined').notNull(),
    dayPerformance: units('day_performance').notNull(),
    dayBecame: boolean('day_became').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    // A member's direct members' rows, and a leg's own with many direct members.
    index('team_event_run_superior_idx').on(table.superiorId),
  ],
);

/**
 * The runs of each member's team (everyone below the member, not the member) summed per colony
 * day: a team's compacted events in one row a day, however many members they came from. The
 * compaction adds what it adds to `team_event_run` to the rows of every member above the members
 * it changed, so its cost is the events it compacts and the members above them, not the table;
 * the fold empties it with the runs. Rows say nothing of places in the team order, so a spread
 * moves none of them. No foreign key, as the runs.
 */
export const teamRunTotals = pgTable(
  'team_run_total',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    /** The member's superior: the rows of a member's legs. */
    superiorId: integer('superior_id'),
    /** The team's runs of the day summed: `events`, `joined`, `performance`. */
    events: integer('events').notNull(),
    joined: integer('joined').notNull(),
    performance: units('performance').notNull(),
    /** Team members whose `became_first` is on this day: each counted once over the days. */
    became: integer('became').notNull(),
    /** The day's figures: `day_joined`, `day_performance`, and members with `day_became`. */
    dayJoined: integer('day_joined').notNull(),
    dayPerformance: units('day_performance').notNull(),
    dayBecame: integer('day_became').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    // A member's legs: the totals of its direct members' teams.
    index('team_run_total_superior_idx').on(table.superiorId),
  ],
);

/**
 * Every member's team figures as the latest settlement folded them (docs/economy.md "Team"), and
 * the levels the settlement gives: the star level (daily) and the elite tier (monthly review). A
 * member without a row has all zeros.
 */
export const memberTeam = pgTable(
  'member_team',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    /** The settlement day whose fold last changed the row (rows that stay the same are not written). */
    day: date('day', { mode: 'string' }).notNull(),
    /** Copied from `member` at the fold, for the legs index. */
    superiorId: integer('superior_id'),
    /** Holds an avatar with fuel left. */
    effective: boolean('effective').notNull().default(false),
    teamSize: integer('team_size').notNull().default(0),
    directCount: integer('direct_count').notNull().default(0),
    directEffective: integer('direct_effective').notNull().default(0),
    effectiveCount: integer('effective_count').notNull().default(0),
    personalPerformance: units('personal_performance').notNull().default('0'),
    teamPerformance: units('team_performance').notNull().default('0'),
    /** personal + team performance: what the member's leg weighs for their superior. */
    legPerformance: units('leg_performance').notNull().default('0'),
    /** The direct member whose leg has the most performance (ties: the earliest in the tree's order). */
    largestLegId: integer('largest_leg_id'),
    largestLegPerformance: units('largest_leg_performance').notNull().default('0'),
    /** Given by the `star_levels` settlement step; 0: none. */
    starLevel: smallint('star_level').notNull().default(0),
    /** Given by the monthly elite review; null below the first tier. */
    eliteTier: text('elite_tier'),
  },
  (table) => [
    check('member_team_star_level_check', sql`${table.starLevel} >= 0`),
    check(
      'member_team_elite_tier_check',
      sql`${table.eliteTier} is null or ${table.eliteTier} in (${sqlStringList(ELITE_TIERS)})`,
    ),
    // A member's legs, heaviest first (`/api/user/Team/group`).
    index('member_team_legs_idx').on(table.superiorId, table.legPerformance.desc(), table.memberId),
  ],
);

/** One monthly elite review of one member: the tier it gave and the figures it judged. */
export const eliteReviews = pgTable(
  'elite_review',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The first day of the month reviewed. */
    month: date('month', { mode: 'string' }).notNull(),
    tier: text('tier'),
    previousTier: text('previous_tier'),
    /** The five requirements' figures (contract `eliteFigures`). */
    figures: jsonb('figures').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.month] })],
);

/** The elite sign-up form: one application per member and month, read by operators. */
export const eliteApplications = pgTable(
  'elite_application',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    /** The first day of the colony month it was sent in. */
    month: date('month', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('elite_application_member_month_unique').on(table.memberId, table.month),
    index('elite_application_created_idx').on(table.createdAt),
    check('elite_application_tier_check', sql`${table.tier} in (${sqlStringList(ELITE_TIERS)})`),
  ],
);

/**
 * The settlement days whose team figures are folded, with what the fold did (members, rows
 * changed, events folded and dropped). The energy step folds them in its own statement right after
 * the day's burn, so the `team_figures` step of that day finds them here and folds nothing again.
 */
export const teamFolds = pgTable('team_fold', {
  day: date('day', { mode: 'string' }).primaryKey(),
  figures: jsonb('figures').notNull(),
});
