import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { type NewsCategory, newsIndexResponse, newsInfoResponse } from '@colony/contract/news';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { newsArticles, newsArticleTranslations } from '../../db/schema/news.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const INDEX = '/api/news/news/index';
const INFO = '/api/news/news/info';
const DAY_MS = 86_400_000;
const BASE = Date.UTC(2025, 0, 1, 8);

interface Fixture {
  category: NewsCategory;
  day: number;
  german?: 'full' | 'title-only';
}

/** Ids are 1..n in this order. Articles 5 and 6 share a publication time to check the tie-break. */
const FIXTURES: Fixture[] = [
  { category: 'announcement', day: 1, german: 'full' },
  { category: 'official', day: 2 },
  { category: 'video', day: 3 },
  { category: 'ama', day: 4, german: 'full' },
  { category: 'announcement', day: 6 },
  { category: 'announcement', day: 6, german: 'full' },
  { category: 'official', day: 7 },
  { category: 'ama', day: 8 },
  { category: 'announcement', day: 9, german: 'title-only' },
  { category: 'official', day: 10 },
  { category: 'video', day: 11, german: 'full' },
  { category: 'ama', day: 12 },
  { category: 'announcement', day: 13 },
  { category: 'official', day: 14, german: 'full' },
  { category: 'ama', day: 15 },
];

const fixtures = FIXTURES.map((fixture, index) => ({ ...fixture, id: index + 1 }));

