import type { Language } from '@colony/contract/locales';
import type { NewsCategory } from '@colony/contract/news';

export interface ArticleText {
  title: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

export interface DemoArticle {
  category: NewsCategory;
  /** Publication age when the demo is loaded, so the feed always looks current. */
  daysAgo: number;
  videoUrl?: string;
  text: { en: ArticleText } & Partial<Record<Exclude<Language, 'en'>, ArticleText>>;
}

export function youtube(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
