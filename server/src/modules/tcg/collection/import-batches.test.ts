import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { testConfig } from '../../../config.ts';
import { injectAs, signInAs, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  importAs,
  importTestApp,
  moxfieldExport,
  uploadAs,
  waitFor,
} from './collection.test-helpers.ts';

// Batches aim at 1 ms, so they shrink to their fewest groups (10): a file of a few thousand lines takes hundreds.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await importTestApp({ config: { imports: { ...testConfig().imports, batchMs: 1 } } });
  admin = await signInAs(t, 'cards', 'admin');
}, 300_000);
afterAll(() => t.close());

const FILE = moxfieldExport(3_600);
/** An import of FILE takes 10–15 s on a quiet machine and more than the default 30 s bound on a loaded one. */
const IMPORT_TIMEOUT_MS = 180_000;
const job = async (id: number) => (await call(t, admin, 'GET', `/api/imports/${id}/`)).json<ImportJob>();
const stockLines = async () =>
  (await call(t, admin, 'GET', '/api/tcg/inventory.csv?format=storefront')).body.trim().split('\n').length -
  1;

async function startImport(): Promise<number> {
  const up = (await uploadAs(t, admin, FILE, 'collection.csv')).json<ImportJob>();
  const started = await call(t, admin, 'POST', `/api/imports/${up.id}/start/`, { format: up.detectedFormat });
  expect(started.statusCode, started.body).toBe(200);
  return up.id;
}

/** Polls the job until it is writing and has committed at least `written` groups. */
async function writingPast(id: number, written: number): Promise<ImportJob> {
  let seen = await job(id);
  for (let i = 0; i < 3_000; i++, seen = await job(id)) {
    if (seen.status === 'writing' && seen.written >= written) return seen;
    if (['done', 'failed', 'cancelled'].includes(seen.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not seen writing past ${written}: ${JSON.stringify(seen)}`);
}

describe('an import writes in batches that commit one by one (decision 056)', () => {
  it(
    'answers other requests between its batches, with its progress committed',
    async () => {
      const id = await startImport();
      const first = await writingPast(id, 10);
      // A shopper's read is answered while the job is still writing, not after it.
      const list = await injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: '/api/ecommerce/products/',
      });
      expect(list.statusCode).toBe(200);
      const later = await job(id);
      expect(later.status).toBe('writing');
      expect(later.written).toBeGreaterThanOrEqual(first.written);
      expect(later.written).toBeLessThan(later.toWrite);
      const ended = await waitFor(t, admin, id);
      expect(ended.toWrite).toBeGreaterThan(500);
      expect([ended.status, ended.written]).toEqual(['done', ended.toWrite]);
      expect(await stockLines()).toBe(ended.toWrite);
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'stops a cancelled import after the batch in progress, keeps what it wrote, and says so',
    async () => {
      const id = await startImport();
      await writingPast(id, 30);
      expect((await call(t, admin, 'POST', `/api/imports/${id}/cancel/`)).statusCode).toBe(200);
      const ended = await waitFor(t, admin, id);
      expect(ended.status).toBe('cancelled');
      expect(ended.written).toBeGreaterThanOrEqual(30);
      expect(ended.written).toBeLessThan(ended.toWrite);
      expect(ended.message).toBe(
        `Cancelled after ${ended.written.toLocaleString('en-US')} of ${ended.toWrite.toLocaleString('en-US')} were written. Import the file again to write the rest: the rows already written are set to the same figures.`,
      );
      // Importing the file again completes it: the same lines, none doubled.
      const again = await importAs(t, admin, FILE, 'again.csv');
      expect([again.status, again.written]).toEqual(['done', ended.toWrite]);
      expect(await stockLines()).toBe(ended.toWrite);
    },
    IMPORT_TIMEOUT_MS,
  );
});
