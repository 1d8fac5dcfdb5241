import { LANGUAGES } from '@colony/contract/locales';
import { NEWS_CATEGORIES, type NewsCategory } from '@colony/contract/news-fields';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';

export const newsArticles = pgTable(
  'news_article',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').$type<NewsCategory>().notNull(),
    cover: text('cover'),
    videoUrl: text('video_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('news_article_category_check', sql`${table.category} in (${sqlStringList(NEWS_CATEGORIES)})`),
    // NULLS FIRST matches a plain `order by ... desc`, so the planner can walk the index. Serves both the unfiltered listing and the per-category one with a stable order.
    index('news_article_category_published_idx').on(
      table.category,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('news_article_published_idx').on(
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** One row per article and language; the English row is required, others fall back to it. */
export const newsArticleTranslations = pgTable(
  'news_article_translation',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    check('news_article_translation_language_check', sql`${table.language} in (${sqlStringList(LANGUAGES)})`),
  ],
);
