import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** POST with a JSON body; resolves with `data` of a code-200 answer, rejects with `ApiError` otherwise. */
export const post: ApiClient['post'] = apiClient.post;
