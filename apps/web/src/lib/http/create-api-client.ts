import { DEFAULT_APP_KEY, REQUEST_TIMEOUT_MS } from '@colony/contract/constants';
import { type Envelope, isSuccess } from '@colony/contract/envelope';
import { ERRORS } from '@colony/contract/errors';
import {
  HEADER_ADDRESS,
  HEADER_APP_KEY,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
} from '@colony/contract/headers';
import { type Language, LOCALE_TO_LANGUAGE } from '@colony/contract/locales';
import { type AppEvents, appEvents } from '../events/app-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import {
  clearCredentials,
  getCredentials,
  type StoredCredentials,
  setTokens,
} from '../storage/credentials.ts';
import { readLocale } from '../storage/locale.ts';
import { ApiError } from './api-error.ts';
import { type CrossTabLock, createCrossTabLock } from './cross-tab-lock.ts';
import type { DownloadedFile } from './downloaded-file.ts';
import { PermissionDeniedError } from './permission-denied-error.ts';
import { readDownload } from './read-download.ts';
import { readEnvelope } from './read-envelope.ts';
import { createIndexedDbHandoff, type RefreshHandoff, type RefreshRecord } from './refresh-handoff.ts';
import { createRefreshQueue } from './refresh-queue.ts';
import { REFRESH_PATH, requestTokenRefresh } from './refresh-token.ts';
import { type HttpMethod, sendRequest } from './send-request.ts';
import { type QueryParams, serializeParams } from './serialize-params.ts';
import { SessionExpiredError } from './session-expired-error.ts';

export interface CredentialStore {
  get(): StoredCredentials;
  setTokens(token: string): void;
  clear(): void;
}

export interface ApiClientConfig {
  /** Prefix of every path; `/api`. */
  baseUrl?: string;
  appKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  credentials?: CredentialStore;
  events?: EventBus<AppEvents>;
  /** The Accept-Language value: the short language code of SPEC.md §9 (`en`, `jp`, `cn`, ...). */
  language?: () => Language;
  /** Held around a token refresh, so the tabs of the site sharing one session refresh it once. */
  refreshLock?: CrossTabLock;
  /** Where a refreshed token is left for the tabs that waited for `refreshLock`. */
  refreshHandoff?: RefreshHandoff;
}

export interface CallOptions {
  /** Sent as `Idempotency-Key` for writes that move value; reused when the call is replayed. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  /** JSON (bigints become decimal strings) or FormData; GET never sends one. */
  body?: unknown;
  /** Appended as a query string, see `serializeParams`. */
  params?: QueryParams;
}

export interface UploadPayload {
  file: Blob;
  /** The form field of the file; `file`. */
  fieldName?: string;
  filename?: string;
  fields?: Record<string, string | number | boolean | Blob | null | undefined>;
}

export interface ApiClient {
  /** The whole envelope for any code but -1 and -403, which the session flow handles. */
  request<Data = unknown>(path: string, options?: RequestOptions): Promise<Envelope<Data>>;
  /** `data` of a code-200 answer; any other code rejects with `ApiError`. */
  post<Data = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Data>;
  get<Data = unknown>(path: string, params?: QueryParams, options?: CallOptions): Promise<Data>;
  put<Data = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Data>;
  del<Data = unknown>(path: string, params?: QueryParams, options?: CallOptions): Promise<Data>;
  download(path: string, params?: QueryParams, options?: CallOptions): Promise<DownloadedFile>;
  upload<Data = unknown>(
    path: string,
    payload: FormData | UploadPayload,
    options?: CallOptions,
  ): Promise<Data>;
}

type EnvelopeReply = { kind: 'envelope'; envelope: Envelope<unknown> };

/** The Web Lock every tab of the site takes to refresh the session's token. */
const REFRESH_LOCK_NAME = 'colony:token-refresh';

const defaultCredentials: CredentialStore = {
  get: getCredentials,
  setTokens: (token) => setTokens(token),
  clear: clearCredentials,
};

