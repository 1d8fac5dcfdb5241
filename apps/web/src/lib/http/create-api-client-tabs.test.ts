import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEvents } from '../events/app-events.ts';
import { createEventBus } from '../events/event-bus.ts';
import { clearCredentials, getCredentials, setCredentials, setTokens } from '../storage/credentials.ts';
import { type CredentialStore, createApiClient } from './create-api-client.ts';
import { type CrossTabLock, createCrossTabLock } from './cross-tab-lock.ts';
import { createFakeApiServer, envelopeResponse } from './fake-api-server.ts';
import { createIndexedDbHandoff, type RefreshHandoff, type RefreshRecord } from './refresh-handoff.ts';
import { SessionExpiredError } from './session-expired-error.ts';

const REGISTER = '/api/user/login/register';
const PROFILE = '/api/user/user/index';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** The Web Locks API as the tabs of one origin share it: one holder per name, the rest wait in turn. */
function fakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  const locks = {
    request<T>(name: string, callback: (lock: Lock | null) => T): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        granted.push(name);
        return callback({ name, mode: 'exclusive' } as Lock);
      });
      tails.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
  };
  return { locks, granted };
}

/** The hand-off as IndexedDB keeps it: one record every tab reads as the last writer left it. */
function sharedHandoff(): RefreshHandoff & { records: RefreshRecord[] } {
  const records: RefreshRecord[] = [];
  return {
    records,
    read: async () => records.at(-1),
    write: async (record) => {
      records.push(record);
    },
  };
}

/** Another tab's copy of localStorage, which still shows the session as it was until it catches up. */
function laggingCredentials(): CredentialStore {
  const snapshot = getCredentials();
  return { get: () => snapshot, setTokens, clear: clearCredentials };
}

/**
 * The server's refresh rules (DESIGN.md §4): each refresh rotates the session to the next token,
 * and a rotated token sent again revokes the whole session. `access-1` has expired.
 */
function rotatingServer() {
  const server = createFakeApiServer();
  const session = { generation: 1, revoked: false };
  const current = () => `access-${session.generation}`;
  const registerGate = { promise: Promise.resolve() };
  server.route(REGISTER, async (request) => {
    await registerGate.promise;
    if (session.revoked) return envelopeResponse(-403, null, 'Login expired');
    if ((request.body as { token: string }).token !== current()) {
      session.revoked = true;
      return envelopeResponse(-403, null, 'Login expired');
    }
    session.generation += 1;
    return envelopeResponse(200, { token: current() });
  });
  server.route(PROFILE, (request) => {
    if (session.revoked) return envelopeResponse(-403, null, 'Login expired');
    const token = request.headers.get('token');
    if (token === current() && session.generation > 1) return envelopeResponse(200, { caller: token });
    return envelopeResponse(-1, null, 'Token expired');
  });
  return { server, session, registerGate };
}

/** One tab: its own client and app events, over the storage and the lock every tab shares. */
function tab(
  server: ReturnType<typeof rotatingServer>['server'],
  refreshLock: CrossTabLock,
  shared: { refreshHandoff?: RefreshHandoff; credentials?: CredentialStore } = {},
) {
  const events = createEventBus<AppEvents>();
  const initRequest = vi.fn();
  const sessionExpired = vi.fn();
  events.on('initRequest', initRequest);
  events.on('sessionExpired', sessionExpired);
  return {
    client: createApiClient({ fetch: server.fetch, events, refreshLock, ...shared }),
    initRequest,
    sessionExpired,
  };
}

beforeEach(() => {
  localStorage.clear();
  setCredentials({ address: '0xabc', token: 'access-1' });
});

