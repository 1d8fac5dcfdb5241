import { type SQL, sql } from 'drizzle-orm';

/**
 * The Avatars each member holds, counted by kind: a select of `(member_id, kind, held)` for readers
 * that work set-based over every member at once (the voting-power snapshot of a proposal).
 */
export function avatarsHeldByKind(): SQL {
  return sql`select member_id, kind, count(*) as held from member_avatar group by member_id, kind`;
}
