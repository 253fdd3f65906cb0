import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../../test/test-app.ts';
import { importCards } from '../import.service.ts';
import { DEMO_DATA_DIR } from '../tcg.seed.ts';

export const sample = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, file));

/** A test app whose card shop has the sample catalogue loaded (Scryfall, MTGJSON, M14) and no stock. */
export async function importTestApp(options?: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(options);
  const cards = t.stores.cards!;
  const load = (format: 'scryfall' | 'mtgjson' | 'mtgjson-csv', file: string, setName?: string) =>
    importCards(
      t.handle.db,
      cards,
      format,
      { text: sample(file).toString('utf8'), fileName: file, setName },
      { stock: 'none' },
    );
  await load('scryfall', 'mtg/scryfall/mtg_scryfall_cards.json');
  await load('mtgjson', 'mtg/mtgjson/AllPrintings.subset.json');
  await load('mtgjson-csv', 'mtg/csv/mtgjson-v3-csv/M14.csv', 'Magic 2014');
  return t;
}

/** Starts the import test app once for a test file (closed after it) and hands it over with its signed-in admin. */
export function withImportTestApp(use: (t: TestApp, admin: Awaited<ReturnType<typeof signInAs>>) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await importTestApp();
    use(t, await signInAs(t, 'cards', 'admin'));
  }, 300_000);
  afterAll(() => t?.close());
}

export function multipart(file: Buffer, name: string) {
  const boundary = '----storefront-import-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Who = Awaited<ReturnType<typeof signInAs>>;

export async function uploadAs(t: TestApp, who: Who, file: Buffer, name: string) {
  const body = multipart(file, name);
  return injectAs(t.app, who.host, {
    method: 'POST',
    url: '/api/imports/',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const call = (t: TestApp, who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });

/** Polls a job until it ends. */
export async function waitFor(t: TestApp, who: Who, id: number, withinMs = 600_000): Promise<ImportJob> {
  // Bounded by time, not by polls: on a loaded machine each poll waits its turn behind the import's batches.
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const job = (await call(t, who, 'GET', `/api/imports/${id}/`)).json<ImportJob>();
    if (['done', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not end');
}

/** Uploads, starts (format and holder as given) and waits: the ended job. */
export async function importAs(
  t: TestApp,
  who: Who,
  file: Buffer,
  name: string,
  start: { format?: string; holderId?: number } = {},
) {
  const up = await uploadAs(t, who, file, name);
  expect(up.statusCode, up.body).toBe(201);
  const job = up.json<ImportJob>();
  const started = await call(t, who, 'POST', `/api/imports/${job.id}/start/`, {
    format: start.format ?? job.detectedFormat,
    ...(start.holderId && { holderId: start.holderId }),
  });
  expect(started.statusCode, started.body).toBe(200);
  return waitFor(t, who, job.id);
}

const SETS = ['dom', 'm19', 'grn', 'war', 'eld', 'thb'];
const CONDITIONS = ['Near Mint', 'Good (Lightly Played)', 'Played', 'Heavily Played', 'Damaged'];

/** A Moxfield export of `rows` rows over 6 sets × 300 numbers × 2 languages × 5 conditions, repeating. */
export function moxfieldExport(rows: number): Buffer {
  const lines = [
    '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"',
  ];
  for (let i = 0; i < rows; i++) {
    const set = SETS[i % 6]!;
    const number = 1 + (Math.floor(i / 6) % 300);
    const language = Math.floor(i / 1800) % 2 ? 'German' : 'English';
    const condition = CONDITIONS[Math.floor(i / 3600) % 5]!;
    lines.push(
      `"1","0","Card ${i}","${set}","${condition}","${language}","","","2025-01-01","${number}","False","False","0.50"`,
    );
  }
  return Buffer.from(lines.join('\n'));
}
