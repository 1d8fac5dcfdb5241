/** EIP-1193 code of a request the user declined in the wallet. */
export const USER_REJECTED_CODE = 4001;

/** True when the wallet reports that the user declined, however deep the library wrapped it. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (code === USER_REJECTED_CODE || name === 'UserRejectedRequestError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
