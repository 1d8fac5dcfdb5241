import type { UserIndexResponse } from '@colony/contract/auth';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';
import { recordJoin } from '../team/service.ts';
import { randomInviteCode } from './invite-code-generator.ts';
import {
  findMemberByAddress,
  findMemberProfile,
  findRootMember,
  insertMemberIfAbsent,
  type MemberRow,
} from './queries.ts';

/** Tries before giving up on drawing an unused invite code (a clash is about one in 10^11). */
const INVITE_CODE_ATTEMPTS = 5;

/**
 * Adds `address` below `superiorId`, or answers the member when the address
 * joined already (its superior stays the one of its first sign-in). The join is
 * recorded for the team figures in the same transaction.
 */
export async function joinColony(
  db: Db,
  address: string,
  superiorId: number,
  clock: SettlementClock,
): Promise<MemberRow> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt++) {
    const inserted = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await insertMemberIfAbsent(tx, { address, inviteCode: randomInviteCode(), superiorId });
      if (row) await recordJoin(tx, row.id, clock);
      return row;
    });
    if (inserted) return inserted;
    // Nothing inserted: the address joined meanwhile, or the drawn code is taken.
    const existing = await findMemberByAddress(db, address);
    if (existing) return existing;
  }
  throw new Error(`no unused invite code found in ${INVITE_CODE_ATTEMPTS} attempts`);
}

export type RootMemberOutcome =
  | { kind: 'created' | 'present'; root: MemberRow }
  /** Another root exists (ROOT_ADDRESS changed after the first start): it stays the root. */
  | { kind: 'otherRoot'; root: MemberRow }
  /** ROOT_INVITE_CODE belongs to another member, or ROOT_ADDRESS is a member below someone. */
  | { kind: 'conflict' };

/** Creates the colony's root member from the configuration unless the colony has one. */
export async function ensureRootMember(
  db: Db,
  root: { address: string; inviteCode: string },
): Promise<RootMemberOutcome> {
  const inserted = await insertMemberIfAbsent(db, { ...root, superiorId: null });
  if (inserted) return { kind: 'created', root: inserted };
  const existing = await findRootMember(db);
  if (existing?.address === root.address) return { kind: 'present', root: existing };
  if (existing) return { kind: 'otherRoot', root: existing };
  return { kind: 'conflict' };
}

export async function memberProfile(db: Db, memberId: number): Promise<UserIndexResponse> {
  const row = await findMemberProfile(db, memberId);
  // The session that led here belongs to this member, and members are never deleted while it lives.
  if (!row) throw new ApiError('sessionInvalid');
  return {
    address: row.address,
    inviteCode: row.inviteCode,
    superior: row.superiorAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
