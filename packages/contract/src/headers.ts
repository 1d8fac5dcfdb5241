/** Request headers the web app sends on every API call (SPEC.md §7). */
export const HEADER_TOKEN = 'token';
export const HEADER_ADDRESS = 'address';
export const HEADER_APP_KEY = 'appkey';
export const HEADER_LANGUAGE = 'accept-language';
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';
export const HEADER_REQUEST_ID = 'x-request-id';
