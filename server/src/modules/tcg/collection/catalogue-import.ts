import { readFile } from 'node:fs/promises';
import type { ImportPreview, ImportSkip } from '@storefront/contract/imports';
import { BadRequest } from '../../../platform/errors.ts';
import { csvHeader } from '../parsers/csv-dialect.ts';
import type { ApplyRun, ImportFile, StageRun } from '../../imports/index.ts';
import { writeCards } from '../card-writer.ts';
import { withKnownSetNames } from '../set-names.ts';
import type { RequestContext } from '../../../platform/tenancy.ts';
import { parseCards, type CardRecord, type FormatName, type SkippedRecord } from '../parsers/index.ts';
import { invalidateTcgFilters } from '../tcg-filters.service.ts';

/** The catalogue files the CLI reads (card data without stock): the browser loads them too, admins only. */
export const CATALOGUE_FORMATS = [
  { id: 'scryfall', label: 'Scryfall cards (JSON)' },
  { id: 'mtgjson', label: 'MTGJSON AllPrintings (JSON)' },
  { id: 'mtgjson-csv', label: 'MTGJSON v3 set CSV (set code = file name)' },
  { id: 'pokemon', label: 'Pokémon TCG API set (JSON)' },
];
export const isCatalogue = (format: string) => CATALOGUE_FORMATS.some((f) => f.id === format);

/** A catalogue file's format by its first kilobytes, or null. */
export function detectCatalogueFormat(head: string): string | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[') || text.startsWith('{')) {
    if (/"object"\s*:\s*"card"/.test(text)) return 'scryfall';
    if (/"meta"\s*:/.test(text) && /"data"\s*:/.test(text)) return 'mtgjson';
    if (/"supertype"\s*:/.test(text)) return 'pokemon';
    return null;
  }
  return csvHeader(text).slice(0, 3).join() === 'name,manaCost,cmc' ? 'mtgjson-csv' : null;
}

const lineOf = (s: SkippedRecord) => Number(/\d+/.exec(s.at)?.[0] ?? 0);
const skipOf = (s: SkippedRecord): ImportSkip => ({
  line: lineOf(s),
  name: s.name,
  reason: `${s.at}: ${s.reason}`,
});

/**
 * JSON has to be read whole to be parsed: catalogue files are bounded by the upload limit instead. A file that
 * is not of the format is a 400 (the preview shows it; a started job fails with the message).
 */
async function parse(file: ImportFile) {
  const text = await readFile(file.path, 'utf8');
  try {
    return parseCards(file.format as FormatName, { text, fileName: file.name });
  } catch (error) {
    throw new BadRequest((error as Error).message, { format: 'Not a file of this format' });
  }
}

/** The first cards as they will be written: set names the store knows fill in those given only by code. */
export async function previewCatalogue(
  ctx: RequestContext,
  file: ImportFile,
  limit: number,
): Promise<ImportPreview> {
  const parsed = await parse(file);
  const records = await ctx.db((tx) => withKnownSetNames(tx, ctx.tenant.id, parsed.records.slice(0, limit)));
  const { skipped } = parsed;
  return {
    format: file.format,
    columns: [
      { key: 'name', label: 'Card' },
      { key: 'set', label: 'Set' },
      { key: 'number', label: 'Number' },
      { key: 'rarity', label: 'Rarity' },
      { key: 'sku', label: 'SKU' },
    ],
    rows: records.map((r, i) => ({
      line: i + 1,
      values: { name: r.name, set: r.setName, number: r.collectorNumber, rarity: r.rarity, sku: r.sku },
    })),
    skipped: skipped.slice(0, limit).map(skipOf),
  };
}

export async function stageCatalogue(run: StageRun): Promise<void> {
  const { records, skipped } = await parse(run.file);
  for (let i = 0; i < Math.max(records.length, 1); i += 500) {
    run.signal.throwIfAborted();
    await run.record({
      staged: records.slice(i, i + 500).map((r) => ({ key: r.sku, payload: r })),
      skipped: i === 0 ? skipped.map(skipOf) : [],
      readBytes: Math.round(
        (run.file.bytes * Math.min(i + 500, records.length)) / Math.max(records.length, 1),
      ),
      rowsRead: Math.min(i + 500, records.length) + skipped.length,
    });
  }
}

/**
 * Writes the staged cards (card data only: no stock) through the card writer, 250 a batch at most, each batch
 * its own transaction. New printings wait hidden from shoppers until they have stock (decision 040); tallies
 * cards and new ones.
 */
export async function applyCatalogue(run: ApplyRun): Promise<number> {
  let fresh = 0;
  const done = await run.inBatches(250, async (tx, groups) => {
    const cards = groups.map((g) => g.payloads[0] as CardRecord);
    fresh += (await writeCards(tx, run.ctx.tenant, cards, { stock: 'none' })).created;
  });
  run.tally.cards = done;
  run.tally.cardsNew = fresh;
  invalidateTcgFilters(run.ctx.tenant.id);
  return done;
}
