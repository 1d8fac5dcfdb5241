import type { ExchangeRequest, ExchangeResponse } from '@colony/contract/money';
import { post } from '../../../lib/http/post.ts';

/** Sells an asset to the trader at the configured price less the fee; the key makes a repeat run once. */
export function sellToTrader(body: ExchangeRequest, idempotencyKey: string) {
  return post<ExchangeResponse>('/nft/Money_Exchange/exchange', body, { idempotencyKey });
}
