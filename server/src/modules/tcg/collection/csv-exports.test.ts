import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../../test/test-app.ts';
import { seedCheckoutMethods, validBody } from '../../checkout/index.ts';
import { CONDITION_NAMES } from '../card-writer.ts';
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

describe('the inventory export after an order', () => {
  type Row = Record<'sku' | 'condition' | 'finish' | 'quantity' | 'supplier', string>;
  const units = async (sku: string, condition: string, finish: string) =>
    parse<Row>(await exportCsv('storefront'), { columns: true })
      .filter((r) => r.sku === sku && r.condition === condition && r.finish === finish)
      .reduce((sum, r) => sum + Number(r.quantity), 0);

  it('holds exactly the units the order did not take', async () => {
    await seedCheckoutMethods(t.handle.db, t.stores.cards!);
    const who = await signInAs(t, 'cards', 'shopper');
    const shopper = {
      call: (method: 'GET' | 'POST', url: string, payload?: object) =>
        injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) }),
    };
    // The two cards of the file above, with the demo suppliers' offers.
    const found = await shopper.call('GET', '/api/ecommerce/products/tcg_search/?set=afr&in_stock=true');
    const card = found.json().results[0] as { id: number; slug: string; sku: string };
    const page = (await shopper.call('GET', `/api/ecommerce/products/${card.slug}/`)).json();
    const variant = (page.variants as { id: number; name: string; stock: number }[]).find(
      (v) => v.stock >= 2,
    )!;
    // 'Near Mint Foil' on the page is `NM,foil` in the export.
    const foil = variant.name.endsWith(' Foil');
    const conditionName = foil ? variant.name.slice(0, -' Foil'.length) : variant.name;
    const condition = Object.entries(CONDITION_NAMES).find(([, name]) => name === conditionName)?.[0];
    const finish = foil ? 'foil' : 'normal';
    const before = await units(card.sku, condition!, finish);
    expect(before).toBe(variant.stock);

    const added = await shopper.call('POST', '/api/ecommerce/cart/', {
      product_id: card.id,
      variant_id: variant.id,
      quantity: 2,
    });
    expect(added.statusCode).toBe(201);
    expect((await shopper.call('POST', '/api/ecommerce/checkout/', validBody())).statusCode).toBe(201);
    const [order] = (await shopper.call('GET', '/api/orders/')).json().results;
    expect(order.items).toMatchObject([{ variant_id: variant.id, quantity: 2 }]);
    expect(await units(card.sku, condition!, finish)).toBe(before - 2);
  });
});
