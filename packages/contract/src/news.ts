import { z } from 'zod';
import { pageQuery, pageSchema, wholeNumber } from './envelope-schema.ts';
import { NEWS_CATEGORIES, NEWS_ID_MAX } from './news-fields.ts';

export const newsCategory = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsId = wholeNumber(1, NEWS_ID_MAX);

/** POST /api/news/news/index */
export const newsIndexRequest = pageQuery.extend({ category: newsCategory.optional() }).strict();
export type NewsIndexRequest = z.input<typeof newsIndexRequest>;

export const newsSummary = z.object({
  id: z.number().int(),
  category: newsCategory,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  videoUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsIndexResponse = pageSchema(newsSummary);
export type NewsIndexResponse = z.infer<typeof newsIndexResponse>;

/** POST /api/news/news/info */
export const newsInfoRequest = z.object({ id: newsId }).strict();
export type NewsInfoRequest = z.input<typeof newsInfoRequest>;

export const newsArticle = newsSummary.extend({
  /** Plain text; paragraphs separated by a blank line. */
  body: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsInfoResponse = z.object({
  article: newsArticle,
  related: z.array(newsSummary),
});
export type NewsInfoResponse = z.infer<typeof newsInfoResponse>;
