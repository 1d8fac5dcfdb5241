import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** The whole `{ code, msg, data }` envelope of a call; codes -1 and -403 are handled before it resolves. */
export const request: ApiClient['request'] = apiClient.request;
