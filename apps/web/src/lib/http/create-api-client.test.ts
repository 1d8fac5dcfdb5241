import { LOCALE_STORAGE_KEY } from '@colony/contract/locales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEvents } from '../events/app-events.ts';
import { createEventBus } from '../events/event-bus.ts';
import { getCredentials, setCredentials } from '../storage/credentials.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { EmptyResponseError } from './empty-response-error.ts';
import { createFakeApiServer, envelopeResponse } from './fake-api-server.ts';
import { InvalidResponseError } from './invalid-response-error.ts';
import { NetworkError } from './network-error.ts';
import { TimeoutError } from './timeout-error.ts';

function setup() {
  const server = createFakeApiServer();
  const events = createEventBus<AppEvents>();
  const client = createApiClient({ fetch: server.fetch, events });
  return { server, events, client };
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('headers and body', () => {
  it('POSTs JSON under /api with token, address, app key, language and content type', async () => {
    const { server, client } = setup();
    setCredentials({ address: '0xabc', token: 'access-1' });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ja-JP');
    server.route('/api/news/news/index', () => envelopeResponse(200, { list: [] }));

    await client.post('/news/news/index', { page: 1 });

    const request = only(server.requests);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/news/news/index');
    expect(request.body).toEqual({ page: 1 });
    expect(Object.fromEntries(request.headers)).toEqual({
      token: 'access-1',
      address: '0xabc',
      appkey: 'colony-web',
      'accept-language': 'jp',
      'content-type': 'application/json',
    });
  });

  it('sends en and no session headers for a visitor, and {} when there is no body', async () => {
    const { server, client } = setup();
    server.route('/api/nft/Home/home', () => envelopeResponse(200, {}));

    await client.post('/nft/Home/home');

    const request = only(server.requests);
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.headers.has('token')).toBe(false);
    expect(request.headers.has('address')).toBe(false);
    expect(request.body).toEqual({});
  });

  it.each([
    ['en-SG', 'en'],
    ['ja-JP', 'jp'],
    ['ko-KR', 'kr'],
    ['zh-CN', 'cn'],
    ['th-TH', 'th'],
    ['vi-VN', 'vi'],
    ['de-DE', 'de'],
  ])('sends the chosen locale %s as the language code %s (SPEC.md §9)', async (locale, language) => {
    const { server, client } = setup();
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    server.route('/api/nft/Home/home', () => envelopeResponse(200, {}));

    await client.post('/nft/Home/home');

    expect(only(server.requests).headers.get('accept-language')).toBe(language);
  });

  it('sends the Idempotency-Key when given', async () => {
    const { server, client } = setup();
    server.route('/api/nft/Polls/vote', () => envelopeResponse(200, null));

    await client.post('/nft/Polls/vote', { id: 1 }, { idempotencyKey: 'vote-1-abc' });

    expect(only(server.requests).headers.get('idempotency-key')).toBe('vote-1-abc');
  });

  it('writes bigints as decimal strings', async () => {
    const { server, client } = setup();
    server.route('/api/user/Withdraw/atm', () => envelopeResponse(200, null));

    await client.post('/user/Withdraw/atm', { amount: 10n ** 20n });

    expect(only(server.requests).body).toEqual({ amount: '100000000000000000000' });
  });
});

