import { randomUUID } from 'node:crypto';
import type { Asset } from '@colony/contract/assets';
import type {
  SettlementDayRecord,
  SettlementIndexResponse,
  SettlementRunResponse,
} from '@colony/contract/avatars';
import type { AirdropAsset, AirdropResponse, TreasuryFundResponse } from '@colony/contract/grants';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import { apiCall, signInViaApi } from './api-sign-in.ts';
import { baseUrl } from './browser-session.ts';
import { ROOT_MEMBER } from './e2e-chain.ts';
import { units } from './money.ts';

/**
 * The operator's grants, made beside the browser as an operator would: the root member (listed in
 * OPERATOR_ADDRESSES by `chainServerEnv`) signs in through the API and sends the write with a fresh
 * Idempotency-Key. A new sign-in per grant, so a server with short-lived tokens works too.
 */
async function operatorWrite<T>(apiPath: string, body: unknown, server: string): Promise<T> {
  const login = await signInViaApi(ROOT_MEMBER.privateKey, undefined, server);
  const answer = await apiCall<T>(apiPath, body, login, server, { [HEADER_IDEMPOTENCY_KEY]: randomUUID() });
  if (answer.code !== 200) throw new Error(`${apiPath} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Airdrops `amount` whole units of a resource to the member at `to`. */
export function airdrop(
  to: string,
  asset: AirdropAsset,
  amount: string,
  server: string = baseUrl,
): Promise<AirdropResponse> {
  return operatorWrite(
    '/admin/Airdrop/grant',
    { to, asset, amount: units(amount, asset).toString(), reason: 'e2e airdrop' },
    server,
  );
}

/** Records `amount` whole units of the colony's own stablecoin in the treasury, which pays the trader. */
export function fundTreasury(
  asset: Extract<Asset, 'USDT' | 'USDC'>,
  amount: string,
  server: string = baseUrl,
): Promise<TreasuryFundResponse> {
  return operatorWrite(
    '/admin/Treasury/fund',
    { asset, amount: units(amount, asset).toString(), reason: 'e2e treasury reserve' },
    server,
  );
}

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * The operator settles the next `days` unsettled colony days, today's and later ones included (the
 * server needs `SETTLEMENT_ALLOW_FUTURE`), as `POST /api/admin/Settlement/run` does by hand; answers
 * what each day's steps did. Colony days are UTC days on the scenarios' servers.
 */
export async function settleDays(days: number, server: string = baseUrl): Promise<SettlementDayRecord[]> {
  const login = await signInViaApi(ROOT_MEMBER.privateKey, undefined, server);
  const index = await apiCall<SettlementIndexResponse>('/admin/Settlement/index', {}, login, server);
  if (index.code !== 200) throw new Error(`Settlement/index answered ${JSON.stringify(index)}`);
  const first = index.data.lastSettledDay
    ? addDays(index.data.lastSettledDay, 1)
    : addDays(index.data.nextSettlementAt.slice(0, 10), -1);
  const run = await apiCall<SettlementRunResponse>(
    '/admin/Settlement/run',
    { through: addDays(first, days - 1) },
    login,
    server,
  );
  if (run.code !== 200) throw new Error(`Settlement/run answered ${JSON.stringify(run)}`);
  return run.data.days;
}

/**
 * Settles every unsettled day through `through` (YYYY-MM-DD) as an operator does by hand
 * (`/api/admin/Settlement/run`); a day that has not ended needs a server with SETTLEMENT_ALLOW_FUTURE.
 */
export async function settleThrough(
  through: string,
  server: string = baseUrl,
): Promise<SettlementRunResponse> {
  const login = await signInViaApi(ROOT_MEMBER.privateKey, undefined, server);
  const answer = await apiCall<SettlementRunResponse>('/admin/Settlement/run', { through }, login, server);
  if (answer.code !== 200) throw new Error(`/admin/Settlement/run answered ${JSON.stringify(answer)}`);
  return answer.data;
}
