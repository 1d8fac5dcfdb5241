import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/** One monthly review of a member, as stored. */
export interface EliteReviewRow {
  month: string;
  tier: string | null;
  previousTier: string | null;
  figures: Record<string, string>;
  reviewedAt: Date;
}

/** The member's reviews, newest first. */
export async function latestReviews(db: Db, memberId: number, limit: number): Promise<EliteReviewRow[]> {
  const found = await rows<{
    month: string;
    tier: string | null;
    previous_tier: string | null;
    figures: Record<string, string>;
    reviewed_at: Date | string;
  }>(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') as month, tier, previous_tier, figures, reviewed_at
        from elite_review where member_id = ${memberId}
        order by month desc limit ${limit}`,
  );
  return found.map((row) => ({
    month: row.month,
    tier: row.tier,
    previousTier: row.previous_tier,
    figures: row.figures,
    reviewedAt: new Date(row.reviewed_at),
  }));
}

export interface EliteApplicationRow {
  id: string;
  memberId: number;
  address: string;
  tier: string;
  name: string;
  email: string;
  contact: string;
  message: string;
  month: string;
  createdAt: Date;
}

type ApplicationRecord = {
  id: string;
  member_id: number;
  address: string;
  tier: string;
  name: string;
  email: string;
  contact: string;
  message: string;
  month: string;
  created_at: Date | string;
};

const applicationOf = (row: ApplicationRecord): EliteApplicationRow => ({
  id: row.id,
  memberId: Number(row.member_id),
  address: row.address,
  tier: row.tier,
  name: row.name,
  email: row.email,
  contact: row.contact,
  message: row.message,
  month: row.month,
  createdAt: new Date(row.created_at),
});

const APPLICATION_COLUMNS = sql`a.id, a.member_id, m.address, a.tier, a.name, a.email, a.contact, a.message,
  to_char(a.month, 'YYYY-MM-DD') as month, a.created_at`;

/**
 * Records an application for `month` unless the member already sent one that month (the unique
 * constraint decides, so of two sent at once one is recorded); answers it, or undefined.
 */
export async function insertApplication(
  db: Db,
  application: Omit<EliteApplicationRow, 'address' | 'createdAt'>,
): Promise<EliteApplicationRow | undefined> {
  const [row] = await rows<ApplicationRecord>(
    db,
    sql`with inserted as (
          insert into elite_application (id, member_id, tier, name, email, contact, message, month)
          values (${application.id}::uuid, ${application.memberId}, ${application.tier}, ${application.name},
            ${application.email}, ${application.contact}, ${application.message}, ${application.month}::date)
          on conflict (member_id, month) do nothing
          returning *
        )
        select ${APPLICATION_COLUMNS} from inserted a join member m on m.id = a.member_id`,
  );
  return row ? applicationOf(row) : undefined;
}

/** The member's latest application, if any. */
export async function latestApplication(db: Db, memberId: number): Promise<EliteApplicationRow | undefined> {
  const [row] = await rows<ApplicationRecord>(
    db,
    sql`select ${APPLICATION_COLUMNS} from elite_application a join member m on m.id = a.member_id
        where a.member_id = ${memberId} order by a.month desc limit 1`,
  );
  return row ? applicationOf(row) : undefined;
}

/** Every member's applications, newest first (ties by id, so pages never overlap). */
export async function applicationsPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ list: EliteApplicationRow[]; total: number }> {
  const [list, [count]] = await Promise.all([
    rows<ApplicationRecord>(
      db,
      sql`select ${APPLICATION_COLUMNS} from elite_application a join member m on m.id = a.member_id
          order by a.created_at desc, a.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from elite_application`),
  ]);
  return { list: list.map(applicationOf), total: Number(count?.total ?? 0) };
}
