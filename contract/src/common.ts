import { z } from 'zod';

/** The error body every failing call answers with (DESIGN.md, API conventions). */
export const ApiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `page` and `page_size` as every list call accepts them; empty strings count as absent. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
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
