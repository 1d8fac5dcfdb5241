import type { PartnerKind } from '@colony/contract/home';
import { FIGURE_KEYS, PARTNER_KINDS } from '@colony/contract/home';
import type { Language } from '@colony/contract/locales';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';

/**
 * Translatable home content is kept as one JSON object per row keyed by language:
 * English is complete, other languages may omit any field and fall back to it.
 */
export type Localized<T extends Record<string, string>> = { en: T } & Partial<
  Record<Exclude<Language, 'en'>, Partial<T>>
>;

export const homeFigures = pgTable(
  'home_figure',
  {
    key: text('key').$type<(typeof FIGURE_KEYS)[number]>().primaryKey(),
    fromValue: integer('from_value'),
    value: integer('value').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('home_figure_key_check', sql`${table.key} in (${sqlStringList(FIGURE_KEYS)})`)],
);

export const roadmapPhases = pgTable('roadmap_phase', {
  key: text('key').primaryKey(),
  fromLabel: text('from_label').notNull(),
  toLabel: text('to_label').notNull(),
  position: integer('position').notNull(),
  content: jsonb('content').$type<Localized<{ title: string }>>().notNull(),
});

export const roadmapItems = pgTable('roadmap_item', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phaseKey: text('phase_key')
    .notNull()
    .references(() => roadmapPhases.key, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  content: jsonb('content').$type<Localized<{ text: string }>>().notNull(),
});

export const partners = pgTable(
  'partner',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<PartnerKind>().notNull(),
    /** A brand name, shown as is in every language. */
    name: text('name').notNull(),
    url: text('url'),
    position: integer('position').notNull(),
    content: jsonb('content').$type<Localized<{ description: string }>>().notNull(),
  },
  (table) => [check('partner_kind_check', sql`${table.kind} in (${sqlStringList(PARTNER_KINDS)})`)],
);

export const faqItems = pgTable('faq_item', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull(),
  content: jsonb('content').$type<Localized<{ question: string; answer: string }>>().notNull(),
});

export const bannerItems = pgTable('banner_item', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull(),
  link: text('link'),
  content: jsonb('content').$type<Localized<{ title: string; subtitle: string }>>().notNull(),
});