describe('envelope handling', () => {
  it('resolves post with data on code 200', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/index', () => envelopeResponse(200, { level: 3 }, 'ok'));

    await expect(client.post('/user/user/index')).resolves.toEqual({ level: 3 });
  });

  it('lets other codes fall through: request resolves with the envelope', async () => {
    const { server, client } = setup();
    server.route('/api/nft/nft_order/orderCreate', () =>
      envelopeResponse(3001, { queue: true }, 'Sold out today, join the queue?'),
    );

    await expect(client.request('/nft/nft_order/orderCreate', { body: { id: 1 } })).resolves.toEqual({
      code: 3001,
      msg: 'Sold out today, join the queue?',
      data: { queue: true },
    });
  });

  it('rejects post with an ApiError carrying code, msg and data for other codes', async () => {
    const { server, client } = setup();
    server.route('/api/nft/nft_order/orderCreate', () =>
      envelopeResponse(3001, { queue: true }, 'Sold out today, join the queue?'),
    );

    const error = await client.post('/nft/nft_order/orderCreate').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 3001,
      msg: 'Sold out today, join the queue?',
      data: { queue: true },
      shortMessage: 'Sold out today, join the queue?',
    });
  });

  it('reads the envelope of a failing HTTP status too', async () => {
    const { server, client } = setup();
    server.route(
      '/api/user/user/index',
      () =>
        new Response(JSON.stringify({ code: 1008, msg: 'Too many requests', data: null }), { status: 429 }),
    );

    await expect(client.post('/user/user/index')).rejects.toMatchObject({ code: 1008 });
  });

  it('throws EmptyResponseError for an empty body', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/index', () => new Response('', { status: 200 }));
    server.route('/api/user/Team/index', () => new Response(null, { status: 502 }));

    await expect(client.request('/user/user/index')).rejects.toBeInstanceOf(EmptyResponseError);
    await expect(client.post('/user/Team/index')).rejects.toMatchObject({
      name: 'EmptyResponseError',
      status: 502,
      messageKey: 'errors.invalidResponse',
    });
  });

  it('throws InvalidResponseError for a body that is not an envelope', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/index', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    server.route('/api/user/Team/index', () => new Response('{"data":1}', { status: 200 }));

    await expect(client.post('/user/user/index')).rejects.toMatchObject({
      name: 'InvalidResponseError',
      status: 502,
    });
    await expect(client.post('/user/Team/index')).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('transport failures', () => {
  it('turns a failed fetch into a NetworkError that keeps the cause', async () => {
    const { server, client } = setup();
    const cause = new TypeError('Failed to fetch');
    server.route('/api/user/user/index', () => Promise.reject(cause));

    const error = await client.post('/user/user/index').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ cause, messageKey: 'errors.network' });
    expect((error as NetworkError).details).toContain('/api/user/user/index');
  });

  it('times out after 30 s with a TimeoutError', async () => {
    vi.useFakeTimers();
    const { server, client } = setup();
    server.route('/api/user/user/index', () => new Promise<Response>(() => {}));

    let settled = false;
    const result = client.post('/user/user/index').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30_000, messageKey: 'errors.timeout' });
  });

  it('honours a shorter timeout per call', async () => {
    vi.useFakeTimers();
    const { server, client } = setup();
    server.route('/api/user/user/index', () => new Promise<Response>(() => {}));

    const result = client.post('/user/user/index', {}, { timeoutMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);

    await expect(result).resolves.toBeInstanceOf(TimeoutError);
  });

  it("rejects with the caller's abort reason, not a timeout or network error", async () => {
    const { server, client } = setup();
    server.route('/api/user/user/index', () => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const reason = new Error('query cancelled');

    const result = client.post('/user/user/index', {}, { signal: controller.signal });
    controller.abort(reason);

    await expect(result).rejects.toBe(reason);
  });
});

