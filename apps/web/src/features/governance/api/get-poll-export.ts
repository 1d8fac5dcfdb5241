import type { PollExportResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import { post } from '../../../lib/http/post.ts';

/** Everything the result is made of: every signed vote, the voters' snapshot power, the server's tally. */
export function getPollExport(id: string, signal?: AbortSignal) {
  return post<PollExportResponse>(POLL_PATHS.export, { id }, { signal, timeoutMs: 120_000 });
}
