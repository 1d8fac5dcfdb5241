import type { OrderDetailRequest, OrderDetailResponse, OrderStatus } from '@colony/contract/avatars';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** The server's own pace of reading the chains. */
const POLL_MS = 4000;

/** States an order does not leave on its own while the member waits. */
export const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'queued',
  'failed',
  'expired',
  'cancelled',
];

export function getOrderDetail(request: OrderDetailRequest, signal?: AbortSignal) {
  return post<OrderDetailResponse>('/nft/nft_order/orderDetail', request, { signal });
}

/** Follows one of the member's orders until it is paid, queued or failed, then stops asking. */
export function useOrderDetail(address: string, id: string | undefined) {
  return useQuery({
    queryKey: sessionQueryKey(address, 'avatar-order', id),
    queryFn: ({ signal }) => getOrderDetail({ id: id ?? '' }, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && SETTLED_ORDER_STATUSES.includes(status) ? false : POLL_MS;
    },
    // A node or server that does not answer now is no reason to give up following the payment.
    retry: true,
    retryDelay: POLL_MS,
  });
}