/** The order the API promises: newest first, then highest id first. */
function newestFirst(list: typeof fixtures): number[] {
  return [...list].sort((a, b) => b.day - a.day || b.id - a.id).map((fixture) => fixture.id);
}

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (const fixture of fixtures) {
    const [row] = await db
      .insert(newsArticles)
      .values({
        category: fixture.category,
        videoUrl:
          fixture.category === 'video' ? `https://www.youtube-nocookie.com/embed/v${fixture.id}` : null,
        publishedAt: new Date(BASE + fixture.day * DAY_MS),
      })
      .returning({ id: newsArticles.id });
    expect(row?.id).toBe(fixture.id);
    await db.insert(newsArticleTranslations).values({
      articleId: fixture.id,
      language: 'en',
      title: `Title ${fixture.id}`,
      summary: `Summary ${fixture.id}`,
      body: `Body ${fixture.id}\n\nSecond paragraph ${fixture.id}`,
    });
    if (fixture.german) {
      const full = fixture.german === 'full';
      await db.insert(newsArticleTranslations).values({
        articleId: fixture.id,
        language: 'de',
        title: `Titel ${fixture.id}`,
        summary: full ? `Zusammenfassung ${fixture.id}` : '',
        body: full ? `Text ${fixture.id}` : '',
      });
    }
  }
  app = await createTestApp(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function list(body?: unknown, headers: Record<string, string> = {}) {
  const response = await post(app, INDEX, body, headers);
  expect(response.statusCode, response.body).toBe(200);
  const envelope = response.json();
  expect(envelope.code).toBe(200);
  return newsIndexResponse.parse(envelope.data);
}

describe('POST /api/news/news/index', () => {
  it('answers the first ten, newest first, when called without data', async () => {
    const page = await list();
    expect(page.total).toBe(fixtures.length);
    expect(page.page).toBe(1);
    expect(page.limit).toBe(10);
    expect(page.list.map((item) => item.id)).toEqual(newestFirst(fixtures).slice(0, 10));
  });

  it('breaks ties on the publication time by id, newest id first', async () => {
    const ids = (await list({ limit: 100 })).list.map((item) => item.id);
    expect(ids.indexOf(6)).toBe(ids.indexOf(5) - 1);
  });

  it('walks every article exactly once across pages', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await list({ page, limit: 4 });
      expect(result.total).toBe(fixtures.length);
      seen.push(...result.list.map((item) => item.id));
    }
    expect(seen).toEqual(newestFirst(fixtures));
  });

  it('answers an empty list past the last page', async () => {
    const result = await list({ page: 50, limit: 10 });
    expect(result.list).toEqual([]);
    expect(result.total).toBe(fixtures.length);
  });

  it.each(['announcement', 'official', 'video', 'ama'] as const)(
    'filters by category %s',
    async (category) => {
      const expected = newestFirst(fixtures.filter((fixture) => fixture.category === category));
      const result = await list({ category, limit: 100 });
      expect(result.total).toBe(expected.length);
      expect(result.list.map((item) => item.id)).toEqual(expected);
      expect(result.list.every((item) => item.category === category)).toBe(true);
    },
  );

  it('accepts page numbers sent as strings', async () => {
    const result = await list({ page: '2', limit: '5' });
    expect(result.list.map((item) => item.id)).toEqual(newestFirst(fixtures).slice(5, 10));
  });

  it('answers the summary fields, with video links only on videos', async () => {
    const result = await list({ limit: 100 });
    const video = result.list.find((item) => item.id === 11);
    expect(video).toMatchObject({
      category: 'video',
      title: 'Title 11',
      summary: 'Summary 11',
      cover: null,
      videoUrl: 'https://www.youtube-nocookie.com/embed/v11',
      publishedAt: new Date(BASE + 11 * DAY_MS).toISOString(),
    });
    expect(video).not.toHaveProperty('body');
    expect(result.list.find((item) => item.id === 1)?.videoUrl).toBeNull();
  });

  it('translates by Accept-Language, falling back to English per article and per field', async () => {
    const result = await list({ limit: 100 }, { 'accept-language': 'de-DE' });
    const byId = new Map(result.list.map((item) => [item.id, item]));
    expect(byId.get(1)).toMatchObject({ title: 'Titel 1', summary: 'Zusammenfassung 1' });
    expect(byId.get(2)).toMatchObject({ title: 'Title 2', summary: 'Summary 2' });
    expect(byId.get(9)).toMatchObject({ title: 'Titel 9', summary: 'Summary 9' });
  });

  it('maps regional and bare language tags, and answers English for other languages', async () => {
    for (const header of ['de', 'de-AT', 'fr-FR;q=0.9, de-DE;q=0.8']) {
      const result = await list({ limit: 100 }, { 'accept-language': header });
      expect(result.list.find((item) => item.id === 14)?.title, header).toBe('Titel 14');
    }
    const japanese = await list({ limit: 100 }, { 'accept-language': 'ja-JP' });
    expect(japanese.list.find((item) => item.id === 14)?.title).toBe('Title 14');
  });

  it.each([
    ['page below one', { page: 0 }, 'page', translate('en', 'fields.tooSmall', { min: 1 })],
    ['negative page', { page: -3 }, 'page', translate('en', 'fields.tooSmall', { min: 1 })],
    ['huge page', { page: 1_000_000_000 }, 'page', translate('en', 'fields.tooLarge', { max: 10_000 })],
    ['fractional page', { page: 1.5 }, 'page', translate('en', 'fields.invalid')],
    ['page as text', { page: 'abc' }, 'page', translate('en', 'fields.invalid')],
    ['limit over 100', { limit: 101 }, 'limit', translate('en', 'fields.tooLarge', { max: 100 })],
    ['zero limit', { limit: 0 }, 'limit', translate('en', 'fields.tooSmall', { min: 1 })],
    ['unknown category', { category: 'rumour' }, 'category', translate('en', 'fields.invalid')],
    ['category as a number', { category: 7 }, 'category', translate('en', 'fields.invalid')],
    ['unknown field', { sort: 'asc' }, 'sort', translate('en', 'fields.unknown')],
    ['array instead of object', [1, 2], 'body', translate('en', 'fields.invalid')],
    ['string instead of object', 'page=1', 'body', translate('en', 'fields.invalid')],
  ])('refuses %s', async (_name, body, field, message) => {
    const response = await post(app, INDEX, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ERRORS.validation.code,
      msg: translate('en', 'errors.validation'),
      data: { fields: [{ field, message }] },
    });
  });

  it('lists every bad field at once, in the caller language', async () => {
    const response = await post(
      app,
      INDEX,
      { page: -1, limit: 1000, category: 'x', extra: true },
      {
        'accept-language': 'ko-KR',
      },
    );
    expect(response.statusCode).toBe(400);
    const { data, msg } = response.json();
    expect(msg).toBe(translate('kr', 'errors.validation'));
    expect(data.fields).toEqual(
      expect.arrayContaining([
        { field: 'page', message: translate('kr', 'fields.tooSmall', { min: 1 }) },
        { field: 'limit', message: translate('kr', 'fields.tooLarge', { max: 100 }) },
        { field: 'category', message: translate('kr', 'fields.invalid') },
        { field: 'extra', message: translate('kr', 'fields.unknown') },
      ]),
    );
    expect(data.fields).toHaveLength(4);
  });

  it('refuses numbers too large for JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: INDEX,
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ field: 'page', message: expect.any(String) }]);
  });
});

