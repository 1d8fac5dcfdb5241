import { ERRORS } from '@colony/contract/errors';
import type { PollInfoResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useSessionAddress } from '../../../lib/wallet/use-session-address.ts';

/** While votes are taken the results move: an open proposal is read again this often. */
const LIVE_REFRESH_MS = 10_000;

/** An answer with the moment it arrived, so the page can follow the server's clock. */
export type PollInfo = PollInfoResponse & { receivedAt: number };

export async function getPollInfo(id: string, signal?: AbortSignal): Promise<PollInfo> {
  const info = await post<PollInfoResponse>(POLL_PATHS.info, { id }, { signal });
  return { ...info, receivedAt: Date.now() };
}

export function isProposalMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.proposalNotFound.code;
}

/** The scope of every read of one proposal, whoever reads it: a vote refreshes them all. */
export const POLL_SCOPE = 'polls';

export function pollInfoQueryOptions(id: string, address: string | undefined) {
  return queryOptions({
    queryKey: address ? sessionQueryKey(address, POLL_SCOPE, 'info', id) : [POLL_SCOPE, 'info', id],
    queryFn: ({ signal }) => getPollInfo(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'closed' ? false : LIVE_REFRESH_MS),
    retry: (failures, error) => !isProposalMissing(error) && failures < 3,
  });
}

/** Keyed by the session the request carries (`useSessionAddress`): one request per page load. */
export function usePollInfo(id: string | null) {
  return useQuery({
    ...pollInfoQueryOptions(id ?? '', useSessionAddress()),
    enabled: id !== null,
    // When the session comes or goes, the proposal stays on screen while the member's view loads.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
