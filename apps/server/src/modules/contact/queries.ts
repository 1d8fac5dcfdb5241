import type { ContactMessage } from '@colony/contract/contact';
import type { Language } from '@colony/contract/locales';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isoTimeOf } from '../../db/iso-time.ts';
import { rows } from '../../db/rows.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export interface NewContactMessage {
  title: string;
  question: string;
  email: string;
  language: Language;
  clientHash: string;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_message returned no row');
  return row.id;
}

type MessageRow = {
  id: number;
  title: string;
  question: string;
  email: string;
  language: Language;
  created_at: string;
  done_at: string | null;
  done_by: string | null;
  total: string;
};

const COLUMNS = sql`id, title, question, email, language, ${isoTimeOf('created_at')} as created_at,
  ${isoTimeOf('done_at')} as done_at, done_by`;

const view = (row: MessageRow): ContactMessage => ({
  id: row.id,
  title: row.title,
  question: row.question,
  email: row.email,
  language: row.language,
  createdAt: row.created_at,
  doneAt: row.done_at,
  doneBy: row.done_by,
});

/** Open messages oldest first (the next to answer on top); done or all of them newest first. */
export async function contactMessagesPage(
  db: Db,
  query: { page: number; limit: number; status: 'open' | 'done' | 'all' },
): Promise<{ list: ContactMessage[]; total: number }> {
  const where =
    query.status === 'open'
      ? sql`where done_at is null`
      : query.status === 'done'
        ? sql`where done_at is not null`
        : sql``;
  const order = query.status === 'open' ? sql`order by id` : sql`order by id desc`;
  const found = await rows<MessageRow>(
    db,
    sql`select ${COLUMNS}, count(*) over ()::text as total from contact_message ${where} ${order}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  let total = found[0] ? Number(found[0].total) : 0;
  if (!found[0] && query.page > 1) {
    const [row] = await rows<{ total: string }>(
      db,
      sql`select count(*)::text as total from contact_message ${where}`,
    );
    total = Number(row?.total ?? 0);
  }
  return { list: found.map(view), total };
}

/** The message, locked until the transaction ends; null when there is none. */
export async function lockContactMessage(tx: Db, id: number): Promise<ContactMessage | null> {
  const [row] = await rows<MessageRow>(
    tx,
    sql`select ${COLUMNS} from contact_message where id = ${id} for update`,
  );
  return row ? view(row) : null;
}

export async function markContactMessageDone(tx: Db, id: number, operator: string): Promise<ContactMessage> {
  const [row] = await rows<MessageRow>(
    tx,
    sql`update contact_message set done_at = now(), done_by = ${operator} where id = ${id} returning ${COLUMNS}`,
  );
  if (!row) throw new Error('contact message to mark done has no row');
  return view(row);
}
