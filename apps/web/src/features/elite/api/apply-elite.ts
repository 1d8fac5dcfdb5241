import { ELITE_PATHS, type EliteApplication, type EliteApplyRequest } from '@colony/contract/elite';
import { ERRORS } from '@colony/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { eliteIndexQueryOptions } from './get-elite-index.ts';

/** Sends the sign-up form for a tier; one application a month. */
export function applyElite(request: EliteApplyRequest) {
  return post<EliteApplication>(ELITE_PATHS.apply, request);
}

/** The API's answer while the member's application of this month is under review. */
export function isAlreadyApplied(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.eliteAlreadyApplied.code;
}

/** The API's answer when the member's live figures do not meet every requirement of the tier. */
export function isRequirementNotMet(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.eliteRequirementNotMet.code;
}

/** Sends the form; afterwards the page reads the member's application again. */
export function useApplyElite(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyElite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eliteIndexQueryOptions(address).queryKey }),
  });
}