describe('helpers', () => {
  it('get sends params as a nested query string without a body or content type', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/money_log', () => envelopeResponse(200, { list: [] }));

    await expect(
      client.get('/user/user/money_log', {
        page: 2,
        filter: { asset: 'MM', kinds: ['yield', 'fee'] },
        gone: null,
      }),
    ).resolves.toEqual({ list: [] });

    const request = only(server.requests);
    expect(request.method).toBe('GET');
    expect(request.query).toBe('page=2&filter[asset]=MM&filter[kinds][0]=yield&filter[kinds][1]=fee');
    expect(request.body).toBeUndefined();
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('put sends JSON with PUT and returns only data', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/addContact', () => envelopeResponse(200, { id: 7 }, 'saved'));

    await expect(client.put('/user/user/addContact', { title: 'Hi' })).resolves.toEqual({ id: 7 });
    expect(only(server.requests)).toMatchObject({ method: 'PUT', body: { title: 'Hi' } });
  });

  it('del sends DELETE with params in the query and returns only data', async () => {
    const { server, client } = setup();
    server.route('/api/user/Message/index', () => envelopeResponse(200, { deleted: 1 }));

    await expect(client.del('/user/Message/index', { id: 4 })).resolves.toEqual({ deleted: 1 });
    const request = only(server.requests);
    expect(request).toMatchObject({ method: 'DELETE', query: 'id=4', body: undefined });
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('put and del reject other codes with ApiError', async () => {
    const { server, client } = setup();
    server.route('/api/user/Message/index', () => envelopeResponse(1006, null, 'Not found'));

    await expect(client.del('/user/Message/index', { id: 4 })).rejects.toBeInstanceOf(ApiError);
    await expect(client.put('/user/Message/index', {})).rejects.toMatchObject({ code: 1006 });
  });

  it('download returns the blob and the file name from Content-Disposition', async () => {
    const { server, client } = setup();
    server.route(
      '/api/user/user/export',
      () =>
        new Response('time,amount\n1,2\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="log.csv"' },
        }),
    );

    const file = await client.download('/user/user/export', { month: '2024-05' });

    expect(file.filename).toBe('log.csv');
    expect(await file.blob.text()).toBe('time,amount\n1,2\n');
    expect(only(server.requests)).toMatchObject({ method: 'GET', query: 'month=2024-05' });
  });

  it('download without a file name leaves it undefined, and a JSON file is still a file', async () => {
    const { server, client } = setup();
    server.route(
      '/api/user/user/export',
      () => new Response('{"rows":[1]}', { headers: { 'content-type': 'application/json' } }),
    );

    const file = await client.download('/user/user/export');

    expect(file.filename).toBeUndefined();
    expect(await file.blob.text()).toBe('{"rows":[1]}');
  });

  it('download rejects with ApiError when the server answers with a failing envelope', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/export', () => envelopeResponse(1006, null, 'Not found'));

    await expect(client.download('/user/user/export')).rejects.toMatchObject({
      name: 'ApiError',
      code: 1006,
    });
  });

  it('download rejects a failing HTTP status that carries no envelope', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/export', () => new Response('gateway down', { status: 502 }));

    await expect(client.download('/user/user/export')).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('upload sends multipart form data with the file and fields, without a JSON content type', async () => {
    const { server, client } = setup();
    setCredentials({ address: '0xabc', token: 'access-1' });
    server.route('/api/user/user/avatar', () => envelopeResponse(200, { url: '/files/a.png' }));
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' });

    await expect(
      client.upload('/user/user/avatar', { file, fields: { kind: 'profile', order: 2, skip: undefined } }),
    ).resolves.toEqual({ url: '/files/a.png' });

    const request = only(server.requests);
    expect(request.method).toBe('POST');
    expect(request.headers.has('content-type')).toBe(false);
    expect(request.headers.get('token')).toBe('access-1');
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('kind')).toBe('profile');
    expect(form.get('order')).toBe('2');
    expect(form.has('skip')).toBe(false);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('png-bytes');
  });

  it('upload passes a ready FormData through untouched', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/avatar', () => envelopeResponse(200, null));
    const form = new FormData();
    form.append('document', new Blob(['x']), 'x.txt');

    await client.upload('/user/user/avatar', form);

    expect(only(server.requests).body).toBe(form);
  });
});

describe('credentials after ordinary failures', () => {
  it('keeps the session on other codes and transport failures', async () => {
    const { server, client } = setup();
    setCredentials({ address: '0xabc', token: 'access-1' });
    server.route('/api/user/user/index', () => envelopeResponse(1009, null, 'Something went wrong'));

    await expect(client.post('/user/user/index')).rejects.toBeInstanceOf(ApiError);
    expect(getCredentials().token).toBe('access-1');
  });
});
