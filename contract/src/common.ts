import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';

/** The error body every failing call answers with (DESIGN.md, API conventions). */
export const ApiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL cannot store either, and no person types them. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Must not contain NUL characters or broken Unicode';

/** Free text from a client (body, query or path): any string PostgreSQL can store; chain trim/min/max on it. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !UNSTORABLE.test(v), UNSTORABLE_TEXT_MESSAGE);

/**
 * A control character (C0, DEL, C1), a line or paragraph separator or a bidirectional override: what keeps a
 * name from being one line of printable text (a CR/LF in a mail subject, a reversed name in a list).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
export const ONE_LINE_MESSAGE = 'Use one line of printable text';

/** A store's name, at signup, in the console and CLI and in the setup wizard: one line, 1–100 characters. */
export const storeName = (required: string, tooLong: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(100, tooLong)
    .refine((v) => !NOT_ONE_LINE.test(v), ONE_LINE_MESSAGE);

/** The largest value of a PostgreSQL `integer` column: every id is one. */
export const MAX_INT = 2_147_483_647;

/** An id from a path or query string (digits), in the range of its `integer` column. */
export const idParam = (message = 'Must be a whole number from 1 to 2147483647') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_INT, message);

export const ProductIdParamSchema = z.object({ productId: idParam() });

/** An id in a JSON body, in the range of its `integer` column. */
export const idField = (message = 'Must be a whole number from 1 to 2147483647') =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_INT, message);

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** `page` and `page_size` as every list call accepts them; empty strings count as absent. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be 1 or more')
    .max(1_000_000, 'page must be 1000000 or less')
    .default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size must be 1 or more')
    .max(MAX_PAGE_SIZE, `page_size must be ${MAX_PAGE_SIZE} or less`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** `{count, next, previous, results}` around any item schema. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
