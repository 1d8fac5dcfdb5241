import type { DepositStatusRequest, DepositStatusResponse } from '@colony/contract/money';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** The server's own pace of reading the chains. */
const POLL_MS = 4000;

const SETTLED: readonly DepositStatusResponse['status'][] = ['credited', 'failed', 'ignored'];

/** How a deposit the member's wallet sent is doing: mined, confirmations, credited. */
export function getDepositStatus(request: DepositStatusRequest, signal?: AbortSignal) {
  return post<DepositStatusResponse>('/user/Recharge/status', request, { signal });
}

/** Follows one deposit until it is credited, failed or found not to count. */
export function useDepositStatus(address: string, request: DepositStatusRequest) {
  return useQuery({
    queryKey: sessionQueryKey(address, 'deposit-status', request.chainId, request.txHash.toLowerCase()),
    queryFn: ({ signal }) => getDepositStatus(request, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && SETTLED.includes(status) ? false : POLL_MS;
    },
    // A transaction the node has not seen yet is no reason to give up: keep asking.
    retry: true,
    retryDelay: POLL_MS,
  });
}
