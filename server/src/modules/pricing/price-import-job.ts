import { createReadStream } from 'node:fs';
import type { ImportPreview, ImportSkip } from '@storefront/contract/imports';
import { formatCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import type { ApplyRun, ImportFile, ImportKind, StageRun } from '../imports/index.ts';
import { matchPoints, writePrices, type Stored } from './price-import.service.ts';
import { detectFormat, PRICE_FORMATS, streamPricePoints, type PriceFormat } from './price-stream.ts';
import { applyRules } from './pricing-runs.service.ts';
import { loadSettings } from './pricing-settings.service.ts';
import type { PricePoint } from './price-sources.ts';

const LABELS: Record<PriceFormat, string> = {
  scryfall: 'Scryfall cards (prices)',
  mtgjson: 'MTGJSON AllPrices / AllPricesToday',
  pokemon: 'Pokémon TCG API cards (prices)',
};
const BATCH = 2_000;
const GROUPS = 500;
const NOT_SOLD = 'not in the store’s catalogue';

/** A staged price: one series' price on a day (the key is its card, so a card's prices are written together). */
type StagedPrice = [
  finish: string,
  provider: string,
  kind: string,
  metric: string,
  currency: string,
  day: string,
  cents: number,
];

const today = () => new Date().toISOString().slice(0, 10);
const asFormat = (format: string) => format as PriceFormat;

/** The file's chunks, counting the bytes read (for the job's progress). */
async function* counted(path: string, onBytes: (bytes: number) => void, signal?: AbortSignal) {
  let bytes = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    signal?.throwIfAborted();
    bytes += chunk.length;
    onBytes(bytes);
    yield chunk;
  }
}

/** The first `limit` price points of the file, matched to the store's cards. */
async function previewPrices(ctx: StageRun['ctx'], file: ImportFile, limit: number): Promise<ImportPreview> {
  const points: PricePoint[] = [];
  const abort = new AbortController();
  try {
    for await (const part of streamPricePoints(
      counted(file.path, () => undefined, abort.signal),
      {
        format: asFormat(file.format),
        today: today(),
      },
    )) {
      points.push(...part.points);
      if (points.length >= limit) break;
    }
  } finally {
    abort.abort();
  }
  const first = points.slice(0, limit);
  const { rows, names, unmatched } = await ctx.db((tx) => matchPoints(tx, ctx.tenant.id, first));
  return {
    format: file.format,
    columns: [
      { key: 'card', label: 'Card' },
      { key: 'finish', label: 'Finish' },
      { key: 'provider', label: 'Provider' },
      { key: 'metric', label: 'Price' },
      { key: 'day', label: 'Day' },
      { key: 'price', label: 'Amount' },
    ],
    rows: rows.map((r, i) => ({
      line: i + 1,
      values: {
        card: names[i] ?? '',
        finish: r.finish,
        provider: r.provider,
        metric: `${r.kind} ${r.metric}`,
        day: r.day,
        price: `${formatCents(r.price)} ${r.currency}`,
      },
    })),
    skipped: [...new Set(unmatched)].map((name, i) => ({ line: i + 1, name, reason: NOT_SOLD })),
  };
}

/** Reads the file into staged prices, keyed by card; every printing the store does not sell is one skip. */
async function stagePrices(run: StageRun): Promise<void> {
  const { ctx, file, signal } = run;
  const seen = new Set<string>();
  let readBytes = 0;
  let records = 0;
  let pending: PricePoint[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    const { rows, unmatched } = await ctx.db((tx) => matchPoints(tx, ctx.tenant.id, batch));
    const skipped: ImportSkip[] = [];
    for (const name of unmatched)
      if (!seen.has(name)) {
        seen.add(name);
        skipped.push({ line: records, name, reason: NOT_SOLD });
      }
    await run.record({
      staged: rows.map((r) => ({
        key: String(r.productId).padStart(10, '0'),
        payload: [r.finish, r.provider, r.kind, r.metric, r.currency, r.day, r.price] satisfies StagedPrice,
      })),
      skipped,
      readBytes,
      rowsRead: records,
    });
  };
  const chunks = counted(file.path, (bytes) => (readBytes = bytes), signal);
  for await (const part of streamPricePoints(chunks, { format: asFormat(file.format), today: today() })) {
    records += part.records;
    pending.push(...part.points);
    if (pending.length >= BATCH) await flush();
  }
  await flush();
}

/**
 * Writes the staged prices a page of cards at a time (each page its own transaction). Answers the cards priced
 * (the job's groups, as its progress counts them).
 */
async function applyPrices(run: ApplyRun): Promise<number> {
  const tenantId = run.ctx.tenant.id;
  let written = 0;
  const cards = await run.inBatches(GROUPS, async (tx, groups) => {
    const rows: Stored[] = groups.flatMap((g) =>
      (g.payloads as StagedPrice[]).map(([finish, provider, kind, metric, currency, day, price]) => ({
        tenantId,
        productId: Number(g.key),
        finish,
        provider,
        kind,
        metric,
        currency,
        day,
        price,
      })),
    );
    written += await writePrices(tx, rows);
  });
  run.tally.prices = written;
  return cards;
}

/** After the last page: re-applies the pricing rules when the store asks for it and prices were written. */
async function repriceAfterImport(run: ApplyRun, tx: Transaction): Promise<void> {
  const settings = await loadSettings(tx, run.ctx.tenant.id);
  if (settings.auto_apply && run.tally.prices) await applyRules(run.ctx, tx, 'price import');
}

/**
 * Market price files as import jobs (docs/pricing.md): Scryfall, MTGJSON and pokemontcg.io prices, uploaded
 * by staff or admins, matched to the store's printings, written a page of cards at a time.
 */
export const priceImport: ImportKind = {
  kind: 'prices',
  formats: PRICE_FORMATS.map((id) => ({ id, label: LABELS[id] })),
  roles: ['staff', 'admin'],
  holders: false,
  detect: (head) => detectFormat(head),
  preview: previewPrices,
  stage: stagePrices,
  apply: applyPrices,
  finish: repriceAfterImport,
};