describe('several tabs, one session', () => {
  it('refreshes once when two tabs find the token expired together; the other tab replays with the new token', async () => {
    const { server, session, registerGate } = rotatingServer();
    const { locks, granted } = fakeLockManager();
    const lock = createCrossTabLock('colony:token-refresh', locks);
    const first = tab(server, lock);
    const second = tab(server, lock);
    const gate = deferred();
    registerGate.promise = gate.promise;

    const calls = [first.client.post('/user/user/index'), second.client.post('/user/user/index')];
    await vi.waitFor(() => expect(server.requestsTo(REGISTER)).toHaveLength(1));
    // The second tab waits for the lock instead of sending the same token to register.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requestsTo(PROFILE)).toHaveLength(2);
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    gate.resolve();

    await expect(Promise.all(calls)).resolves.toEqual([{ caller: 'access-2' }, { caller: 'access-2' }]);
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(granted).toEqual(['colony:token-refresh', 'colony:token-refresh']);
    expect(session).toEqual({ generation: 2, revoked: false });
    expect(getCredentials()).toEqual({ address: '0xabc', token: 'access-2', refreshToken: 'access-2' });
    for (const each of [first, second]) {
      expect(each.initRequest).not.toHaveBeenCalled();
      expect(each.sessionExpired).not.toHaveBeenCalled();
    }
  });

  it('replays with the token the other tab left in the hand-off while its own copy of localStorage lags', async () => {
    const { server, session, registerGate } = rotatingServer();
    const { locks } = fakeLockManager();
    const lock = createCrossTabLock('colony:token-refresh', locks);
    const refreshHandoff = sharedHandoff();
    const first = tab(server, lock, { refreshHandoff });
    const second = tab(server, lock, { refreshHandoff, credentials: laggingCredentials() });
    const gate = deferred();
    registerGate.promise = gate.promise;

    const calls = [first.client.post('/user/user/index'), second.client.post('/user/user/index')];
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(2));
    gate.resolve();

    await expect(Promise.all(calls)).resolves.toEqual([{ caller: 'access-2' }, { caller: 'access-2' }]);
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(refreshHandoff.records).toEqual([{ from: 'access-1', to: 'access-2' }]);
    expect(session.revoked).toBe(false);
    // Later requests of the lagging tab carry the new token too.
    await expect(second.client.post('/user/user/index')).resolves.toEqual({ caller: 'access-2' });
  });

  it('ignores a hand-off left for another token', async () => {
    const { server, session } = rotatingServer();
    const refreshHandoff = sharedHandoff();
    await refreshHandoff.write({ from: 'access-0', to: 'access-1' });
    const { client } = tab(server, (task) => task(), { refreshHandoff });

    await expect(client.post('/user/user/index')).resolves.toEqual({ caller: 'access-2' });
    expect(server.requestsTo(REGISTER)).toHaveLength(1);
    expect(session.revoked).toBe(false);
  });

  it('would lose the session without the shared lock: the second register reuses the rotated token', async () => {
    const { server, session, registerGate } = rotatingServer();
    const unlocked: CrossTabLock = (task) => task();
    const first = tab(server, unlocked);
    const second = tab(server, unlocked);
    const gate = deferred();
    registerGate.promise = gate.promise;

    const calls = [first.client.post('/user/user/index'), second.client.post('/user/user/index')].map(
      (call) => call.catch((error: unknown) => error),
    );
    await vi.waitFor(() => expect(server.requestsTo(REGISTER)).toHaveLength(2));
    gate.resolve();
    await Promise.all(calls);

    expect(session.revoked).toBe(true);
  });

  it('refreshes again on a later expiry after another tab has refreshed', async () => {
    const { server, session } = rotatingServer();
    const { locks } = fakeLockManager();
    const lock = createCrossTabLock('colony:token-refresh', locks);
    const first = tab(server, lock);
    const second = tab(server, lock);

    await first.client.post('/user/user/index');
    // access-2 expires in turn: the next tab to notice refreshes with it.
    session.generation = 2;
    server.route(PROFILE, (request) =>
      request.headers.get('token') === 'access-3'
        ? envelopeResponse(200, { caller: 'access-3' })
        : envelopeResponse(-1, null, 'Token expired'),
    );
    await expect(second.client.post('/user/user/index')).resolves.toEqual({ caller: 'access-3' });

    expect(server.requestsTo(REGISTER).map((request) => (request.body as { token: string }).token)).toEqual([
      'access-1',
      'access-2',
    ]);
    expect(session.revoked).toBe(false);
  });

  it('calls nobody when another tab signed out while this one waited for the lock, and leaves the notice to that tab', async () => {
    const { server, registerGate } = rotatingServer();
    const { locks } = fakeLockManager();
    const held = deferred();
    const acquired = deferred();
    // Another tab holds the lock, and signs out before letting go.
    void locks.request('colony:token-refresh', async () => {
      acquired.resolve();
      await held.promise;
    });
    await acquired.promise;
    const { client, initRequest, sessionExpired } = tab(
      server,
      createCrossTabLock('colony:token-refresh', locks),
    );
    const gate = deferred();
    registerGate.promise = gate.promise;

    const call = client.post('/user/user/index').catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(1));
    clearCredentials();
    held.resolve();

    expect(await call).toBeInstanceOf(SessionExpiredError);
    expect(server.requestsTo(REGISTER)).toHaveLength(0);
    expect(initRequest).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
    gate.resolve();
  });

  it('rejects quietly a -1 answered after another tab signed out', async () => {
    const { server } = rotatingServer();
    const slow = deferred();
    server.route(PROFILE, async () => {
      await slow.promise;
      return envelopeResponse(-1, null, 'Token expired');
    });
    const { client, initRequest } = tab(server, (task) => task());

    const call = client.post('/user/user/index').catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(1));
    clearCredentials();
    slow.resolve();

    expect(await call).toBeInstanceOf(SessionExpiredError);
    expect(server.requestsTo(REGISTER)).toHaveLength(0);
    expect(initRequest).not.toHaveBeenCalled();
  });

  it('keeps the session another tab stored when a request carrying the old one is refused with -403', async () => {
    const { server } = rotatingServer();
    const slow = deferred();
    server.route(PROFILE, async () => {
      await slow.promise;
      return envelopeResponse(-403, null, 'Login expired');
    });
    const { client, initRequest, sessionExpired } = tab(server, (task) => task());

    const call = client.post('/user/user/index').catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requestsTo(PROFILE)).toHaveLength(1));
    // Meanwhile another tab signed out and in again.
    setCredentials({ address: '0xabc', token: 'fresh-1' });
    slow.resolve();

    expect(await call).toBeInstanceOf(SessionExpiredError);
    expect(getCredentials()).toEqual({ address: '0xabc', token: 'fresh-1', refreshToken: 'fresh-1' });
    expect(initRequest).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('keeps a token another tab refreshed to when this tab’s replay is refused', async () => {
    const { server } = rotatingServer();
    server.route(REGISTER, () => envelopeResponse(200, { token: 'access-2' }));
    server.route(PROFILE, (request) => {
      // This tab's replay is refused after another tab has already moved on to access-3.
      if (request.headers.get('token') === 'access-2') setTokens('access-3');
      return envelopeResponse(-1, null, 'Token expired');
    });
    const { client, initRequest } = tab(server, (task) => task());

    await expect(client.post('/user/user/index')).rejects.toThrow();
    expect(getCredentials().token).toBe('access-3');
    expect(initRequest).not.toHaveBeenCalled();
  });
});

describe('createIndexedDbHandoff', () => {
  it('keeps nothing where the browser has no IndexedDB', async () => {
    const handoff = createIndexedDbHandoff(undefined);
    await handoff.write({ from: 'access-1', to: 'access-2' });
    await expect(handoff.read()).resolves.toBeUndefined();
  });
});

describe('createCrossTabLock', () => {
  it('runs the task inside the named Web Lock and settles with it', async () => {
    const { locks, granted } = fakeLockManager();
    const lock = createCrossTabLock('colony:token-refresh', locks);
    await expect(lock(async () => 42)).resolves.toBe(42);
    await expect(lock(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(granted).toEqual(['colony:token-refresh', 'colony:token-refresh']);
  });

  it('runs the task at once where the browser has no Web Locks', async () => {
    const lock = createCrossTabLock('colony:token-refresh', undefined);
    await expect(lock(async () => 'ran')).resolves.toBe('ran');
  });
});
