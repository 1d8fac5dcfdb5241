import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET of a file: its Blob and the name from Content-Disposition. */
export const download: ApiClient['download'] = apiClient.download;
