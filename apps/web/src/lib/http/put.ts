import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** PUT with a JSON body; resolves with `data`. */
export const put: ApiClient['put'] = apiClient.put;