describe('POST /api/news/news/info', () => {
  async function info(id: unknown, headers: Record<string, string> = {}) {
    const response = await post(app, INFO, { id }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return newsInfoResponse.parse(response.json().data);
  }

  it('answers the article with its body', async () => {
    const { article } = await info(4);
    expect(article).toMatchObject({
      id: 4,
      category: 'ama',
      title: 'Title 4',
      body: 'Body 4\n\nSecond paragraph 4',
      publishedAt: new Date(BASE + 4 * DAY_MS).toISOString(),
    });
  });

  it('translates the body and falls back to English for a missing field', async () => {
    expect((await info(4, { 'accept-language': 'de-DE' })).article).toMatchObject({
      title: 'Titel 4',
      body: 'Text 4',
    });
    expect((await info(9, { 'accept-language': 'de-DE' })).article).toMatchObject({
      title: 'Titel 9',
      body: 'Body 9\n\nSecond paragraph 9',
    });
  });

  it('relates up to four articles of the same category, newest first, never itself', async () => {
    const { related } = await info(13);
    const expected = newestFirst(fixtures.filter((f) => f.category === 'announcement' && f.id !== 13)).slice(
      0,
      4,
    );
    expect(related.map((item) => item.id)).toEqual(expected);
  });

  it('fills up with the most recent other articles when the category has too few', async () => {
    const { related } = await info(11);
    const sameCategory = [3];
    const others = newestFirst(fixtures.filter((f) => f.category !== 'video')).slice(0, 3);
    expect(related.map((item) => item.id)).toEqual([...sameCategory, ...others]);
    expect(related.map((item) => item.id)).not.toContain(11);
  });

  it('translates related articles too', async () => {
    const { related } = await info(13, { 'accept-language': 'de-DE' });
    expect(related.find((item) => item.id === 6)?.title).toBe('Titel 6');
    expect(related.find((item) => item.id === 5)?.title).toBe('Title 5');
  });

  it('answers 404 with articleNotFound for an unknown id', async () => {
    const response = await post(app, INFO, { id: 9999 }, { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ERRORS.articleNotFound.code,
      msg: translate('cn', 'errors.articleNotFound'),
      data: null,
    });
  });

  it.each([
    ['no data', undefined, translate('en', 'fields.required')],
    ['a missing id', {}, translate('en', 'fields.required')],
    ['id zero', { id: 0 }, translate('en', 'fields.tooSmall', { min: 1 })],
    ['a negative id', { id: -4 }, translate('en', 'fields.tooSmall', { min: 1 })],
    [
      'an id beyond the integer range',
      { id: 2 ** 31 },
      translate('en', 'fields.tooLarge', { max: 2_147_483_647 }),
    ],
    ['a fractional id', { id: 2.5 }, translate('en', 'fields.invalid')],
    ['a text id', { id: 'one' }, translate('en', 'fields.invalid')],
    ['an object id', { id: { $gt: 0 } }, translate('en', 'fields.invalid')],
  ])('refuses %s', async (_name, body, message) => {
    const response = await post(app, INFO, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ERRORS.validation.code);
    expect(response.json().data.fields).toEqual([{ field: 'id', message }]);
  });

  it('refuses unknown fields next to the id', async () => {
    const response = await post(app, INFO, { id: 1, lang: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { field: 'lang', message: translate('en', 'fields.unknown') },
    ]);
  });
});

describe('with the content cache on', () => {
  let cached: FastifyInstance;

  beforeAll(async () => {
    cached = await createTestApp(database.db, { CONTENT_CACHE_TTL_MS: '60000' });
  });

  afterAll(async () => {
    await cached.close();
  });

  it('keeps each language, category and page apart', async () => {
    const read = async (body: unknown, language: string) => {
      const response = await post(cached, INDEX, body, { 'accept-language': language });
      return newsIndexResponse.parse(response.json().data);
    };
    const english = await read({ limit: 20 }, 'en-SG');
    const german = await read({ limit: 20 }, 'de-DE');
    expect(german.list.map((item) => item.title)).not.toEqual(english.list.map((item) => item.title));
    expect(await read({ limit: 20 }, 'en-SG')).toEqual(english);
    const ama = await read({ limit: 20, category: 'ama' }, 'en-SG');
    expect(new Set(ama.list.map((item) => item.category))).toEqual(new Set(['ama']));
    const second = await read({ limit: 5, page: 2 }, 'en-SG');
    expect(second.list.map((item) => item.id)).toEqual(english.list.slice(5, 10).map((item) => item.id));
  });

  it('does not keep an unknown article as found', async () => {
    const missing = await post(cached, INFO, { id: 9999 });
    expect(missing.json().code).toBe(ERRORS.articleNotFound.code);
    const again = await post(cached, INFO, { id: 9999 });
    expect(again.json().code).toBe(ERRORS.articleNotFound.code);
  });
});
