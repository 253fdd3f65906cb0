import { z } from 'zod';

/** A file format an importer reads. */
export const ImportFormatSchema = z.object({ id: z.string(), label: z.string() });

export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'reading',
  'writing',
  'done',
  'failed',
  'cancelled',
] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** An import job as its owner follows it: status, progress (0–100) and counts. */
export const ImportJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  fileBytes: z.number().int(),
  detectedFormat: z.string().nullable(),
  format: z.string().nullable(),
  holderId: z.number().int().nullable(),
  status: ImportStatusSchema,
  percent: z.number().int().min(0).max(100),
  rowsRead: z.number().int(),
  staged: z.number().int(),
  skipped: z.number().int(),
  toWrite: z.number().int(),
  written: z.number().int(),
  /**
   * What a finished job's writes made, by kind of thing: `cards` (card data written) and `cardsNew` (of them
   * new), `inStock` (offers with units) and `atZero` (offers at zero) for stock, `priced` for prices.
   */
  tally: z.record(z.string(), z.number().int()),
  message: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportJobListSchema = z.object({ results: z.array(ImportJobSchema) });

/** A row of the file that will not be imported, and why. */
export const ImportSkipSchema = z.object({ line: z.number().int(), name: z.string(), reason: z.string() });
export type ImportSkip = z.infer<typeof ImportSkipSchema>;

/** The first rows of a file as they will be imported, and the skipped ones among them. */
export const ImportPreviewSchema = z.object({
  format: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.object({ line: z.number().int(), values: z.record(z.string(), z.string()) })),
  skipped: z.array(ImportSkipSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/**
 * What an importer reads and whose stock its rows may become: the store's own by default (no holder sent),
 * or one of `holders` (the store's suppliers; a supplier sees only themself).
 */
export const ImportOptionsSchema = z.object({
  formats: z.array(ImportFormatSchema),
  holders: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** The formats that fill no stock (card data): no holder is chosen or sent for them. */
  stockless: z.array(z.string()),
});
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;

/** The importers: card collections and catalogues, and market price files. */
export const IMPORT_KINDS = ['cards', 'prices'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ImportKindQuerySchema = z.object({ kind: z.enum(IMPORT_KINDS).default('cards') });
export const ImportPreviewQuerySchema = z.object({ format: z.string().max(40).optional() });
export const ImportStartSchema = z.object({
  format: z.string().min(1, 'Choose a format').max(40),
  holderId: z.number().int().positive().optional(),
});
export type ImportStart = z.infer<typeof ImportStartSchema>;
