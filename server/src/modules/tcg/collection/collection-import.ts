import { formatCents } from '@storefront/contract/money';
import type { ImportPreview, ImportSkip } from '@storefront/contract/imports';
import { dataChanged } from '../../../platform/data-versions.ts';
import type { RequestContext } from '../../../platform/tenancy.ts';
import type { ApplyRun, ImportFile, StageRun } from '../../imports/index.ts';
import { invalidateTcgFilters } from '../tcg-filters.service.ts';
import { CatalogueIndex, matchRow, type Matched } from './catalogue-match.ts';
import { readCollection } from './collection-reader.ts';
import type { CollectionRow } from './collection-row.ts';
import { mergeLines, stockKey, writeStock, type StockLine } from './stock-writer.ts';

const BATCH = 500;

async function* batches(file: ImportFile, onBytes: (bytes: number) => void) {
  let rows: CollectionRow[] = [];
  let skipped: ImportSkip[] = [];
  let read = 0;
  for await (const item of readCollection(file.path, file.format, { head: file.head, onBytes })) {
    read += 1;
    if (item.row) rows.push(item.row);
    else skipped.push(item.skip);
    if (rows.length + skipped.length >= BATCH) {
      yield { rows, skipped, read };
      rows = [];
      skipped = [];
    }
  }
  yield { rows, skipped, read };
}

async function matchAll(
  ctx: RequestContext,
  index: CatalogueIndex,
  rows: CollectionRow[],
): Promise<Matched[]> {
  const byId = await ctx.db((tx) => index.load(tx, rows));
  return rows.map((r) => matchRow(r, index, byId));
}

const lineOf = (m: Extract<Matched, { printing: unknown }>): StockLine => ({
  productId: m.printing.productId,
  sku: m.printing.sku,
  name: m.printing.name,
  condition: m.row.condition,
  foil: m.row.foil,
  language: m.row.language,
  quantity: m.row.quantity,
  cents: m.row.cents ?? m.printing.cents,
});

/** Reads a collection file batch by batch, matches each row to a printing and stages its stock line. */
export async function stageCollection(run: StageRun): Promise<void> {
  const index = new CatalogueIndex(run.ctx.tenant.id);
  let readBytes = 0;
  for await (const batch of batches(run.file, (b) => (readBytes = b))) {
    run.signal.throwIfAborted();
    const matched = await matchAll(run.ctx, index, batch.rows);
    const staged = matched.flatMap((m) =>
      'printing' in m ? [{ key: stockKey(lineOf(m)), payload: lineOf(m) }] : [],
    );
    const skipped = [...batch.skipped, ...matched.flatMap((m) => ('skip' in m ? [m.skip] : []))];
    await run.record({ staged, skipped, readBytes, rowsRead: batch.read });
  }
}

/**
 * Writes the staged stock lines of a collection import in batches (up to 500 lines each, its own
 * transaction), as the holder's offers (null: the store's own); tallies the offers with units and those at zero.
 */
export async function applyCollection(run: ApplyRun): Promise<number> {
  const tenantId = run.ctx.tenant.id;
  let inStock = 0;
  const done = await run.inBatches(BATCH, async (tx, groups) => {
    const lines = groups.map((g) => mergeLines(g.payloads as StockLine[]));
    await writeStock(tx, tenantId, run.holderId, lines);
    await dataChanged(tx, tenantId, 'cards');
    inStock += lines.filter((l) => l.quantity > 0).length;
  });
  run.tally.inStock = inStock;
  run.tally.atZero = done - inStock;
  invalidateTcgFilters(tenantId);
  return done;
}

const COLUMNS = [
  { key: 'card', label: 'Card in the file' },
  { key: 'printing', label: 'Becomes' },
  { key: 'condition', label: 'Condition' },
  { key: 'finish', label: 'Finish' },
  { key: 'language', label: 'Language' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'price', label: 'Price' },
];

/** The first `limit` rows of a collection file as they will be imported, and the skipped ones among them. */
export async function previewCollection(
  ctx: RequestContext,
  file: ImportFile,
  limit: number,
): Promise<ImportPreview> {
  const rows: CollectionRow[] = [];
  const skipped: ImportSkip[] = [];
  for await (const item of readCollection(file.path, file.format, { head: file.head })) {
    if (item.row) rows.push(item.row);
    else skipped.push(item.skip);
    if (rows.length + skipped.length >= limit) break;
  }
  const matched = await matchAll(ctx, new CatalogueIndex(ctx.tenant.id), rows);
  const preview: ImportPreview = { format: file.format, columns: COLUMNS, rows: [], skipped };
  for (const m of matched) {
    if ('skip' in m) {
      skipped.push(m.skip);
      continue;
    }
    const l = lineOf(m);
    preview.rows.push({
      line: m.row.line,
      values: {
        card: `${m.row.name}${m.row.setCode || m.row.setName ? ` (${m.row.setCode.toUpperCase() || m.row.setName})` : ''}${m.row.collectorNumber ? ` ${m.row.collectorNumber}` : ''}`,
        printing: `${l.name} · ${l.sku}`,
        condition: l.condition,
        finish: l.foil ? 'Foil' : 'Normal',
        language: l.language,
        quantity: String(l.quantity),
        price: formatCents(l.cents),
      },
    });
  }
  skipped.sort((a, b) => a.line - b.line);
  return preview;
}
