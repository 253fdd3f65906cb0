import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { answerOf, freshReadModel, readerContext } from './catalog-read.test-helpers.ts';
import type { DecliningReader } from './product-reader.ts';
import { wordsOf } from './trigrams.ts';

// Suggestions (the search module's route) pick their products from an in-process index per store
// (decision 032): the prefix part must answer what the SQL answers, typos must still be found, writes must
// show at once, and no store may see another's products.

let t: TestApp;
const FIRST = ['Dragon', 'Draft', 'Crimson', 'Phoenix', 'Booster', 'Wyvern', 'Golem', 'Obsidian', 'Mox-Opal'];
const SECOND = ['Box', 'Sleeve', 'Deck', 'Golem', 'Shield', 'Booster Pack', 'Crimson', "Dragon's Hoard"];
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
  // 400 products whose names share words, with many equal sales and repeated names (the tie-breaks).
  const cards = t.stores.cards!;
  await withTenant(t.handle.db, cards.id, (tx) =>
    tx.execute(sql`insert into products (tenant_id, slug, name, sku, price, units_sold, is_active)
      select ${cards.id}, 'gen-' || g,
        (${sql.param(FIRST)}::text[])[1 + g % 9] || ' ' || (${sql.param(SECOND)}::text[])[1 + (g / 9) % 8]
          || case when g % 4 = 0 then ' ' || (g % 7) else '' end,
        'sku-' || g, 5, (g * 7) % 5 * 10, g % 13 <> 0
      from generate_series(1, 400) g`),
  );
  // The outdoor store sells a golem best seller of its own: never suggested to the cards store.
  const outdoor = t.stores.outdoor!;
  await withTenant(t.handle.db, outdoor.id, (tx) =>
    tx.execute(sql`insert into products (tenant_id, slug, name, sku, price, units_sold, is_active)
      values (${outdoor.id}, 'outdoor-golem', 'Outdoor Golem Tent', 'og-1', 5, 100000, true)`),
  );
});
afterAll(() => t.close());

/** The test's own read model (the app makes its own): asked through its reader interface. */
const read = freshReadModel();

type Suggestion = { text: string; type: string; slug: string; category: string };
/** What `reader` suggests for `q` in the store at `host`; null when it declined. */
async function suggestBy(reader: DecliningReader, q: string, host = 'cards.localhost') {
  const url = `/api/ecommerce/search/suggestions/?q=${encodeURIComponent(q)}`;
  const answer = await answerOf(reader, readerContext(t, host), url);
  return answer && (JSON.parse(answer.body) as { suggestions: Suggestion[] }).suggestions;
}
/** Suggestions as the route answers them: in process, and through SQL where that declines. */
async function suggest(q: string, host = 'cards.localhost'): Promise<Suggestion[]> {
  return (await suggestBy(read.reader, q, host))!;
}
/** Suggestions the in-process reader picked (checked: it did not decline). */
async function suggestInProcess(q: string, host = 'cards.localhost'): Promise<Suggestion[]> {
  const picked = await suggestBy(read.inProcess, q, host);
  expect({ q, host, inProcess: picked !== null }).toEqual({ q, host, inProcess: true });
  return picked!;
}

/** Suggestions picked in process (checked: the index answered), then the same through SQL. */
async function bothWays(q: string) {
  const inProcess = await suggestInProcess(q);
  return { inProcess, bySql: (await suggestBy(read.sql, q))! };
}

/** The slugs of the SQL prefix match: active products with words starting with every typed word. */
async function prefixSlugs(q: string, tenantId = t.stores.cards!.id): Promise<string[]> {
  // The SQL pick's prefix query (product-suggestions.ts): every typed word a prefix of a name word.
  const prefix = wordsOf(q)
    .map((w) => `${w}:*A`)
    .join(' & ');
  if (!prefix) return [];
  const rows = await queryRows<{ slug: string }>(
    t.handle.db,
    sql`select slug from products p where p.tenant_id = ${tenantId} and p.is_active
        and p.search_vector @@ to_tsquery('simple', ${prefix}) order by p.units_sold desc, p.name, p.id limit 8`,
  );
  return rows.map((r) => r.slug);
}

/** The slugs of the cards store's active products holding `word` in their name, best sellers first. */
async function holdersOf(word: string): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    t.handle.db,
    sql`select slug from products p where p.tenant_id = ${t.stores.cards!.id} and p.is_active
        and p.search_vector @@ to_tsquery('simple', ${`${word}:A`}) order by p.units_sold desc, p.name, p.id`,
  );
  return rows.map((r) => r.slug);
}

async function call(method: 'PATCH', url: string, payload: object) {
  const staff = await signInAs(t, 'cards', 'staff');
  return injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
}

/**
 * Waits until suggestions are picked in process again (the index reloaded at the current version): up to
 * 20 s, as a reload waits 5 times the previous load's duration, long on a loaded machine.
 */
