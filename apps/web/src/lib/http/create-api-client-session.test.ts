import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEvents } from '../events/app-events.ts';
import { createEventBus } from '../events/event-bus.ts';
import { getCredentials, setCredentials } from '../storage/credentials.ts';
import { createApiClient } from './create-api-client.ts';
import { createFakeApiServer, envelopeResponse, type RecordedRequest } from './fake-api-server.ts';
import { NetworkError } from './network-error.ts';
import { PermissionDeniedError } from './permission-denied-error.ts';
import { SessionExpiredError } from './session-expired-error.ts';

const PERMISSION_MESSAGE =
  'Sorry, you do not have permission to access this page, please contact the administrator to apply for permission!';
const REGISTER = '/api/user/login/register';
const PROFILE = '/api/user/user/index';
const SIGNED_OUT = { address: undefined, token: undefined, refreshToken: undefined };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A server where only `state.validToken` opens the profile; register issues `state.nextToken`. */
function setup() {
  const server = createFakeApiServer();
  const events = createEventBus<AppEvents>();
  const client = createApiClient({ fetch: server.fetch, events });
  const state = { validToken: 'access-2', nextToken: 'access-2' };
  server.route(PROFILE, (request) =>
    request.headers.get('token') === state.validToken
      ? envelopeResponse(200, { caller: (request.body as { n?: number }).n ?? null })
      : envelopeResponse(-1, null, 'Token expired'),
  );
  server.route(REGISTER, () => envelopeResponse(200, { token: state.nextToken }));
  return { server, events, client, state };
}

function tokensSent(requests: RecordedRequest[]): (string | null)[] {
  return requests.map((request) => request.headers.get('token'));
}

beforeEach(() => {
  localStorage.clear();
  setCredentials({ address: '0xabc', token: 'access-1', refreshToken: 'refresh-1' });
});

