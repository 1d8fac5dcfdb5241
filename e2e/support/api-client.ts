import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import type { Envelope } from '@colony/contract/envelope';
import { HEADER_APP_KEY, HEADER_LANGUAGE } from '@colony/contract/headers';
import { baseUrl } from './browser-session.ts';

/** POSTs JSON to the API the way the web app does and returns the whole envelope. */
export async function apiPost<T>(apiPath: string, body: unknown = {}): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER_APP_KEY]: DEFAULT_APP_KEY,
      [HEADER_LANGUAGE]: 'en',
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200)
    throw new Error(`${apiPath} answered ${response.status} ${JSON.stringify(envelope)}`);
  return envelope;
}