async function indexCurrent() {
  for (let tries = 0; tries < 400; tries++) {
    if ((await suggestBy(read.inProcess, 'dragon')) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the suggestion index never caught up');
}

const products = (list: Suggestion[]) => list.filter((s) => s.type === 'product').map((s) => s.slug);

describe('suggestions picked in process', () => {
  it('answers the prefix part as the SQL does, categories first and at most 8', async () => {
    const typed = [
      ...FIRST.flatMap((w) => [w.slice(0, 3), w.slice(0, 4), w.slice(0, 5), w.toUpperCase()]),
      ...SECOND.map((w) => w.slice(0, 4)),
      'dra box',
      'box dra',
      'crim pho',
      'golem golem',
      'booster pack',
      'mox-op',
      'opal',
      "dragon's",
      'hoard dra',
      'gadg',
      'small bag',
      'bag',
      'a b c d e',
      'box 3',
      'zzzz',
      '%%%',
      'alpha',
      // Categories: contained, like it despite a typo, both, neither (Gear, Books, Bags, Small Bags).
      'gea',
      'GEAR',
      'ger',
      'gera',
      'bgs',
      'smal bgs',
      'oks',
      'bokks',
      'all bag',
      'ags',
    ];
    let prefixed = 0;
    for (const q of typed) {
      const { inProcess, bySql } = await bothWays(q);
      const categories = inProcess.filter((s) => s.type === 'category');
      expect({ q, categories }).toEqual({ q, categories: bySql.filter((s) => s.type === 'category') });
      expect(inProcess.length).toBeLessThanOrEqual(8);
      const expected = (await prefixSlugs(q)).slice(0, 8 - categories.length);
      expect({ q, prefix: products(inProcess).slice(0, expected.length) }).toEqual({ q, prefix: expected });
      expect({ q, prefix: products(bySql).slice(0, expected.length) }).toEqual({ q, prefix: expected });
      // Where the prefix fills every place, the two answers are the same.
      if (expected.length === 8 - categories.length)
        expect({ q, inProcess }).toEqual({ q, inProcess: bySql });
      prefixed += expected.length;
    }
    expect(prefixed).toBeGreaterThan(200);
    const categories = await Promise.all(['gea', 'ger', 'bag', 'bgs'].map((q) => suggest(q)));
    expect(categories.map((list) => list.filter((s) => s.type === 'category').length)).toEqual([1, 1, 2, 0]);
  });

  it('finds the products of a word typed with a letter dropped, swapped or replaced, best sellers first', async () => {
    for (const [q, word] of [
      ['boostr', 'booster'],
      ['wyvr', 'wyvern'],
      ['golme', 'golem'],
      ['obsidain', 'obsidian'],
      ['phoenox', 'phoenix'],
    ] as const) {
      const { inProcess, bySql } = await bothWays(q);
      const holders = await holdersOf(word);
      expect({ q, found: products(inProcess) }).toEqual({ q, found: holders.slice(0, 8) });
      expect(products(bySql).length).toBeGreaterThan(0);
      expect(products(bySql).every((slug) => holders.includes(slug))).toBe(true);
    }
    expect(await suggest('qqqqqq')).toEqual([]);
  });

  it('shows a rename and a deactivation in the next suggestions', async () => {
    await indexCurrent();
    const [first] = products(await suggest('golem'));
    const [row] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from products where tenant_id = ${t.stores.cards!.id} and slug = ${first!}`,
    );
    const url = `/api/manage/products/${row!.id}/`;
    expect((await call('PATCH', url, { name: 'Quiet Owl' })).statusCode).toBe(200);
    expect(products(await suggest('owl'))).toEqual([first]);
    expect(products(await suggest('golem'))).not.toContain(first);
    await indexCurrent();
    const { inProcess } = await bothWays('quiet ow');
    expect(products(inProcess)).toEqual([first]);
    expect(products((await bothWays('golem')).inProcess)).not.toContain(first);
    expect((await call('PATCH', url, { is_active: false })).statusCode).toBe(200);
    expect(await suggest('quiet ow')).toEqual([]);
    await indexCurrent();
    expect((await bothWays('quiet ow')).inProcess).toEqual([]);
    expect((await bothWays('quite owl')).inProcess).toEqual([]);
  });

  it('never suggests another store’s products', async () => {
    for (const q of ['golem', 'golme', 'outdoor', 'tent']) {
      const { inProcess } = await bothWays(q);
      expect({ q, slugs: products(inProcess) }).not.toEqual({
        q,
        slugs: expect.arrayContaining(['outdoor-golem']),
      });
    }
    // Both stores have a category 'gear': each suggests its own.
    expect((await suggest('gear')).filter((s) => s.type === 'category')).toEqual([
      { text: 'Gear', type: 'category', slug: 'gear', category: '' },
    ]);
    expect((await suggest('outdoor')).filter((s) => s.type === 'category')).toEqual([]);
    expect(products(await suggestInProcess('golem', 'outdoor.localhost'))).toEqual(['outdoor-golem']);
    expect(products(await suggestInProcess('golme', 'outdoor.localhost'))).toEqual(['outdoor-golem']);
    expect(products(await suggestInProcess('dragon', 'outdoor.localhost'))).toEqual([]);
  });
});
