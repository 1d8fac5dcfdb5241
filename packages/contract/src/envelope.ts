import { SUCCESS_CODE } from './constants.ts';

// Kept free of zod so the web app's first load does not carry the schema library.

/** Every API answer, errors included: `{ code, msg, data }`. `code` 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function isSuccess(envelope: { code: number }): boolean {
  return envelope.code === SUCCESS_CODE;
}

/** One page of a list endpoint. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
