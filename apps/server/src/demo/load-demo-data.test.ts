import { PARTNER_KINDS } from '@colony/contract/home';
import { LANGUAGES } from '@colony/contract/locales';
import { NEWS_CATEGORIES } from '@colony/contract/news-fields';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { bannerItems, faqItems, partners, roadmapItems, roadmapPhases } from '../db/schema/home.ts';
import { newsArticles, newsArticleTranslations } from '../db/schema/news.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { roadmapPeriods } from './demo-calendar.ts';
import { DEMO_BANNERS, DEMO_FAQ, DEMO_PARTNERS, DEMO_ROADMAP } from './home-content.ts';
import { DEMO_ARTICLES, loadDemoDataIfEmpty } from './load-demo-data.ts';

let database: Database;

/** The day the demo is loaded in these tests: a fixed one, so that no result depends on the clock. */
const TODAY = new Date('2026-02-11T09:41:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('demo content', () => {
  it('has about two dozen articles across all four categories, videos with privacy-enhanced embeds', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(20);
    for (const category of NEWS_CATEGORIES) {
      expect(
        DEMO_ARTICLES.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(4);
    }
    for (const article of DEMO_ARTICLES) {
      if (article.category === 'video') {
        expect(article.videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      } else {
        expect(article.videoUrl).toBeUndefined();
      }
    }
  });

  it('has every article in English, most in all seven languages and a few English-only', () => {
    const complete = DEMO_ARTICLES.filter((article) => LANGUAGES.every((language) => article.text[language]));
    const englishOnly = DEMO_ARTICLES.filter((article) => Object.keys(article.text).length === 1);
    expect(complete.length + englishOnly.length).toBe(DEMO_ARTICLES.length);
    expect(englishOnly.length).toBeGreaterThanOrEqual(2);
    expect(complete.length).toBeGreaterThan(DEMO_ARTICLES.length / 2);
    for (const article of DEMO_ARTICLES) {
      for (const text of Object.values(article.text)) {
        expect(text.title.trim()).not.toBe('');
        expect(text.summary.trim()).not.toBe('');
        expect(text.body.trim()).not.toBe('');
      }
      for (const language of LANGUAGES.filter((language) => language !== 'en')) {
        const text = article.text[language];
        if (text) expect(text.title, `${language}: ${article.text.en.title}`).not.toBe(article.text.en.title);
      }
    }
  });

  it('has all home content in all seven languages', () => {
    const localized = [
      ...DEMO_ROADMAP.flatMap((phase) => [phase.title, ...phase.items]),
      ...DEMO_PARTNERS.map((partner) => partner.content),
      ...DEMO_FAQ,
      ...DEMO_BANNERS.map((banner) => banner.content),
    ];
    for (const content of localized) {
      for (const language of LANGUAGES) {
        const text = content[language];
        expect(text, `${language} of ${JSON.stringify(content.en)}`).toBeDefined();
        for (const value of Object.values(text ?? {})) expect(value?.trim()).not.toBe('');
      }
    }
    expect(DEMO_PARTNERS.map((partner) => partner.kind).sort()).toEqual([...PARTNER_KINDS].sort());
  });

  it('loads everything into an empty database, dated in the past, newest with the highest id', async () => {
    expect(await loadDemoDataIfEmpty(database.db, TODAY)).toBe(true);
    const articles = await database.db.select().from(newsArticles).orderBy(newsArticles.id);
    expect(articles).toHaveLength(DEMO_ARTICLES.length);
    for (const [index, article] of articles.entries()) {
      expect(article.publishedAt.getTime()).toBeLessThan(TODAY.getTime());
      const previous = articles[index - 1];
      if (previous) expect(article.publishedAt.getTime()).toBeGreaterThan(previous.publishedAt.getTime());
    }
    const [translations] = await database.db.select({ total: count() }).from(newsArticleTranslations);
    const expected = DEMO_ARTICLES.reduce((sum, article) => sum + Object.keys(article.text).length, 0);
    expect(translations?.total).toBe(expected);
  });

  it('tells one story on the day it is loaded: the roadmap is in phase 2, the news falls in its phases', async () => {
    const phases = await database.db.select().from(roadmapPhases).orderBy(roadmapPhases.position);
    // The quarter a label names, as [first instant, first instant after].
    const quarter = (label: string) => {
      const [, q, year] = /^Q([1-4]) (\d{4})$/.exec(label) ?? [];
      const start = Date.UTC(Number(year), (Number(q) - 1) * 3, 1);
      return [start, Date.UTC(Number(year), Number(q) * 3, 1)] as const;
    };
    const spans = phases.map((phase) => ({
      key: phase.key,
      start: quarter(phase.fromLabel)[0],
      end: quarter(phase.toLabel)[1],
    }));
    expect(phases.map(({ key, fromLabel, toLabel }) => ({ key, from: fromLabel, to: toLabel }))).toEqual(
      roadmapPeriods(TODAY).map(({ key, from, to }) => ({ key, from, to })),
    );
    expect(phases.map(({ fromLabel, toLabel }) => `${fromLabel} – ${toLabel}`)).toEqual([
      'Q2 2025 – Q4 2025',
      'Q1 2026 – Q3 2026',
      'Q4 2026 – Q1 2027',
    ]);
    const current = spans.filter((span) => span.start <= TODAY.getTime() && TODAY.getTime() < span.end);
    expect(current.map((span) => span.key)).toEqual(['phase2']);

    // Ids follow publication dates, so the n-th row is the n-th oldest article.
    const rows = await database.db.select().from(newsArticles).orderBy(newsArticles.id);
    const articles = [...DEMO_ARTICLES].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const [index, row] of rows.entries()) {
      const article = articles[index];
      expect(row.publishedAt.getTime()).toBeLessThan(TODAY.getTime());
      expect(row.publishedAt.getTime()).toBeGreaterThanOrEqual(spans[0]?.start ?? Number.NaN);
      if (article?.phase) {
        const span = spans[article.phase - 1];
        const time = row.publishedAt.getTime();
        expect(span && span.start <= time && time < span.end, article.text.en.title).toBe(true);
      }
    }
  });

  it('changes nothing when run again', async () => {
    const totals = async () =>
      Promise.all(
        [newsArticles, newsArticleTranslations, roadmapItems, partners, faqItems, bannerItems].map(
          async (table) => {
            const [row] = await database.db.select({ total: count() }).from(table);
            return row?.total;
          },
        ),
      );
    const before = await totals();
    expect(await loadDemoDataIfEmpty(database.db, TODAY)).toBe(false);
    expect(await totals()).toEqual(before);
  });
});