describe('code -1: token refresh', () => {
  it('re-registers with the refresh token, stores the new one as both tokens, and replays', async () => {
    const { server, client } = setup();

    await expect(client.post('/user/user/index', { n: 1 })).resolves.toEqual({ caller: 1 });

    const register = server.requestsTo(REGISTER);
    expect(register).toHaveLength(1);
    expect(register[0]?.method).toBe('POST');
    expect(register[0]?.body).toEqual({ appkey: 'colony-web', address: '0xabc', token: 'refresh-1' });
    expect(register[0]?.headers.get('appkey')).toBe('colony-web');
    expect(tokensSent(server.requestsTo(PROFILE))).toEqual(['access-1', 'access-2']);
    expect(getCredentials()).toEqual({ address: '0xabc', token: 'access-2', refreshToken: 'access-2' });
  });

  it('makes exactly one register call for five concurrent failures and replays all five', async () => {
    const { server, client } = setup();
    const gate = deferred();
    server.route(REGISTER, async () => {
      await gate.promise;
      return envelopeResponse(200, { token: 'access-2' });
    });

    const calls = [1, 2, 3, 4, 5].map((n) => client.post<{ caller: number }>('/user/user/index', { n }));
    // Hold the refresh until every request has come back with -1 and is waiting for it.
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(5));
    await vi.waitFor(() => expect(server.requestsTo(REGISTER)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requestsTo(PROFILE)).toHaveLength(5);
    gate.resolve();

    await expect(Promise.all(calls)).resolves.toEqual([1, 2, 3, 4, 5].map((n) => ({ caller: n })));
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    const profile = server.requestsTo(PROFILE);
    expect(tokensSent(profile)).toEqual([...Array(5).fill('access-1'), ...Array(5).fill('access-2')]);
    expect(
      profile
        .slice(5)
        .map((request) => (request.body as { n: number }).n)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('rejects every queued request with the permission message and clears credentials when the refresh fails', async () => {
    const { server, client } = setup();
    const gate = deferred();
    server.route(REGISTER, async () => {
      await gate.promise;
      return envelopeResponse(1009, null, 'Something went wrong');
    });

    const calls = [1, 2, 3, 4, 5].map((n) =>
      client.post('/user/user/index', { n }).catch((error: unknown) => error),
    );
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(5));
    gate.resolve();
    const errors = await Promise.all(calls);

    for (const error of errors) {
      expect(error).toBeInstanceOf(PermissionDeniedError);
      expect((error as Error).message).toBe(PERMISSION_MESSAGE);
      expect(error).toMatchObject({ messageKey: 'errors.permissionDenied' });
    }
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(server.requestsTo(PROFILE)).toHaveLength(5);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });

  it('tells the app once that the session is gone when the refresh fails, and never for a visitor', async () => {
    const { server, client, events } = setup();
    server.route(REGISTER, () => envelopeResponse(1009, null, 'Something went wrong'));
    const initRequest = vi.fn();
    events.on('initRequest', initRequest);

    await Promise.all([1, 2, 3].map((n) => client.post('/user/user/index', { n }).catch(() => undefined)));
    expect(initRequest).toHaveBeenCalledTimes(1);

    await client.post('/user/user/index').catch(() => undefined);
    expect(initRequest).toHaveBeenCalledTimes(1);
  });

  it('treats an unreachable refresh as a failed refresh', async () => {
    const { server, client } = setup();
    server.route(REGISTER, () => Promise.reject(new TypeError('Failed to fetch')));

    const error = await client.post('/user/user/index').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as Error).cause).toBeInstanceOf(NetworkError);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });

  it('treats a refresh answer without a token as a failed refresh', async () => {
    const { server, client } = setup();
    server.route(REGISTER, () => envelopeResponse(200, {}));

    await expect(client.post('/user/user/index')).rejects.toThrow(PERMISSION_MESSAGE);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });

  it('rejects and clears without calling register when there is no refresh token', async () => {
    const { server, client } = setup();
    localStorage.removeItem('refreshToken');

    await expect(client.post('/user/user/index')).rejects.toThrow(PERMISSION_MESSAGE);
    expect(server.requestsTo(REGISTER)).toHaveLength(0);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });

  it('rejects a visitor who gets -1 without calling register', async () => {
    const { server, client } = setup();
    localStorage.clear();

    await expect(client.post('/user/user/index')).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(server.requestsTo(REGISTER)).toHaveLength(0);
  });

  it('does not loop when the replay gets -1 again', async () => {
    const { server, client, state } = setup();
    state.validToken = 'never-valid';
    // Stop issuing tokens after a few, so a looping client fails this test instead of hanging it.
    server.route(REGISTER, () =>
      server.requestsTo(REGISTER).length > 3
        ? envelopeResponse(1009)
        : envelopeResponse(200, { token: 'access-2' }),
    );

    await expect(client.post('/user/user/index')).rejects.toThrow(PERMISSION_MESSAGE);
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(server.requestsTo(PROFILE)).toHaveLength(2);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });

  it('replays without a second refresh when the token was renewed while the request was on the wire', async () => {
    const { server, client } = setup();
    const slow = deferred();
    server.route('/api/user/Team/index', async (request) => {
      if (request.headers.get('token') === 'access-1') {
        await slow.promise;
        return envelopeResponse(-1, null, 'Token expired');
      }
      return envelopeResponse(200, { team: true });
    });

    const late = client.post('/user/Team/index');
    await vi.waitFor(() => expect(server.requestsTo('/api/user/Team/index')).toHaveLength(1));
    await client.post('/user/user/index');
    slow.resolve();

    await expect(late).resolves.toEqual({ team: true });
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(tokensSent(server.requestsTo('/api/user/Team/index'))).toEqual(['access-1', 'access-2']);
  });

  it('refreshes again for a later expiry', async () => {
    const { server, client, state } = setup();
    await client.post('/user/user/index');
    state.validToken = 'access-3';
    state.nextToken = 'access-3';

    await client.post('/user/user/index');

    expect(server.requestsTo(REGISTER).map((request) => (request.body as { token: string }).token)).toEqual([
      'refresh-1',
      'access-2',
    ]);
    expect(getCredentials().token).toBe('access-3');
  });

  it('replays with the same Idempotency-Key', async () => {
    const { server, client } = setup();

    await client.post('/user/user/index', {}, { idempotencyKey: 'stake-42' });

    expect(server.requestsTo(PROFILE).map((request) => request.headers.get('idempotency-key'))).toEqual([
      'stake-42',
      'stake-42',
    ]);
  });

  it('refreshes for downloads and uploads too', async () => {
    const { server, client } = setup();
    server.route('/api/user/user/export', (request) =>
      request.headers.get('token') === 'access-2'
        ? new Response('a,b', { headers: { 'content-type': 'text/csv' } })
        : envelopeResponse(-1),
    );
    server.route('/api/user/user/avatar', (request) =>
      request.headers.get('token') === 'access-2' ? envelopeResponse(200, 'stored') : envelopeResponse(-1),
    );

    const file = await client.download('/user/user/export');
    expect(await file.blob.text()).toBe('a,b');
    await expect(client.upload('/user/user/avatar', { file: new Blob(['x']) })).resolves.toBe('stored');
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
  });

  it('lets request() handle -1 the same way before resolving with the envelope', async () => {
    const { client } = setup();

    await expect(client.request('/user/user/index', { body: { n: 9 } })).resolves.toEqual({
      code: 200,
      msg: '',
      data: { caller: 9 },
    });
  });
});

describe('code -403: session invalid', () => {
  it('emits sessionExpired, clears credentials, emits initRequest, and rejects', async () => {
    const { server, client, events } = setup();
    server.route(PROFILE, () => envelopeResponse(-403, null, 'Login expired, please log in again'));
    const seen: string[] = [];
    events.on('sessionExpired', () => seen.push(`sessionExpired:${getCredentials().token ?? 'none'}`));
    events.on('initRequest', () => seen.push(`initRequest:${getCredentials().token ?? 'none'}`));

    const error = await client.request('/user/user/index').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({
      msg: 'Login expired, please log in again',
      messageKey: 'errors.sessionInvalid',
    });
    expect(seen).toEqual(['sessionExpired:access-1', 'initRequest:none']);
    expect(getCredentials()).toEqual(SIGNED_OUT);
    expect(server.requestsTo(REGISTER)).toHaveLength(0);
  });

  it('ends the session when a replay after refresh answers -403', async () => {
    const { server, client, events } = setup();
    server.route(PROFILE, (request) =>
      request.headers.get('token') === 'access-2' ? envelopeResponse(-403) : envelopeResponse(-1),
    );
    const initRequest = vi.fn();
    events.on('initRequest', initRequest);

    await expect(client.post('/user/user/index')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(initRequest).toHaveBeenCalledTimes(1);
    expect(getCredentials()).toEqual(SIGNED_OUT);
  });
});
