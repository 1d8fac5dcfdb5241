import { ORDER_STATUSES, type OrderStatus } from '@colony/contract/avatars';

export const STATUS_PARAM = 'status';

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The order list's status filter as kept in the URL (`?status=queued`); an unknown value shows every order. */
export function orderStatusFromSearch(search: URLSearchParams): OrderStatus | undefined {
  const status = search.get(STATUS_PARAM);
  return isOrderStatus(status) ? status : undefined;
}

/** The next search string with the status filter set, or removed for every order; other parameters kept. */
export function searchWithStatus(search: URLSearchParams, status: OrderStatus | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status === undefined) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, status);
  return next;
}

/** Orders the member may still call off: a queue entry (the price unfrozen) or a wallet payment not yet arrived. */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'queued' || status === 'awaitingPayment';
}
