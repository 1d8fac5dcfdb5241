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
  /** The roadmap phase whose work the article reports; its date falls inside that phase (demo-calendar.ts). */
  phase?: 1 | 2 | 3;
  videoUrl?: string;
  text: { en: ArticleText } & Partial<Record<Exclude<Language, 'en'>, ArticleText>>;
}

export function youtube(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
