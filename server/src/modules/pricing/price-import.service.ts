import { sql } from 'drizzle-orm';
import type { PriceImportSummary } from '@storefront/contract/pricing';
import type { Transaction } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { productIdsBySku } from '../catalog/index.ts';
import { productIdsBySourceId } from '../tcg/index.ts';
import type { PricePoint } from './price-sources.ts';
import { streamPricePoints, type PriceFormat } from './price-stream.ts';
import { currentPrices, priceHistory } from './pricing.tables.ts';
import { applyRules } from './pricing-runs.service.ts';
import { loadSettings } from './pricing-settings.service.ts';

const BATCH = 2_000;
const EXAMPLES = 10;

export type Stored = typeof priceHistory.$inferInsert;
const seriesKey = (p: Stored) => `${p.productId}|${p.finish}|${p.provider}|${p.kind}|${p.metric}`;

/** A batch of points matched to the store's printings (by SKU or source id); the rest named as unmatched. */
export async function matchPoints(tx: Transaction, tenantId: string, batch: PricePoint[]) {
  const skus = [...new Set(batch.flatMap((p) => ('sku' in p.key ? [p.key.sku] : [])))];
  const sources = [...new Set(batch.flatMap((p) => ('sourceId' in p.key ? [p.key.sourceId] : [])))];
  const bySku = await productIdsBySku(tx, tenantId, skus);
  const bySource = await productIdsBySourceId(tx, tenantId, sources);
  const rows: Stored[] = [];
  /** Each matched row's card name, as the file names it. */
  const names: string[] = [];
  const unmatched: string[] = [];
  for (const p of batch) {
    const productId = 'sku' in p.key ? bySku.get(p.key.sku) : bySource.get(p.key.sourceId);
    if (productId === undefined) {
      unmatched.push('sku' in p.key ? `${p.name} (${p.key.sku})` : p.key.sourceId);
      continue;
    }
    rows.push({
      tenantId,
      productId,
      finish: p.finish,
      provider: p.provider,
      kind: p.kind,
      metric: p.metric,
      currency: p.currency,
      day: p.day,
      price: p.cents,
    });
    names.push(p.name);
  }
  return { rows, names, unmatched };
}

/**
 * Records matched prices: the history per series and day (the same day again replaces it) and the newest
 * per series. Answers how many history rows were written (duplicates in the batch count once).
 */
export async function writePrices(tx: Transaction, batch: Stored[]): Promise<number> {
  const rows = new Map<string, Stored>();
  for (const row of batch) rows.set(`${seriesKey(row)}|${row.day}`, row);
  const history = [...rows.values()];
  if (!history.length) return 0;
  await tx
    .insert(priceHistory)
    .values(history)
    .onConflictDoUpdate({
      target: [
        priceHistory.tenantId,
        priceHistory.productId,
        priceHistory.finish,
        priceHistory.provider,
        priceHistory.kind,
        priceHistory.metric,
        priceHistory.day,
      ],
      set: { price: sql`excluded.price`, currency: sql`excluded.currency` },
    });
  const newest = new Map<string, Stored>();
  for (const row of history) {
    const prev = newest.get(seriesKey(row));
    if (!prev || prev.day < row.day) newest.set(seriesKey(row), row);
  }
  await tx
    .insert(currentPrices)
    .values([...newest.values()])
    .onConflictDoUpdate({
      target: [
        currentPrices.tenantId,
        currentPrices.productId,
        currentPrices.finish,
        currentPrices.provider,
        currentPrices.kind,
        currentPrices.metric,
      ],
      set: { day: sql`excluded.day`, price: sql`excluded.price`, currency: sql`excluded.currency` },
      setWhere: sql`excluded.day >= ${currentPrices.day}`,
    });
  return history.length;
}

/** Matches a batch of points to the store's printings and records them. */
async function storeBatch(tx: Transaction, tenantId: string, batch: PricePoint[], tally: Tally) {
  const { rows, unmatched } = await matchPoints(tx, tenantId, batch);
  for (const what of unmatched)
    if (!tally.unmatched.has(what) && tally.unmatched.size < 100_000) tally.unmatched.add(what);
  for (const row of rows) tally.cards.add(row.productId);
  tally.stored += await writePrices(tx, rows);
}

interface Tally {
  records: number;
  points: number;
  stored: number;
  cards: Set<number>;
  unmatched: Set<string>;
}

export interface PriceImportOptions {
  format?: PriceFormat;
  /** The day undated prices (Scryfall's) are recorded for: today unless told. */
  today?: string;
  onProgress?: (records: number) => void;
}

/**
 * Imports a price file into the store in one transaction (every price or none), matching printings by SKU
 * or source id; importing the same day again replaces that day's prices. When the store re-applies its rules
 * after each import, that happens in the same transaction.
 */
export async function importPrices(
  ctx: RequestContext,
  chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: PriceImportOptions = {},
): Promise<PriceImportSummary> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const tally: Tally = { records: 0, points: 0, stored: 0, cards: new Set(), unmatched: new Set() };
  let format: PriceFormat | undefined = options.format;
  return ctx.db(async (tx) => {
    let pending: PricePoint[] = [];
    for await (const part of streamPricePoints(chunks, { format, today, onFormat: (f) => (format = f) })) {
      tally.records += part.records;
      tally.points += part.points.length;
      pending.push(...part.points);
      if (pending.length >= BATCH) {
        await storeBatch(tx, ctx.tenant.id, pending, tally);
        pending = [];
        options.onProgress?.(tally.records);
      }
    }
    await storeBatch(tx, ctx.tenant.id, pending, tally);
    options.onProgress?.(tally.records);
    const settings = await loadSettings(tx, ctx.tenant.id);
    const applied = settings.auto_apply && tally.stored ? await applyRules(ctx, tx, 'price import') : null;
    return {
      format: format!,
      records: tally.records,
      points: tally.points,
      stored: tally.stored,
      cards: tally.cards.size,
      unmatched: tally.unmatched.size,
      unmatched_examples: [...tally.unmatched].slice(0, EXAMPLES),
      applied,
    };
  });
}
