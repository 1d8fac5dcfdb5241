import type { Envelope } from '@colony/contract/envelope';
import { EmptyResponseError } from './empty-response-error.ts';
import { InvalidResponseError } from './invalid-response-error.ts';

/** The `{ code, msg, data }` envelope of a body already read as text. */
export function parseEnvelope(text: string, status: number, url: string): Envelope<unknown> {
  if (text.trim() === '') throw new EmptyResponseError({ url, status });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new InvalidResponseError({ url, status, cause });
  }
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw new InvalidResponseError({ url, status });
  }
  const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

/** Reads a response that must be an API envelope, whatever its HTTP status. */
export async function readEnvelope(response: Response, url: string): Promise<Envelope<unknown>> {
  return parseEnvelope(await response.text(), response.status, url);
}
