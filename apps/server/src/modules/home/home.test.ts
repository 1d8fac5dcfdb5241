import { GLOBAL_FIGURES } from '@colony/contract/constants';
import { homeResponse, PARTNER_KINDS } from '@colony/contract/home';
import { LANGUAGES, LOCALE_TO_LANGUAGE, LOCALES } from '@colony/contract/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { partners } from '../../db/schema/home.ts';
import { roadmapPeriods } from '../../demo/demo-calendar.ts';
import { loadDemoDataIfEmpty } from '../../demo/load-demo-data.ts';
import { DEFAULT_ECONOMY } from '../../economy/config.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const HOME = '/api/nft/Home/home';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function home(locale?: string) {
  const response = await post(app, HOME, undefined, locale ? { 'accept-language': locale } : {});
  expect(response.statusCode, response.body).toBe(200);
  return homeResponse.parse(response.json().data);
}

describe('POST /api/nft/Home/home', () => {
  it('answers empty sections on an empty database', async () => {
    const { avatars, nextSettlementAt, ...content } = await home();
    expect(content).toEqual({ figures: [], roadmap: [], partners: [], faq: [], banners: [] });
    // The catalogue comes from the economy's configuration, not from the content tables.
    expect(avatars.map((avatar) => avatar.id)).toEqual(DEFAULT_ECONOMY.avatars.map((avatar) => avatar.id));
    expect(avatars.every((avatar) => avatar.soldToday === 0)).toBe(true);
    expect(Date.parse(nextSettlementAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers the figures, roadmap, partners, FAQ and banners from the database', async () => {
    const today = new Date('2026-08-30T18:00:00Z');
    expect(await loadDemoDataIfEmpty(database.db, today)).toBe(true);
    const content = await home();
    expect(content.figures).toEqual([
      { key: 'countries', from: null, value: GLOBAL_FIGURES.countries },
      { key: 'activeUsers', from: GLOBAL_FIGURES.activeUsersFrom, value: GLOBAL_FIGURES.activeUsers },
      { key: 'ecosystems', from: null, value: GLOBAL_FIGURES.ecosystems },
      { key: 'partners', from: null, value: GLOBAL_FIGURES.partners },
    ]);
    expect(content.roadmap.map(({ key, from, to }) => ({ key, from, to }))).toEqual(
      roadmapPeriods(today).map(({ key, from, to }) => ({ key, from, to })),
    );
    for (const phase of content.roadmap) {
      expect(phase.items.length).toBeGreaterThanOrEqual(3);
      expect(phase.items.length).toBeLessThanOrEqual(5);
    }
    expect(content.partners.map((partner) => partner.kind).sort()).toEqual([...PARTNER_KINDS].sort());
    expect(content.faq.length).toBeGreaterThanOrEqual(6);
    expect(content.faq.length).toBeLessThanOrEqual(8);
    expect(content.banners.length).toBeGreaterThanOrEqual(3);
    expect(content.banners.length).toBeLessThanOrEqual(4);
  });

  it('translates every text into each of the seven languages', async () => {
    const english = await home('en-SG');
    const texts = (content: typeof english) => [
      ...content.roadmap.flatMap((phase) => [phase.title, ...phase.items]),
      ...content.partners.map((partner) => partner.description),
      ...content.faq.flatMap((item) => [item.question, item.answer]),
      ...content.banners.flatMap((banner) => [banner.title, banner.subtitle]),
    ];
    const englishTexts = texts(english);
    for (const locale of LOCALES.filter((locale) => LOCALE_TO_LANGUAGE[locale] !== 'en')) {
      const translated = texts(await home(locale));
      expect(translated).toHaveLength(englishTexts.length);
      // Brand names and a few shared words may match; whole sections must not be English.
      const same = translated.filter((text, index) => text === englishTexts[index]);
      expect(same.length, `${locale}: ${same.join(' | ')}`).toBeLessThanOrEqual(2);
    }
    // Brand names are not translated.
    expect((await home('ja-JP')).partners.map((p) => p.name)).toEqual(english.partners.map((p) => p.name));
  });

  it('falls back to English for a missing language and for blank fields', async () => {
    await database.db.insert(partners).values({
      kind: 'dex',
      name: 'Fallback Swap',
      url: null,
      position: 99,
      content: { en: { description: 'English only' }, de: { description: ' ' } },
    });
    for (const language of LANGUAGES) {
      const locale = LOCALES.find((candidate) => LOCALE_TO_LANGUAGE[candidate] === language);
      const content = await home(locale);
      expect(content.partners.at(-1)).toMatchObject({ name: 'Fallback Swap', description: 'English only' });
    }
  });

  it.each([
    ['an unknown field', { section: 'faq' }, 'section'],
    ['an array', [], 'body'],
    ['a number', 7, 'body'],
  ])('refuses %s', async (_name, body, field) => {
    const response = await post(app, HOME, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.map((error: { field: string }) => error.field)).toEqual([field]);
  });
});
