import { z } from 'zod';

/** The zod form of the `{ code, msg, data }` envelope, for route schemas and OpenAPI. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Decimal digits without sign, spaces or leading zeros: how a whole number may also be sent as text. */
const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max`, sent as a JSON integer or as its decimal digits ("12").
 * Nothing else is read as one: not "0x10", " 1", "+1", "012", "1e3", `true` or `1.5`.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .union([z.number().int(), z.string().regex(DECIMAL_DIGITS).transform(Number)])
    .pipe(z.number().int().min(min).max(max));
}

/** Pagination request shared by every list endpoint. */
export const pageQuery = z.object({
  page: wholeNumber(1, 10_000).default(1),
  limit: wholeNumber(1, 100).default(10),
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
