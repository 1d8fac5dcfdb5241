import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, type SessionRevokedReason, sessions, signInNonces } from '../../db/schema/members.ts';

export interface NonceKey {
  nonce: string;
  address: string;
  messageHash: string;
}

export async function insertNonce(db: Db, nonce: NonceKey & { expiresAt: Date }): Promise<void> {
  await db.insert(signInNonces).values(nonce);
}

const liveNonce = (key: NonceKey, now: Date) =>
  and(
    eq(signInNonces.nonce, key.nonce),
    eq(signInNonces.address, key.address),
    eq(signInNonces.messageHash, key.messageHash),
    gt(signInNonces.expiresAt, now),
  );

/** Whether the nonce was issued for exactly this message and is still unused and valid. */
export async function isNonceLive(db: Db, key: NonceKey, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ nonce: signInNonces.nonce })
    .from(signInNonces)
    .where(liveNonce(key, now))
    .limit(1);
  return row !== undefined;
}

/** Uses the nonce up: of any number of concurrent callers, exactly one gets true. */
export async function consumeNonce(db: Db, key: NonceKey, now: Date): Promise<boolean> {
  const rows = await db
    .delete(signInNonces)
    .where(liveNonce(key, now))
    .returning({ nonce: signInNonces.nonce });
  return rows.length === 1;
}

export async function deleteExpiredNonces(db: Db, now: Date): Promise<void> {
  await db.delete(signInNonces).where(lt(signInNonces.expiresAt, now));
}

export async function insertSession(
  db: Db,
  session: { id: string; memberId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ ...session, generation: 1 });
}

export interface SessionRow {
  id: string;
  memberId: number;
  address: string;
  generation: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      address: members.address,
      generation: sessions.generation,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/**
 * Moves a live session from `generation` to the next one, in one statement, so
 * two refreshes with the same token cannot both succeed. Answers the new
 * generation, or undefined when the session is not live at that generation.
 */
export async function rotateSession(
  db: Db,
  session: { id: string; generation: number },
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ generation: sql`${sessions.generation} + 1`, refreshedAt: now })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.generation, session.generation),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ generation: sessions.generation });
  return row?.generation;
}

export async function revokeSession(
  db: Db,
  id: string,
  reason: SessionRevokedReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
