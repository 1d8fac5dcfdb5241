import { z } from 'zod';
import { SUCCESS_CODE } from './constants.ts';

/** Every API answer, errors included: `{ code, msg, data }`. `code` 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export function isSuccess(envelope: { code: number }): boolean {
  return envelope.code === SUCCESS_CODE;
}

/** Pagination request and page shape shared by every list endpoint. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
