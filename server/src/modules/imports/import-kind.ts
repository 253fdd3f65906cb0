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

/** What the runner hands an importer while it writes (decision 056: batches, each its own transaction). */
export interface ApplyRun {
  ctx: RequestContext;
  file: ImportFile;
  /** Whose stock the rows become: a supplier, or null for the store's own (or no stock at all). */
  holderId: number | null;
  signal: AbortSignal;
  /**
   * Hands the staged rows, grouped by key and in key order, to `write` a batch at a time (at most `limit`
   * groups, fewer when a batch runs long): each batch commits in its own transaction with the job's progress,
   * so other requests run between batches. Answers how many groups were written.
   */
  inBatches(limit: number, write: (tx: Transaction, groups: StagedGroup[]) => Promise<void>): Promise<number>;
  /** What the writes made, by kind of thing (e.g. `cards`, `inStock`, `atZero`): the summary's counts. */
  tally: Record<string, number>;
}

/**
 * An importer the job runner drives (docs/imports.md): cards today, market prices next. It detects a file's
 * format, previews its first rows, reads it into staged rows, then writes them in batches. Writes set figures
 * (the same rows again write the same values), so a cut-off import is completed by importing the file again.
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
  /** Writes the staged groups (`run.inBatches`); answers how many things were written. */
  apply(run: ApplyRun): Promise<number>;
  /** What follows the last batch, in the transaction that marks the job done (e.g. re-pricing by the rules). */
  finish?(run: ApplyRun, tx: Transaction): Promise<void>;
}
