import type { Language } from '@colony/contract/locales';
import type { NewsCategory } from '@colony/contract/news';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { newsArticles, newsArticleTranslations } from '../../db/schema/news.ts';

export interface NewsRow {
  id: number;
  category: NewsCategory;
  cover: string | null;
  videoUrl: string | null;
  publishedAt: Date;
  title: string;
  summary: string;
}

export interface NewsBodyRow extends NewsRow {
  body: string;
}

const english = alias(newsArticleTranslations, 'english');
const localized = alias(newsArticleTranslations, 'localized');

/** Each text field in the asked language, else in English (a translation may be partial or absent). */
function fallback(field: 'title' | 'summary' | 'body'): SQL<string> {
  return sql<string>`coalesce(nullif(${localized[field]}, ''), ${english[field]})`;
}

const summaryColumns = {
  id: newsArticles.id,
  category: newsArticles.category,
  cover: newsArticles.cover,
  videoUrl: newsArticles.videoUrl,
  publishedAt: newsArticles.publishedAt,
  title: fallback('title'),
  summary: fallback('summary'),
};

const englishRow = and(eq(english.articleId, newsArticles.id), eq(english.language, 'en'));

/** The asked language's row, when the article has one. */
function localizedRow(language: Language): SQL | undefined {
  return and(eq(localized.articleId, newsArticles.id), eq(localized.language, language));
}

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export async function listNews(
  db: Db,
  options: { language: Language; category?: NewsCategory; limit: number; offset: number },
): Promise<NewsRow[]> {
  const filter = options.category ? eq(newsArticles.category, options.category) : undefined;
  return db
    .select(summaryColumns)
    .from(newsArticles)
    .innerJoin(english, englishRow)
    .leftJoin(localized, localizedRow(options.language))
    .where(filter)
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countNews(db: Db, category?: NewsCategory): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsArticles)
    .where(category ? eq(newsArticles.category, category) : undefined);
  return row?.total ?? 0;
}

export async function findNews(db: Db, id: number, language: Language): Promise<NewsBodyRow | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, body: fallback('body') })
    .from(newsArticles)
    .innerJoin(english, englishRow)
    .leftJoin(localized, localizedRow(language))
    .where(eq(newsArticles.id, id))
    .limit(1);
  return row;
}

/** Same category first, then the most recent of the others; never the article itself. */
export async function listRelatedNews(
  db: Db,
  article: { id: number; category: NewsCategory },
  language: Language,
  limit: number,
): Promise<NewsRow[]> {
  return db
    .select(summaryColumns)
    .from(newsArticles)
    .innerJoin(english, englishRow)
    .leftJoin(localized, localizedRow(language))
    .where(ne(newsArticles.id, article.id))
    .orderBy(sql`(${newsArticles.category} = ${article.category}) desc`, ...newestFirst)
    .limit(limit);
}
