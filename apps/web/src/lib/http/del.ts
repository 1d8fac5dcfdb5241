import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** DELETE with `params` as a query string; resolves with `data`. */
export const del: ApiClient['del'] = apiClient.del;
