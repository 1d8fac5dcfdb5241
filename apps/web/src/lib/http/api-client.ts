import { type ApiClient, createApiClient } from './create-api-client.ts';

/** The app's one client: `/api`, stored credentials and locale, app-wide events. */
export const apiClient: ApiClient = createApiClient();