function jsonBody(body: unknown): string {
  return JSON.stringify(body ?? {}, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

function toFormData(payload: FormData | UploadPayload): FormData {
  if (payload instanceof FormData) return payload;
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.fields ?? {})) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  const filename = payload.filename ?? (payload.file instanceof File ? payload.file.name : 'file');
  form.append(payload.fieldName ?? 'file', payload.file, filename);
  return form;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const {
    baseUrl = '/api',
    appKey = DEFAULT_APP_KEY,
    timeoutMs: defaultTimeoutMs = REQUEST_TIMEOUT_MS,
    // Looked up at call time, so a fetch replaced after start-up is the one used.
    fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
    credentials = defaultCredentials,
    events = appEvents,
    language = () => LOCALE_TO_LANGUAGE[readLocale()],
    refreshLock = createCrossTabLock(REFRESH_LOCK_NAME, globalThis.navigator?.locks),
    refreshHandoff = createIndexedDbHandoff(globalThis.indexedDB),
  } = config;

  function urlOf(path: string, params?: QueryParams): string {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    const query = params ? serializeParams(params) : '';
    if (!query) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${query}`;
  }

  function headersFor(sent: StoredCredentials, options: { json: boolean; idempotencyKey?: string }) {
    const headers: Record<string, string> = { [HEADER_APP_KEY]: appKey, [HEADER_LANGUAGE]: language() };
    if (sent.token) headers[HEADER_TOKEN] = sent.token;
    if (sent.address) headers[HEADER_ADDRESS] = sent.address;
    if (options.json) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers[HEADER_IDEMPOTENCY_KEY] = options.idempotencyKey;
    return headers;
  }

  /** A refresh another tab made, used until this tab's copy of localStorage shows it too. */
  let handedOver: RefreshRecord | undefined;

  function stored(): StoredCredentials {
    const found = credentials.get();
    if (!handedOver || found.token !== handedOver.from) return found;
    return { ...found, token: handedOver.to, refreshToken: handedOver.to };
  }

  const refreshQueue = createRefreshQueue(async () => {
    // A refresh starts only while the token that failed is the stored one (see recoverSession).
    const failedToken = stored().token;
    try {
      await refreshLock(async () => {
        const current = stored();
        // Another tab refreshed while this one waited for the lock: the server has already rotated
        // the failed token, and sending it again would revoke the session. Replay with the new one.
        if (current.token && current.token !== failedToken) return;
        if (failedToken && !current.token) throw endedElsewhere();
        const handoff = failedToken ? await refreshHandoff.read() : undefined;
        if (handoff && handoff.from === failedToken) {
          handedOver = handoff;
          return;
        }
        if (!current.address || !current.refreshToken) throw new PermissionDeniedError();
        const token = await requestTokenRefresh({
          fetchFn,
          url: urlOf(REFRESH_PATH),
          headers: headersFor(current, { json: true }),
          timeoutMs: defaultTimeoutMs,
          appKey,
          address: current.address,
          refreshToken: current.refreshToken,
        });
        credentials.setTokens(token);
        // Before the lock passes on, for tabs whose localStorage has not caught up yet.
        if (failedToken) await refreshHandoff.write({ from: failedToken, to: token });
      });
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) dropSession(failedToken);
      throw error;
    }
  });

  /** Another tab ended the session: its `storage` event tells this tab's UI, so nothing more is said. */
  function endedElsewhere(): SessionExpiredError {
    return new SessionExpiredError({ msg: '' });
  }

  /**
   * Clears a session that cannot be saved; the app hears `initRequest` when there was one. A newer
   * session another tab stored meanwhile is not this request's to clear.
   */
  function dropSession(sentToken: string | undefined) {
    const token = stored().token;
    if (token !== undefined && token !== sentToken) return;
    credentials.clear();
    if (token !== undefined || sentToken !== undefined) events.emit('initRequest');
  }

  function denyAccess(sentToken: string | undefined): PermissionDeniedError {
    dropSession(sentToken);
    return new PermissionDeniedError();
  }

  /** Resolves once the stored token is worth a replay; rejects when the session cannot be saved. */
  async function recoverSession(sentToken: string | undefined): Promise<void> {
    if (!refreshQueue.isRefreshing) {
      const current = stored();
      // A refresh finished (here or in another tab) while this request was on the wire: the stored token is already new.
      if (current.token && current.token !== sentToken) return;
      if (sentToken && !current.token) throw endedElsewhere();
      if (!current.address || !current.refreshToken) throw denyAccess(sentToken);
    }
    try {
      await refreshQueue.waitForRefresh();
    } catch (cause) {
      if (cause instanceof SessionExpiredError) throw cause;
      // The refresh has cleared the credentials already.
      throw new PermissionDeniedError({ cause });
    }
  }

  function endSession(msg: string, sentToken: string | undefined): SessionExpiredError {
    // Only the session this request carried ends here: one another tab has ended or replaced since
    // is left as that tab stored it, and its own `storage` event has told this tab already.
    if (stored().token === sentToken) {
      events.emit('sessionExpired');
      credentials.clear();
      events.emit('initRequest');
    }
    return new SessionExpiredError({ msg });
  }

  async function call<Other extends { kind: string }>(
    path: string,
    options: RequestOptions,
    read: (response: Response, url: string) => Promise<EnvelopeReply | Other>,
  ): Promise<EnvelopeReply | Other> {
    const { method = 'POST', body, params, idempotencyKey, timeoutMs = defaultTimeoutMs, signal } = options;
    const url = urlOf(path, params);
    const isForm = body instanceof FormData;
    const sendsJson = !isForm && method !== 'GET' && (method !== 'DELETE' || body !== undefined);
    const encoded = isForm ? body : sendsJson ? jsonBody(body) : undefined;

    const attempt = async (isReplay: boolean): Promise<EnvelopeReply | Other> => {
      const sent = stored();
      const reply = await sendRequest(
        fetchFn,
        {
          method,
          url,
          headers: headersFor(sent, { json: sendsJson, idempotencyKey }),
          body: encoded,
          timeoutMs,
          signal,
        },
        read,
      );
      if (reply.kind !== 'envelope') return reply;
      const { code, msg } = (reply as EnvelopeReply).envelope;
      if (code === ERRORS.tokenExpired.code) {
        // One replay at most: a fresh token refused again means the session cannot be saved.
        if (isReplay) throw denyAccess(sent.token);
        await recoverSession(sent.token);
        return attempt(true);
      }
      if (code === ERRORS.sessionInvalid.code) throw endSession(msg, sent.token);
      // Every other code reaches the caller unchanged.
      return reply;
    };
    return attempt(false);
  }

  const readEnvelopeReply = async (response: Response, url: string): Promise<EnvelopeReply> => ({
    kind: 'envelope',
    envelope: await readEnvelope(response, url),
  });

  async function request<Data>(path: string, options: RequestOptions = {}): Promise<Envelope<Data>> {
    const reply = await call<EnvelopeReply>(path, options, readEnvelopeReply);
    return reply.envelope as Envelope<Data>;
  }

  async function dataOf<Data>(path: string, options: RequestOptions): Promise<Data> {
    const envelope = await request<Data>(path, options);
    if (!isSuccess(envelope)) throw new ApiError(envelope);
    return envelope.data;
  }

  return {
    request,
    post: (path, body, options) => dataOf(path, { ...options, method: 'POST', body }),
    get: (path, params, options) => dataOf(path, { ...options, method: 'GET', params }),
    put: (path, body, options) => dataOf(path, { ...options, method: 'PUT', body }),
    del: (path, params, options) => dataOf(path, { ...options, method: 'DELETE', params }),
    upload: (path, payload, options) =>
      dataOf(path, { ...options, method: 'POST', body: toFormData(payload) }),
    async download(path, params, options) {
      const reply = await call(path, { ...options, method: 'GET', params }, readDownload);
      if (reply.kind === 'envelope') throw new ApiError(reply.envelope);
      return reply.file;
    },
  };
}
