import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../../test/test-app.ts';
import { importCards } from '../import.service.ts';
import { call, importAs, moxfieldExport, sample } from './collection.test-helpers.ts';

const ROWS = 100_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const file = 'mtg/mtgjson/AllPrintings.subset.json';
  await importCards(
    t.handle.db,
    t.stores.cards!,
    'mtgjson',
    { text: sample(file).toString('utf8'), fileName: file },
    { stock: 'none' },
  );
}, 300_000);
afterAll(() => t.close());

it('imports a 100,000-row file within a memory bound, and reports its speed', async () => {
  const admin = await signInAs(t, 'cards', 'admin');
  const file = moxfieldExport(ROWS);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const job = await importAs(t, admin, file, 'big.csv');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const grewMb = Math.round((peak - baseline) / 1024 / 1024);
  console.log(
    `100,000 Moxfield rows: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), ` +
      `peak RSS ${Math.round(peak / 1024 / 1024)} MB (+${grewMb} MB over ${Math.round(baseline / 1024 / 1024)} MB), file ${Math.round(file.length / 1024 / 1024)} MB`,
  );
  expect([job.status, job.rowsRead]).toEqual(['done', ROWS]);
  expect(job.staged + job.skipped).toBe(ROWS);
  expect(job.written).toBeGreaterThan(5000);
  // Rows repeat (same printing, condition, language): their quantities add up into one line each.
  const csv = (await call(t, admin, 'GET', '/api/tcg/inventory.csv')).body.trim().split('\n');
  expect(csv).toHaveLength(job.written + 1);
  expect(grewMb).toBeLessThan(200);
}, 900_000);
