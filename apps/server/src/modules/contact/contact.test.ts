import { createHash } from 'node:crypto';
import { CONTACT_LIMITS } from '@colony/contract/contact';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const ADD_CONTACT = '/api/user/user/addContact';

const VALID = {
  title: 'Queue question',
  question: 'My avatar order has been queued for two days. Will it be served tomorrow?',
  email: 'colonist@example.com',
};

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

async function storedMessages(): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(contactMessages);
  return row?.total ?? 0;
}

describe('POST /api/user/user/addContact', () => {
  it('stores the message and answers its id with a translated thank-you', async () => {
    const response = await post(
      app,
      ADD_CONTACT,
      { ...VALID, title: `  ${VALID.title}  ` },
      { 'accept-language': 'vi-VN', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe(translate('vi', 'contact.received'));
    expect(body.data).toEqual({ id: expect.any(Number) });

    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data.id));
    expect(stored).toMatchObject({ ...VALID, language: 'vi' });
    // Without TRUST_PROXY a forwarded address is ignored; the socket address is what gets hashed.
    expect(stored?.clientHash).toBe(createHash('sha256').update('127.0.0.1').digest('hex'));
    expect(stored?.clientHash).not.toContain('127.0.0.1');
  });

  it('accepts values exactly at the length limits', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(CONTACT_LIMITS.email - 64 - 1 - 63 - 1 - 63 - 1)}`;
    const response = await post(app, ADD_CONTACT, {
      title: 't'.repeat(CONTACT_LIMITS.title),
      question: 'q'.repeat(CONTACT_LIMITS.question),
      email: `${local}@${domain}`.slice(0, CONTACT_LIMITS.email),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lists every missing field and writes nothing', async () => {
    const before = await storedMessages();
    const response = await post(app, ADD_CONTACT, {}, { 'accept-language': 'de-DE' });
    expect(response.statusCode).toBe(400);
    const required = translate('de', 'fields.required');
    expect(response.json()).toEqual({
      code: ERRORS.validation.code,
      msg: translate('de', 'errors.validation'),
      data: {
        fields: expect.arrayContaining([
          { field: 'title', message: required },
          { field: 'question', message: required },
          { field: 'email', message: required },
        ]),
      },
    });
    expect(response.json().data.fields).toHaveLength(3);
    expect(await storedMessages()).toBe(before);
  });

  it('lists every bad field with its own reason and writes nothing', async () => {
    const before = await storedMessages();
    const response = await post(
      app,
      ADD_CONTACT,
      {
        title: '   ',
        question: 'q'.repeat(CONTACT_LIMITS.question + 1),
        email: 'not-an-address',
        referrer: 'ad',
      },
      { 'accept-language': 'ja-JP' },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'title', message: translate('jp', 'fields.required') },
        { field: 'question', message: translate('jp', 'fields.tooLong', { max: CONTACT_LIMITS.question }) },
        { field: 'email', message: translate('jp', 'fields.invalidEmail') },
        { field: 'referrer', message: translate('jp', 'fields.unknown') },
      ]),
    );
    expect(fields).toHaveLength(4);
    expect(await storedMessages()).toBe(before);
  });

  it('refuses control characters in every field, naming each, and writes nothing', async () => {
    const before = await storedMessages();
    const response = await post(
      app,
      ADD_CONTACT,
      { title: 'Hello\u0000', question: 'line one\nline two\u0007', email: 'colonist@example.com\u007f' },
      { 'accept-language': 'th-TH' },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: ERRORS.validation.code });
    const reason = translate('th', 'fields.controlCharacters');
    expect(response.json().data.fields).toEqual([
      { field: 'title', message: reason },
      { field: 'question', message: reason },
      { field: 'email', message: reason },
    ]);
    // A line break belongs in the question, not in the title.
    const title = await post(app, ADD_CONTACT, { ...VALID, title: 'two\nlines' });
    expect(title.json().data.fields).toEqual([
      { field: 'title', message: translate('en', 'fields.controlCharacters') },
    ]);
    expect(await storedMessages()).toBe(before);
  });

  it('refuses direction overrides, zero-width characters and line separators in a one-line field, and writes nothing', async () => {
    const before = await storedMessages();
    const invisible = [
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
      ...['\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'],
      ...['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u2028', '\u2029'],
    ];
    for (const character of invisible) {
      const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase()}`;
      // In the middle and at either end, where trimming would otherwise take some of them away.
      for (const title of [`invoice${character}fdp.exe`, `${character}Hello`, `Hello${character}`]) {
        const response = await post(app, ADD_CONTACT, { ...VALID, title }, { 'accept-language': 'de-DE' });
        expect(response.statusCode, code).toBe(400);
        expect(response.json().data.fields, code).toEqual([
          { field: 'title', message: translate('de', 'fields.invisibleCharacters') },
        ]);
      }
    }
    // The e-mail is one line too.
    const email = await post(app, ADD_CONTACT, { ...VALID, email: 'colonist\u200b@example.com' });
    expect(email.json().data.fields).toEqual([
      { field: 'email', message: translate('en', 'fields.invisibleCharacters') },
    ]);
    expect(await storedMessages()).toBe(before);
    // Writing right to left is not refused: only the invisible controls are.
    expect((await post(app, ADD_CONTACT, { ...VALID, title: 'سلام مריח ✓' })).statusCode).toBe(200);
  });

  it('keeps the line breaks and tabs of a question', async () => {
    const question = 'First line\r\nSecond line\n\tindented';
    const response = await post(app, ADD_CONTACT, { ...VALID, question });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().data.id));
    expect(stored?.question).toBe(question);
  });

  it('refuses a title and an e-mail over their limits', async () => {
    const response = await post(app, ADD_CONTACT, {
      ...VALID,
      title: 't'.repeat(CONTACT_LIMITS.title + 1),
      email: `${'a'.repeat(CONTACT_LIMITS.email)}@example.com`,
    });
    expect(response.json().data.fields).toEqual([
      { field: 'title', message: translate('en', 'fields.tooLong', { max: CONTACT_LIMITS.title }) },
      { field: 'email', message: translate('en', 'fields.tooLong', { max: CONTACT_LIMITS.email }) },
    ]);
  });

  it.each([
    ['numbers for text', { ...VALID, title: 42 }, 'title'],
    ['an array for text', { ...VALID, question: ['a', 'b'] }, 'question'],
    ['an object for the e-mail', { ...VALID, email: { address: 'a@b.co' } }, 'email'],
    ['null for the e-mail', { ...VALID, email: null }, 'email'],
  ])('refuses %s', async (_name, body, field) => {
    const before = await storedMessages();
    const response = await post(app, ADD_CONTACT, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ field, message: translate('en', 'fields.invalid') }]);
    expect(await storedMessages()).toBe(before);
  });

  it('refuses a body that is not an object, malformed, not JSON or too large, and writes nothing', async () => {
    const before = await storedMessages();
    const array = await post(app, ADD_CONTACT, [VALID]);
    expect(array.statusCode).toBe(400);
    expect(array.json().data.fields).toEqual([{ field: 'body', message: translate('en', 'fields.invalid') }]);

    const malformed = await app.inject({
      method: 'POST',
      url: ADD_CONTACT,
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "a", ',
    });
    expect(malformed.json().code).toBe(ERRORS.malformedJson.code);

    const form = await app.inject({
      method: 'POST',
      url: ADD_CONTACT,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=a&question=b&email=c%40d.co',
    });
    expect(form.statusCode).toBe(415);

    const huge = await post(app, ADD_CONTACT, { ...VALID, question: 'q'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);

    const polluted = await app.inject({
      method: 'POST',
      url: ADD_CONTACT,
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"a","question":"b","email":"c@d.co","__proto__":{"isAdmin":true}}`,
    });
    expect(polluted.statusCode).toBe(400);
    expect(await storedMessages()).toBe(before);
  });
});

describe('contact rate limit', () => {
  let strict: FastifyInstance;
  /** The app's clock, moved only by the tests, to reach the end of the hour without waiting. */
  let clock = Date.now();

  beforeAll(async () => {
    strict = await createTestApp(database.db, { CONTACT_RATE_LIMIT_MAX: '2' }, { now: () => clock });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('allows a few messages an hour per client, then answers 429 in the envelope', async () => {
    expect((await post(strict, ADD_CONTACT, VALID)).statusCode).toBe(200);
    expect((await post(strict, ADD_CONTACT, VALID)).statusCode).toBe(200);
    const before = await storedMessages();
    const refused = await post(strict, ADD_CONTACT, VALID, { 'accept-language': 'th-TH' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ERRORS.rateLimited.code,
      msg: translate('th', 'errors.rateLimited'),
    });
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(await storedMessages()).toBe(before);
    // The stricter limit is this endpoint's own: other calls from the same client still pass.
    expect((await post(strict, '/api/news/news/index')).statusCode).toBe(200);
  });

  it('gives a client a fresh budget once its hour is over, and not before', async () => {
    const send = () =>
      strict.inject({ method: 'POST', url: ADD_CONTACT, payload: VALID, remoteAddress: '198.51.100.30' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    clock += 60 * 60_000 - 1000;
    expect((await send()).statusCode).toBe(429);
    clock += 1000;
    expect((await send()).statusCode).toBe(200);
  });
});
