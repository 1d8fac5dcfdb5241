import type { Language } from '@colony/contract/locales';
import type { Db } from '../../db/database.ts';
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
