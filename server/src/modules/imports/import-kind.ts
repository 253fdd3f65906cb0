import type { ImportFormatSchema, ImportPreview, ImportSkip } from '@storefront/contract/imports';
import type { Role } from '@storefront/contract/auth';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/** The uploaded file an importer reads: where it is on disk, its first kilobytes, its chosen format. */
export interface ImportFile {
  path: string;
  name: string;
  bytes: number;
  /** The first 64 KiB as text, for detection and header checks. */
  head: string;
  format: string;
}

/** One thing to write: rows with the same key are merged by the importer when it applies them. */
export interface StagedRow {
  key: string;
  payload: unknown;
}

/** A page of staged rows, grouped by key: the payloads in file order. */
export interface StagedGroup {
  key: string;
  payloads: unknown[];
}

/** What the runner hands an importer while it reads the file (each call is its own short transaction). */
export interface StageRun {
  ctx: RequestContext;
  file: ImportFile;
  holderId: number | null;
  signal: AbortSignal;
  /** Stages rows and records skips and progress, in one short transaction. */
  record(batch: {
    staged: StagedRow[];
    skipped: ImportSkip[];
    readBytes: number;
    rowsRead: number;
  }): Promise<void>;
}

/** What the runner hands an importer while it writes, inside the one transaction of the job's writes. */
export interface ApplyRun {
  ctx: RequestContext;
  tx: Transaction;
  file: ImportFile;
  /** Whose stock the rows become: a supplier, or null for the store's own (or no stock at all). */
  holderId: number | null;
  signal: AbortSignal;
  /** Staged rows grouped by key, `limit` groups at a time, in key order. */
  groups(limit: number): AsyncGenerator<StagedGroup[]>;
  /** Reports `done` of the job's groups written (live progress, kept in memory). */
  progress(done: number): void;
  /** What the writes made, by kind of thing (e.g. `cards`, `inStock`, `atZero`): the summary's counts. */
  tally: Record<string, number>;
}

/**
 * An importer the job runner drives (docs/imports.md): cards today, market prices next. It detects a file's
 * format, previews its first rows, reads it into staged rows, then writes them in one transaction.
 */
export interface ImportKind {
  kind: string;
  formats: z.infer<typeof ImportFormatSchema>[];
  /** Who may import this kind: the store's admin and suppliers unless told. */
  roles?: Role[];
  /** Whether rows become a holder's stock (the store's own, or a supplier's); true unless told. */
  holders?: boolean;
  /** Whether files of this format fill no stock at all (card data); false unless told. */
  stockless?(format: string): boolean;
  /** The format of a file by its first kilobytes and name, or null. */
  detect(head: string, fileName: string): string | null;
  /** Refuses (throws a 4xx) a format this user may not import. */
  check?(ctx: RequestContext, format: string): void;
  preview(ctx: RequestContext, file: ImportFile, limit: number): Promise<ImportPreview>;
  stage(run: StageRun): Promise<void>;
  /** Writes the staged groups; answers how many things were written. */
  apply(run: ApplyRun): Promise<number>;
}
