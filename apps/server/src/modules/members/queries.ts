import { eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { members } from '../../db/schema/members.ts';
import { colonyNow } from '../../settlement/calendar.ts';

export interface MemberRow {
  id: number;
  address: string;
  inviteCode: string;
  superiorId: number | null;
  createdAt: Date;
}

export async function findMemberByAddress(db: Db, address: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.address, address)).limit(1);
  return row;
}

export async function findMemberByInviteCode(db: Db, inviteCode: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, inviteCode)).limit(1);
  return row;
}

export async function findRootMember(db: Db): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(isNull(members.superiorId)).limit(1);
  return row;
}

/**
 * Inserts a member unless its address, its invite code or (for a root) the
 * single root already exists; answers the new row, or undefined when nothing was inserted.
 */
export async function insertMemberIfAbsent(
  db: Db,
  member: { address: string; inviteCode: string; superiorId: number | null },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .insert(members)
    .values({ ...member, createdAt: colonyNow() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export interface MemberProfileRow {
  address: string;
  inviteCode: string;
  superiorAddress: string | null;
  createdAt: Date;
}

export async function findMemberProfile(db: Db, memberId: number): Promise<MemberProfileRow | undefined> {
  const superior = alias(members, 'superior');
  const [row] = await db
    .select({
      address: members.address,
      inviteCode: members.inviteCode,
      superiorAddress: superior.address,
      createdAt: members.createdAt,
    })
    .from(members)
    .leftJoin(superior, eq(superior.id, members.superiorId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
