import { HttpError } from './http-error.ts';

/** Code -1 that no token refresh could cure; `message` is SPEC.md §4's sentence verbatim. */
export class PermissionDeniedError extends HttpError {
  override name = 'PermissionDeniedError';
  constructor({ cause }: { cause?: unknown } = {}) {
    super('errors.permissionDenied', { cause });
  }
}
