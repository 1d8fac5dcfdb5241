import { apiClient } from './api-client.ts';
import type { ApiClient } from './create-api-client.ts';

/** POST as multipart form data (the browser sets the boundary); resolves with `data`. */
export const upload: ApiClient['upload'] = apiClient.upload;
