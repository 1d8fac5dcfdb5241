import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@colony/contract/invite-code';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A wallet that signed in: the identity every later feature hangs off (DESIGN.md §4). */
export const members = pgTable(
  'member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** EIP-55 checksummed, so equal addresses are equal strings. */
    address: text('address').notNull().unique('member_address_unique'),
    inviteCode: text('invite_code').notNull().unique('member_invite_code_unique'),
    /** The member whose invite code was used at the first sign-in; null only for the colony's root. */
    superiorId: integer('superior_id').references((): AnyPgColumn => members.id),
    /**
     * The member's place in a depth-first order of the whole team tree: its team (itself and
     * everyone below, at any depth) is exactly the members with `team_label` from its own up to,
     * not including, the label of `team_bound_id` (the first member after the team; none: the
     * end). Set at insert by the `member_team_position` trigger (migration 0006), whatever the
     * insert says: a new member goes right after its superior, which leaves every existing team's
     * bound member the same; labels may be spread out again to make room, never reordered.
     */
    teamLabel: bigint('team_label', { mode: 'number' }).notNull().default(0),
    teamBoundId: integer('team_bound_id').references((): AnyPgColumn => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_address_check', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`),
    check(
      'member_invite_code_check',
      sql.raw(`invite_code ~ '^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$'`),
    ),
    check('member_superior_check', sql`${table.superiorId} <> ${table.id}`),
    // The colony has one root: every other member hangs below someone.
    uniqueIndex('member_single_root_idx').on(sql`(true)`).where(sql`${table.superiorId} is null`),
    // Direct members in the tree's order (the newest first: a member joins right after its
    // superior), and the direct member whose leg holds a given label.
    index('member_superior_idx').on(table.superiorId, table.teamLabel),
    unique('member_team_label_unique').on(table.teamLabel),
    check('member_team_label_check', sql`${table.teamLabel} >= 0`),
  ],
);

/** A sign-in message handed out and not yet used: single use, short-lived (EIP-4361 nonce). */
export const signInNonces = pgTable(
  'sign_in_nonce',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    /** SHA-256 of the exact message issued: the login must present that message, unchanged. */
    messageHash: text('message_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_nonce_expires_idx').on(table.expiresAt)],
);

/**
 * One sign-in and every refresh after it (a token family). Each refresh moves
 * `generation` on; a token of an older generation presented again revokes the family.
 */
export const sessions = pgTable(
  'session',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** Absolute end of the session: no refresh reaches past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<SessionRevokedReason>(),
  },
  (table) => [
    check('session_generation_check', sql`${table.generation} >= 1`),
    check('session_revoked_reason_check', sql`${table.revokedReason} in ('logout', 'reuse')`),
    index('session_member_idx').on(table.memberId),
  ],
);

export type SessionRevokedReason = 'logout' | 'reuse';
