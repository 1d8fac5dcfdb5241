import { LANGUAGES } from '@colony/contract/locales';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';

export const contactMessages = pgTable(
  'contact_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    /** SHA-256 of the client address: enough to spot abuse without keeping the address itself. */
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator marked the message answered, and who; null while open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by'),
  },
  (table) => [
    check('contact_message_language_check', sql`${table.language} in (${sqlStringList(LANGUAGES)})`),
    check('contact_message_done_check', sql`(${table.doneAt} is null) = (${table.doneBy} is null)`),
    index('contact_message_created_idx').on(table.createdAt.desc().nullsFirst()),
    // The open messages, oldest first, without reading the answered ones.
    index('contact_message_open_idx').on(table.id).where(sql`${table.doneAt} is null`),
  ],
);
