import { count } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  bannerItems,
  faqItems,
  homeFigures,
  partners,
  roadmapItems,
  roadmapPhases,
} from '../db/schema/home.ts';
import { newsArticles, newsArticleTranslations } from '../db/schema/news.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import type { PoolRule } from '../economy/staking-config.ts';
import type { DemoArticle } from './demo-article.ts';
import { publicationDate, roadmapPeriods } from './demo-calendar.ts';
import { DEMO_BANNERS, DEMO_FAQ, DEMO_FIGURES, DEMO_PARTNERS, DEMO_ROADMAP } from './home-content.ts';
import { AMA_ARTICLES } from './news-ama.ts';
import { ANNOUNCEMENT_ARTICLES } from './news-announcements.ts';
import { laserPoolArticle } from './news-laser-pool.ts';
import { OFFICIAL_ARTICLES } from './news-official.ts';
import { VIDEO_ARTICLES } from './news-videos.ts';

/** The demo news; the pools' announcements say what the colony's `pools` pay. */
export function demoArticles(pools: readonly PoolRule[]): DemoArticle[] {
  const laser = laserPoolArticle(pools);
  return [
    ...ANNOUNCEMENT_ARTICLES,
    ...(laser ? [laser] : []),
    ...OFFICIAL_ARTICLES,
    ...VIDEO_ARTICLES,
    ...AMA_ARTICLES,
  ];
}

/** The demo news of the default economy. */
export const DEMO_ARTICLES: readonly DemoArticle[] = demoArticles(DEFAULT_ECONOMY.pools);

/**
 * Fills an empty database with the demo news and home content, in one
 * transaction, dated from `now` (demo-calendar.ts), its pool announcements
 * written from the `pools` the colony runs. Returns false, and changes
 * nothing, when any news or home content already exists, so it is safe to run
 * at every start.
 */
export async function loadDemoDataIfEmpty(
  db: Db,
  now = new Date(),
  pools: readonly PoolRule[] = DEFAULT_ECONOMY.pools,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [news] = await tx.select({ total: count() }).from(newsArticles);
    const [phases] = await tx.select({ total: count() }).from(roadmapPhases);
    if ((news?.total ?? 0) > 0 || (phases?.total ?? 0) > 0) return false;

    // Oldest first, so ids grow with publication dates as they would have in real life.
    const articles = demoArticles(pools).sort((a, b) => b.daysAgo - a.daysAgo);
    const inserted = await tx
      .insert(newsArticles)
      .values(
        articles.map((article) => ({
          category: article.category,
          videoUrl: article.videoUrl ?? null,
          publishedAt: publicationDate(now, article.daysAgo),
        })),
      )
      .returning({ id: newsArticles.id });
    await tx.insert(newsArticleTranslations).values(
      articles.flatMap((article, index) => {
        const articleId = inserted[index]?.id;
        if (articleId === undefined) throw new Error('demo article was not inserted');
        return Object.entries(article.text).map(([language, text]) => ({ articleId, language, ...text }));
      }),
    );

    await tx.insert(homeFigures).values(DEMO_FIGURES.map((figure, position) => ({ ...figure, position })));
    const periods = roadmapPeriods(now);
    await tx.insert(roadmapPhases).values(
      DEMO_ROADMAP.map((phase, position) => {
        const period = periods.find((candidate) => candidate.key === phase.key);
        if (!period) throw new Error(`no dates for roadmap ${phase.key}`);
        return { key: phase.key, fromLabel: period.from, toLabel: period.to, position, content: phase.title };
      }),
    );
    await tx
      .insert(roadmapItems)
      .values(
        DEMO_ROADMAP.flatMap((phase) =>
          phase.items.map((content, position) => ({ phaseKey: phase.key, position, content })),
        ),
      );
    await tx.insert(partners).values(DEMO_PARTNERS.map((partner, position) => ({ ...partner, position })));
    await tx.insert(faqItems).values(DEMO_FAQ.map((content, position) => ({ position, content })));
    await tx.insert(bannerItems).values(DEMO_BANNERS.map((banner, position) => ({ ...banner, position })));
    return true;
  });
}
