import type { Page } from '@colony/contract/envelope';
import type { Language } from '@colony/contract/locales';
import type { NewsCategory, NewsInfoResponse, NewsSummary } from '@colony/contract/news';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { countNews, findNews, listNews, listRelatedNews, type NewsRow } from './queries.ts';

const RELATED_LIMIT = 4;

export interface NewsService {
  list(
    language: Language,
    query: { page: number; limit: number; category?: NewsCategory },
  ): Promise<Page<NewsSummary>>;
  info(language: Language, id: number): Promise<NewsInfoResponse>;
}

export function newsService(db: Db): NewsService {
  return {
    async list(language, { page, limit, category }) {
      const [list, total] = await Promise.all([
        listNews(db, { language, category, limit, offset: (page - 1) * limit }),
        countNews(db, category),
      ]);
      return { list: list.map(toSummary), total, page, limit };
    },

    async info(language, id) {
      const article = await findNews(db, id, language);
      if (!article) throw new ApiError('articleNotFound');
      const related = await listRelatedNews(db, article, language, RELATED_LIMIT);
      return { article: { ...toSummary(article), body: article.body }, related: related.map(toSummary) };
    },
  };
}

function toSummary(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    videoUrl: row.videoUrl,
    publishedAt: row.publishedAt.toISOString(),
  };
}
