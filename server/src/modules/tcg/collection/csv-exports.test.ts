import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { createTestApp, signInAs, type TestApp } from '../../../test/test-app.ts';
import { importCards } from '../import.service.ts';
import { call, importAs, uploadAs, waitFor } from './collection.test-helpers.ts';

// Issue 26 row 4: every CSV the platform writes defuses cells a spreadsheet would run as a formula.
const FORMULA = '=HYPERLINK("http://x","click")';
const MACE = '+2 Mace';
const DEFUSED_FORMULA = `"'=HYPERLINK(""http://x"",""click"")"`;
const DEFUSED_MACE = `'+2 Mace`;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'cards', 'admin');
  const quoted = FORMULA.replaceAll('"', '""');
  const text =
    'name,manaCost,cmc,type,number,rarity,power,toughness\n' +
    `"${quoted}",{R},1,Instant,1,common,,\n${MACE},{1},1,Artifact — Equipment,2,common,,\n`;
  await importCards(t.handle.db, t.stores.cards!, 'mtgjson-csv', { text, fileName: 'AFR.csv' });
}, 180_000);
afterAll(() => t?.close());

const exportCsv = async (format: string) =>
  (await call(t, admin, 'GET', `/api/tcg/inventory.csv?format=${format}`)).body;

describe('CSV exports', () => {
  it.each(['storefront', 'tcgplayer'])('the %s inventory CSV writes the names as text', async (format) => {
    const csv = await exportCsv(format);
    const lines = csv.split('\n');
    expect(lines.filter((l) => l.includes(DEFUSED_FORMULA)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(`,${DEFUSED_MACE},`)).length).toBeGreaterThan(0);
    expect(
      lines.some((l) => l.includes(`,"${FORMULA.replaceAll('"', '""')}"`) || l.includes(`,${MACE},`)),
    ).toBe(false);
  });

  it('an exported inventory imports back, every defused row read as its card', async () => {
    const before = await exportCsv('storefront');
    const rows = before.trim().split('\n').length - 1;
    const back = await importAs(t, admin, Buffer.from(before), 'storefront.csv');
    expect([back.detectedFormat, back.skipped, back.rowsRead]).toEqual(['storefront', 0, rows]);
  });

  it('the skipped rows CSV writes the names as text', async () => {
    const file = `4 ${FORMULA}\n1 ${MACE} (ZZZ) 9\nnot a card\n`;
    const job = (await uploadAs(t, admin, Buffer.from(file), 'deck.txt')).json<ImportJob>();
    await call(t, admin, 'POST', `/api/imports/${job.id}/start/`, { format: 'decklist' });
    const ended = await waitFor(t, admin, job.id);
    expect(ended.skipped).toBeGreaterThanOrEqual(1);
    const csv = (await call(t, admin, 'GET', `/api/imports/${job.id}/skipped.csv`)).body;
    expect(csv.split('\n')[0]).toBe('line,name,reason');
    expect(csv).not.toMatch(/(^|\n|,)[=+\-@]/);
  });
});
