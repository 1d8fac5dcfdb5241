import type { PayConfigRequest, PayConfigResponse } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';

/** Today's supply moves with every sale: read again this often while the page is open. */
const SUPPLY_REFRESH_MS = 60_000;

/** An avatar's terms and today's supply, where a wallet pays it on each chain, and the next settlement. */
export function getPayConfig(request: PayConfigRequest, signal?: AbortSignal) {
  return post<PayConfigResponse>('/nft/nft_order/payConfig', request, { signal });
}

/** The API's answer for an id the catalogue does not have. */
export function isAvatarMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.avatarNotFound.code;
}

export const PAY_CONFIG_SCOPE = ['avatars', 'payConfig'] as const;

/** Per signed-in member (`address`): a member's answer carries their limits, a visitor's none. */
export function payConfigQueryOptions(avatarId: number, address?: string) {
  return queryOptions({
    queryKey: [...PAY_CONFIG_SCOPE, avatarId, address ?? null],
    queryFn: ({ signal }) => getPayConfig({ avatarId }, signal),
    refetchInterval: SUPPLY_REFRESH_MS,
    // A missing avatar stays missing: show it at once instead of retrying.
    retry: (failures, error) => !isAvatarMissing(error) && failures < 3,
  });
}

export function usePayConfig(avatarId: number | null, address?: string) {
  return useQuery({
    ...payConfigQueryOptions(avatarId ?? 0, address),
    enabled: avatarId !== null,
    // Signing in asks again for the member's limits: the page stays on what it shows meanwhile.
    placeholderData: (previous) => (previous?.avatar.id === avatarId ? previous : undefined),
  });
}
