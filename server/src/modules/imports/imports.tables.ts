import { bigint, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';

/**
 * An uploaded file being imported in the background (docs/imports.md): who sent it, whose stock it fills, how
 * far the reading and the writing are, and how it ended. The file itself waits on disk until the job ends.
 */
export const importJobs = tenantTable(
  'import_jobs',
  {
    id: integer().generatedAlwaysAsIdentity(),
    /** Which importer reads it: 'cards' (collections, inventories, catalogues). */
    kind: text().notNull(),
    userId: integer().notNull(),
    /** Whose stock the rows become: a supplier of the store, or null for the store's own (or no stock). */
    holderId: integer(),
    fileName: text().notNull(),
    filePath: text().notNull(),
    fileBytes: bigint({ mode: 'number' }).notNull(),
    detectedFormat: text(),
    format: text(),
    /** uploaded → (queued →) reading → writing → done | failed | cancelled */
    status: text().notNull().default('uploaded'),
    readBytes: bigint({ mode: 'number' }).notNull().default(0),
    rowsRead: integer().notNull().default(0),
    staged: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    toWrite: integer().notNull().default(0),
    written: integer().notNull().default(0),
    /** What the writes made, by kind of thing (e.g. cards, offers in stock, offers at zero): the summary's counts. */
    tally: jsonb().$type<Record<string, number>>().notNull().default({}),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    tenantReference(t.tenantId, t.holderId, users, 'import_jobs_holder_fk').onDelete('cascade'),
    index('import_jobs_tenant_user_idx').on(t.tenantId, t.userId, t.id),
  ],
);

/** A row of an import's file that was not imported, and why (the downloadable skipped-rows CSV). */
export const importSkips = tenantTable(
  'import_skips',
  {
    jobId: integer().notNull(),
    seq: integer().notNull(),
    line: integer().notNull(),
    name: text().notNull(),
    reason: text().notNull(),
  },
  (t) => [tenantReference(t.tenantId, t.jobId, importJobs).onDelete('cascade')],
  { key: ['jobId', 'seq'] },
);

/**
 * What a job will write, staged while the file is read: the store's own tables are only touched when the
 * whole file is read, in one transaction over these rows (so a cancel or a failure writes nothing).
 */
export const importStaged = tenantTable(
  'import_staged',
  {
    jobId: integer().notNull(),
    seq: integer().notNull(),
    /** Rows with the same key are one thing to write (their quantities add up). */
    key: text().notNull(),
    payload: jsonb().notNull(),
  },
  (t) => [
    tenantReference(t.tenantId, t.jobId, importJobs).onDelete('cascade'),
    index('import_staged_tenant_job_key_idx').on(t.tenantId, t.jobId, t.key),
  ],
  { key: ['jobId', 'seq'] },
);
