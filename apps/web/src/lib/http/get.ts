import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET with `params` as a query string (`key[sub]=value`); resolves with `data`. */
export const get: ApiClient['get'] = apiClient.get;
