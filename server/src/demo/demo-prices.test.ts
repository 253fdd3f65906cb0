import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPricingDemo } from '../modules/pricing/index.ts';
import { seedTcgDemo } from '../modules/tcg/index.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../test/test-app.ts';

// The demo card shop out of the box: its cards carry the market prices of the real sample price files, so
// pricing rules and buy offers can be tried at once (issue 25, row "Pricing → Preview").

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedTcgDemo(t.handle.db, t.stores.cards!);
  await seedPricingDemo(t.handle.db, t.stores.cards!);
  admin = await signInAs(t, 'cards', 'admin');
}, 300_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(t.app, admin.host, { method, url, headers: admin.headers, ...(payload && { payload }) });

describe('Pricing → Preview on the freshly seeded card shop', () => {
  it.each([
    // Scryfall's usd prices: 680 of the 2,616 MTG variants (the MTGJSON sets carry no prices).
    ['mtg', { matched: 2616, without_price: 1936, changed: 613 }],
    // The 17 priced pokemontcg.io cards: 22 variants (the set files carry no prices).
    ['pokemon', { matched: 1777, without_price: 1755, changed: 22 }],
  ])('a rule "%s cards at market" matches cards that have a market price', async (game, expected) => {
    const rules = (await as('GET', '/api/manage/pricing/rules/')).json<{ results: { id: number }[] }>();
    const rule = { name: `${game} at market`, base: 'market', game };
    const saved = rules.results[0]
      ? await as('PUT', `/api/manage/pricing/rules/${rules.results[0].id}/`, rule)
      : await as('POST', '/api/manage/pricing/rules/', rule);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const preview = await as('POST', '/api/manage/pricing/preview/', {});
    expect(preview.statusCode, preview.body).toBe(200);
    const { matched, without_price, changed } = preview.json();
    expect({ matched, without_price, changed }).toEqual(expected);
  });
});

describe('buy offers', () => {
  it('offer a share of a Pokémon card’s market price', async () => {
    const page = await as('GET', '/api/buylist/?q=Ampharos');
    expect(page.statusCode, page.body).toBe(200);
    const ampharos = page
      .json<{ results: { product: { slug: string; set_name: string }; offers: object[] }[] }>()
      .results.find((r) => r.product.slug === 'ampharos-pl1-1')!;
    expect(ampharos.product.set_name).toBe('Platinum');
    // TCGplayer's holofoil market price $3.56 × the demo's 30 % cash / 45 % credit.
    expect(ampharos.offers).toContainEqual({
      condition: 'NM',
      finish: 'foil',
      cash_price: '1.07',
      credit_price: '1.60',
      max_quantity: 4,
    });
  });
});
