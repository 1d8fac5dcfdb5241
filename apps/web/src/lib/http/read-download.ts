import { type Envelope, isSuccess } from '@colony/contract/envelope';
import { filenameFromContentDisposition } from './content-disposition.ts';
import type { DownloadedFile } from './downloaded-file.ts';
import { InvalidResponseError } from './invalid-response-error.ts';
import { parseEnvelope } from './read-envelope.ts';

export type DownloadReply =
  | { kind: 'file'; file: DownloadedFile }
  | { kind: 'envelope'; envelope: Envelope<unknown> };

/** A file, or the API envelope the server sent instead (an expired token, a refusal). */
export async function readDownload(response: Response, url: string): Promise<DownloadReply> {
  const type = response.headers.get('content-type') ?? '';
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'));
  if (type.includes('application/json')) {
    const text = await response.text();
    let envelope: Envelope<unknown> | undefined;
    try {
      envelope = parseEnvelope(text, response.status, url);
    } catch {
      envelope = undefined;
    }
    // A failing envelope is an answer about the request; anything else JSON is the file itself.
    if (envelope && !isSuccess(envelope)) return { kind: 'envelope', envelope };
    if (!response.ok) throw new InvalidResponseError({ url, status: response.status });
    return { kind: 'file', file: { blob: new Blob([text], { type }), filename } };
  }
  if (!response.ok) throw new InvalidResponseError({ url, status: response.status });
  return { kind: 'file', file: { blob: await response.blob(), filename } };
}
