import { and, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { members, type SessionRevokedReason, sessions, signInNonces } from '../../db/schema/members.ts';

export interface NonceKey {
  nonce: string;
  address: string;
  messageHash: string;
}

export interface NonceIssue {
  nonce: string;
  address: string;
  /** The code the visitor came with, if any. */
  inviteCode: string | null;
  /** Hashes of the message without and with the invite code: which one is issued depends on what the database knows. */
  messageHash: { withoutCode: string; withCode: string };
  expiresAt: Date;
}

export interface NonceIssued {
  /** The address is a member already: its superior is fixed, so the message leaves the code out. */
  isMember: boolean;
  /** False when an invite code was given that no member has: nothing was stored. */
  inviteCodeKnown: boolean;
}

/**
 * Stores a sign-in nonce, in one statement with the two questions its message
 * depends on: is the address a member, and does the invite code belong to one.
 * Nothing is stored for a non-member with an unknown code.
 */
export async function issueNonce(db: Db, issue: NonceIssue): Promise<NonceIssued> {
  const [row] = await rows<{ is_member: boolean; code_known: boolean }>(
    db,
    sql`
      with facts as (
        select
          exists (select 1 from ${members} where ${members.address} = ${issue.address}) as is_member,
          exists (select 1 from ${members} where ${members.inviteCode} = ${issue.inviteCode}::text) as code_known
      ), issued as (
        insert into ${signInNonces} (nonce, address, message_hash, expires_at)
        select ${issue.nonce}, ${issue.address},
          case when facts.is_member or ${issue.inviteCode}::text is null
            then ${issue.messageHash.withoutCode} else ${issue.messageHash.withCode} end,
          ${issue.expiresAt}
        from facts
        where facts.is_member or facts.code_known or ${issue.inviteCode}::text is null
        returning 1
      )
      select facts.is_member, facts.code_known from facts`,
  );
  return { isMember: row?.is_member === true, inviteCodeKnown: row?.code_known === true };
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

export interface SignIn {
  nonce: NonceKey;
  now: Date;
  /** The invite code inside the signed message. */
  inviteCode: string | null;
  /** The new member's own invite code, should the address join now. */
  newInviteCode: string;
  session: { id: string; expiresAt: Date };
  /** The insert recording the join of the member the CTE it is given adds (the team's events). */
  joinEvents: (joined: SQL) => SQL;
}

export type SignInOutcome =
  | {
      kind: 'signedIn';
      member: { id: number; address: string; inviteCode: string };
      /** The address joined the colony with this sign-in. */
      joined: boolean;
    }
  /** The nonce was not live: already used, expired, or issued for another message. */
  | { kind: 'nonceInvalid' }
  /** A new address, and no code in the message (the nonce is used up). */
  | { kind: 'noInviteCode' }
  /** A new address whose code belongs to no member (the nonce is used up). */
  | { kind: 'inviteCodeUnknown' }
  /** A new address that could not be inserted: it joined meanwhile, or the drawn code is taken (the nonce is used up). */
  | { kind: 'joinConflict'; superiorId: number };

/**
 * The whole of a verified sign-in in one statement: uses the nonce up (of
 * concurrent callers exactly one succeeds), adds the address below the member
 * whose invite code the message carries unless it is a member already, with the
 * team's join event, and starts a session for it. One statement is one round trip
 * and its own transaction: the placement lock the new member's row takes
 * (migration 0006) is held for the statement only, never across round trips.
 */
export async function signIn(db: Db, input: SignIn): Promise<SignInOutcome> {
  const { nonce, session } = input;
  const [row] = await rows<{
    nonce_used: boolean;
    joined: boolean;
    superior_id: number | null;
    id: number | null;
    address: string | null;
    invite_code: string | null;
  }>(
    db,
    sql`
      with used as (
        delete from ${signInNonces}
        where ${signInNonces.nonce} = ${nonce.nonce}
          and ${signInNonces.address} = ${nonce.address}
          and ${signInNonces.messageHash} = ${nonce.messageHash}
          and ${signInNonces.expiresAt} > ${input.now}
        returning address
      ), existing as (
        select m.id, m.address, m.invite_code from ${members} m join used on m.address = used.address
      ), superior as (
        select s.id from ${members} s
        where s.invite_code = ${input.inviteCode}::text and not exists (select 1 from existing)
      ), joined as (
        insert into ${members} (address, invite_code, superior_id)
        select used.address, ${input.newInviteCode}, superior.id from used cross join superior
        on conflict do nothing
        returning id, address, invite_code, superior_id, team_label
      ), join_event as (${input.joinEvents(sql`joined`)}
      ), signed_in as (
        select id, address, invite_code from existing
        union all
        select id, address, invite_code from joined
      ), started as (
        insert into ${sessions} (id, member_id, generation, created_at, expires_at)
        select ${session.id}::uuid, signed_in.id, 1, ${input.now}, ${session.expiresAt} from signed_in
        returning member_id
      )
      select
        exists (select 1 from used) as nonce_used,
        exists (select 1 from joined) as joined,
        (select id from superior) as superior_id,
        signed_in.id, signed_in.address, signed_in.invite_code
      from (select 1) as one left join signed_in on true`,
  );
  if (!row?.nonce_used) return { kind: 'nonceInvalid' };
  if (row.id !== null && row.address !== null && row.invite_code !== null) {
    return {
      kind: 'signedIn',
      member: { id: row.id, address: row.address, inviteCode: row.invite_code },
      joined: row.joined,
    };
  }
  if (input.inviteCode === null) return { kind: 'noInviteCode' };
  if (row.superior_id === null) return { kind: 'inviteCodeUnknown' };
  return { kind: 'joinConflict', superiorId: row.superior_id };
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
  /** When the session last moved to a new generation; null before its first refresh. */
  refreshedAt: Date | null;
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
      refreshedAt: sessions.refreshedAt,
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
