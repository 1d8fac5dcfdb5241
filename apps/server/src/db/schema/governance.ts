import { PROPOSAL_LIMITS, VOTING_TYPES } from '@colony/contract/governance-signing';
import { LANGUAGES } from '@colony/contract/locales';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
 * A proposal (docs/governance.md). Its voting power is fixed once, by the snapshot taken when it
 * starts (`snapshot_*`, rows in `poll_power`); its result is summed from `poll_ballot` while it is
 * open and kept in `final_tally` once it has ended or was cancelled.
 */
export const polls = pgTable(
  'poll',
  {
    id: uuid('id').primaryKey(),
    votingType: text('voting_type').notNull(),
    choiceCount: smallint('choice_count').notNull(),
    /** 1-based: the choice that rejects the proposal when it leads. */
    rejectChoice: smallint('reject_choice'),
    /** 1-based: counts towards the quorum, never wins. */
    abstainChoice: smallint('abstain_choice'),
    quorumBps: integer('quorum_bps').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => members.id),
    cancelReason: text('cancel_reason'),
    /** When the snapshot was taken: votes are taken only after it. */
    snapshotAt: timestamp('snapshot_at', { withTimezone: true }),
    snapshotMembers: integer('snapshot_members'),
    snapshotPower: units('snapshot_power'),
    /** The weights the snapshot applied (`powerRulesOf`). */
    powerRules: jsonb('power_rules'),
    /** When the tally was fixed, after the end or at cancellation; no vote is taken after it. */
    finalAt: timestamp('final_at', { withTimezone: true }),
    finalTally: jsonb('final_tally'),
  },
  (table) => [
    check('poll_voting_type_check', sql`${table.votingType} in (${sqlStringList(VOTING_TYPES)})`),
    check(
      'poll_choice_count_check',
      sql.raw(`choice_count between ${PROPOSAL_LIMITS.minChoices} and ${PROPOSAL_LIMITS.maxChoices}`),
    ),
    check(
      'poll_choice_roles_check',
      sql`(${table.rejectChoice} is null or ${table.rejectChoice} between 1 and ${table.choiceCount})
        and (${table.abstainChoice} is null or ${table.abstainChoice} between 1 and ${table.choiceCount})
        and (${table.rejectChoice} is null or ${table.abstainChoice} is null or ${table.rejectChoice} <> ${table.abstainChoice})
        and (${table.votingType} = 'single' or (${table.rejectChoice} is null and ${table.abstainChoice} is null))`,
    ),
    check('poll_quorum_check', sql`${table.quorumBps} between 0 and 10000`),
    check('poll_window_check', sql`${table.endAt} > ${table.startAt}`),
    check(
      'poll_cancel_check',
      sql`(${table.cancelledAt} is null) = (${table.cancelledBy} is null) and (${table.cancelledAt} is null) = (${table.cancelReason} is null)`,
    ),
    check(
      'poll_snapshot_check',
      sql`(${table.snapshotAt} is null) = (${table.snapshotMembers} is null)
        and (${table.snapshotAt} is null) = (${table.snapshotPower} is null)
        and (${table.snapshotAt} is null) = (${table.powerRules} is null)`,
    ),
    check('poll_final_check', sql`(${table.finalAt} is null) = (${table.finalTally} is null)`),
    index('poll_start_idx').on(table.startAt.desc(), table.id),
    // What the background job looks for: proposals to snapshot or to close.
    index('poll_open_idx').on(table.startAt).where(sql`${table.finalAt} is null`),
  ],
);

/** A proposal's texts in one language; English is required, others fall back to it field by field. */
export const pollTexts = pgTable(
  'poll_text',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id),
    language: text('language').notNull(),
    title: text('title'),
    body: text('body'),
    /** Labels in choice order; a null label falls back to English. */
    choices: text('choices').array().notNull(),
  },
  (table) => [
    primaryKey({ name: 'poll_text_pk', columns: [table.pollId, table.language] }),
    check('poll_text_language_check', sql`${table.language} in (${sqlStringList(LANGUAGES)})`),
    check(
      'poll_text_english_check',
      sql`${table.language} <> 'en' or (${table.title} is not null and ${table.body} is not null and array_position(${table.choices}, null) is null)`,
    ),
  ],
);

/**
 * The snapshot: each member's voting power in a proposal, written by one INSERT … SELECT when the
 * proposal starts and never changed. Members without power have no row. No foreign keys: the ids
 * come from holdings that reference members already, and a million-row snapshot should not check
 * a million of them again.
 */
export const pollPowers = pgTable(
  'poll_power',
  {
    pollId: uuid('poll_id').notNull(),
    memberId: integer('member_id').notNull(),
    power: units('power').notNull(),
  },
  (table) => [primaryKey({ name: 'poll_power_pk', columns: [table.pollId, table.memberId] })],
);

/** Every vote received, as signed; a member's later vote replaces the counted one (`poll_ballot`), never this row. */
export const pollVotes = pgTable(
  'poll_vote',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The address in the signed message (the member's). */
    voter: text('voter').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The choices as signed: one for single choice, the sorted approvals otherwise. */
    choice: smallint('choice').array().notNull(),
    /** The signed timestamp, seconds since the epoch. */
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    /** The member's power in the snapshot. */
    power: units('power').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('poll_vote_power_check', sql`${table.power} > 0`),
    check('poll_vote_choice_check', sql`cardinality(${table.choice}) >= 1`),
    // Two votes of one member signed at the same second cannot both be the latest.
    unique('poll_vote_member_time_unique').on(table.pollId, table.memberId, table.signedAt),
    index('poll_vote_poll_idx').on(table.pollId, table.id),
  ],
);

/** The vote that counts, one per member and proposal: the latest signed one. */
export const pollBallots = pgTable(
  'poll_ballot',
  {
    pollId: uuid('poll_id').notNull(),
    memberId: integer('member_id').notNull(),
    voteId: bigint('vote_id', { mode: 'number' })
      .notNull()
      .references(() => pollVotes.id),
    choice: smallint('choice').array().notNull(),
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    power: units('power').notNull(),
  },
  (table) => [
    primaryKey({ name: 'poll_ballot_pk', columns: [table.pollId, table.memberId] }),
    index('poll_ballot_power_idx').on(table.pollId, table.power.desc(), table.voteId),
  ],
);
