/**
 * Translation keys of the HTTP layer's failures and their English text. The UI translates
 * the key; the English doubles as the errors' `message` for logs.
 */
export const HTTP_ERROR_MESSAGES = {
  'errors.permissionDenied':
    'Sorry, you do not have permission to access this page, please contact the administrator to apply for permission!',
  'errors.sessionInvalid': 'Login expired, please log in again',
  'errors.network': 'Network error, please check your connection and try again',
  'errors.timeout': 'The request timed out, please try again',
  'errors.invalidResponse': 'The server sent an unexpected response, please try again',
  'errors.unexpected': 'Something went wrong, please try again',
} as const;

export type HttpErrorMessageKey = keyof typeof HTTP_ERROR_MESSAGES;
