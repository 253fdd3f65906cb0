import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures, turnsDuring, newProduct } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { answerOf, freshReadModel, productQueryOf, readerContext } from './catalog-read.test-helpers.ts';
import { parseQuery, parseVector, queryLexemes, rank } from './full-text-rank.ts';
import { buildIndex } from './search-index-build.ts';

// The in-process product search (product-search-index.ts) must answer exactly what the SQL search answers:
// the same matches, count and order (ts_rank, then lower(name), id), and see every write at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
  // 300 more products whose words repeat across name, SKU and description with different weights and counts.
  const cards = t.stores.cards!;
  await withTenant(t.handle.db, cards.id, (tx) =>
    tx.execute(sql`insert into products (tenant_id, slug, name, sku, short_description, description, price, is_active)
      select ${cards.id}, 'gen-' || g,
        (array['Dragon','dragon Shield','Storm Dragon dragon','Box','Booster Box','Deck'])[1 + g % 6] || ' ' ||
          (array['Crimson','Frost','Deck Box','Phoenix'])[1 + g % 4] || ' ' || (g % 7),
        'box-' || g,
        (array['','A booster box.','dragons and boxes','deck'])[1 + g % 4],
        repeat('dragon phoenix ', g % 3) || (array['booster','box box','art'])[1 + g % 3],
        5, g % 13 <> 0
      from generate_series(1, 300) g`),
  );
  // More matches of one word than SQL counts exactly (it estimates above 1,000).
  await withTenant(t.handle.db, cards.id, (tx) =>
    tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
      select ${cards.id}, 'zebra-' || g, 'Zebra Sleeve ' || g, 'ZS-' || g, 2 from generate_series(1, 1100) g`),
  );
});
afterAll(() => t.close());

/** The test's own read model (the app makes its own): searched through its reader interface. */
let read = freshReadModel();
const shopper = () => readerContext(t, 'cards.localhost');
const listUrl = (query: string) => `/api/ecommerce/products/?${query}`;

type Answer = { count: number; results: { slug: string }[] };
/** A search as the route answers it: in process, and through SQL where that declines. */
const search = async (query: string): Promise<Answer> => {
  const answer = await answerOf(read.reader, shopper(), listUrl(query));
  expect(answer?.status, answer?.body).toBe(200);
  return JSON.parse(answer!.body);
};
/** The same search answered by the in-process reader and by the SQL one, byte for byte. */
async function bothWays(query: string) {
  const [indexed, bySql] = [
    await answerOf(read.inProcess, shopper(), listUrl(query)),
    await answerOf(read.sql, shopper(), listUrl(query)),
  ];
  expect({ query, body: indexed?.body }).toEqual({ query, body: bySql?.body });
  return { indexed: JSON.parse(indexed!.body) as Answer, bySql: JSON.parse(bySql!.body) as Answer };
}
/** Whether the search index (not SQL) picks `query`'s page now. */
const searchedInProcess = async (query: string) =>
  (await read.inProcess.search(shopper(), productQueryOf(listUrl(query)))) !== null;

/** A dashboard write by the cards store's staff. */
async function call(method: 'POST' | 'PATCH', url: string, payload: object) {
  const staff = await signInAs(t, 'cards', 'staff');
  return injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
}

/** Waits until plain searches are answered in process again (the index reloaded at the current version). */
async function indexCurrent() {
  // Loads are spaced at 5× the last load's time, seconds on a loaded machine.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await searchedInProcess('search=dragon')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the search index never caught up');
}

describe('the in-process product search', () => {
  it('answers what the SQL search answers: matches, count, order and pages', async () => {
    const searches = [
      'dragon',
      'dragons',
      'box',
      'booster box',
      'deck box',
      'dragon or phoenix',
      'the dragon',
      'crimson',
      'storm dragon',
      'art',
      'box-17',
      'nothingatall',
      'dragonn',
      '"storm dragon"',
      'dragon -box',
    ];
    for (const q of searches)
      for (const page of ['', '&page=2', '&page_size=7&page=3']) {
        const { indexed, bySql } = await bothWays(`search=${encodeURIComponent(q)}${page}`);
        expect({ q, page, ...indexed }).toEqual({ q, page, ...bySql });
      }
    // The index did answer them (a search of a ready index at the current version).
    const { indexed } = await bothWays('search=dragon&page_size=100');
    expect(await searchedInProcess('search=dragon&page_size=100')).toBe(true);
    expect(indexed.count).toBeGreaterThan(100);
  });

  it('counts every match exactly, also above the 1,000 SQL counts exactly', async () => {
    await indexCurrent();
    const zebras = await search('search=zebra&page_size=1');
    expect(await searchedInProcess('search=zebra&page_size=1')).toBe(true);
    expect(zebras.count).toBe(1100);
  });

  it('reads a store in chunks (so PGlite serves other requests between them) to the same index', async () => {
    const whole = await bothWays('search=dragon&page_size=100');
    read = freshReadModel({ loadChunkRows: 7 });
    try {
      await indexCurrent();
      let inProcess = 0;
      for (const q of ['dragon', 'booster box', 'crimson', 'deck box'])
        for (const page of ['&page_size=100', '&page_size=7&page=3']) {
          const query = `search=${encodeURIComponent(q)}${page}`;
          const { indexed, bySql } = await bothWays(query);
          expect({ q, page, ...indexed }).toEqual({ q, page, ...bySql });
          if (await searchedInProcess(query)) inProcess += 1;
        }
      expect(inProcess).toBe(8);
      expect(await search('search=dragon&page_size=100')).toEqual(whole.indexed);
    } finally {
      read = freshReadModel();
    }
  });

  it('computes ts_rank bit for bit', async () => {
    const vectors = [
      `setweight(to_tsvector('simple', 'dragon dragon box'), 'A') || to_tsvector('english', 'dragon art dragon dragon')`,
      `setweight(to_tsvector('simple', 'box'), 'B') || setweight(to_tsvector('simple', 'a box of dragon boxes'), 'C')`,
      `to_tsvector('simple', repeat('dragon box ', 40))`,
      `'dragon' || setweight('box:1,2,3'::tsvector, 'A')`,
    ];
    const queries = [`'dragon' | 'box'`, `'dragon'`, `'box' | 'art' | 'zebra'`, `'dragon' & 'box' | 'art'`];
    for (const vector of vectors)
      for (const query of queries) {
        const [row] = await queryRows<{ text: string; rank: number }>(
          t.handle.db,
          sql.raw(
            `select (${vector})::text as text, ts_rank(${vector}, '${query.replace(/'/g, "''")}') as rank`,
          ),
        );
        const lexemes = parseVector(row!.text);
        const mine = rank(queryLexemes(parseQuery(query)!).map((l) => lexemes.get(l)));
        expect({ vector, query, rank: mine }).toEqual({
          vector,
          query,
          rank: Math.fround(Number(row!.rank)),
        });
      }
  });

  it('leaves phrases, negation, prefixes, weights and a root & to SQL', () => {
    for (const text of [`'a' <-> 'b'`, `'a' & !'b'`, `'a':*`, `'a':A`, `'a' & 'b'`, ``])
      expect(parseQuery(text)).toBeNull();
    expect(parseQuery(`'a' & 'b' | 'c'`)).toEqual({
      op: '|',
      left: { op: '&', left: 'a', right: 'b' },
      right: 'c',
    });
    // Quotes are doubled and backslashes escaped in the text forms.
    expect([...parseVector(`'it''s':1A,3 'x\\\\y'`).keys()]).toEqual(["it's", 'x\\y']);
  });

  it('sees a rename, a deactivation and a new product in the next search', async () => {
    const first = (await search('search=dragon')).results[0]!.slug;
    const [row] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from products where tenant_id = ${t.stores.cards!.id} and slug = ${first}`,
    );
    expect((await call('PATCH', `/api/manage/products/${row!.id}/`, { name: 'Quiet Owl' })).statusCode).toBe(
      200,
    );
    expect((await search('search=owl')).results.map((p) => p.slug)).toEqual([first]);
    expect((await search('search=dragon')).results.map((p) => p.slug)).not.toContain(first);
    expect((await call('PATCH', `/api/manage/products/${row!.id}/`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await search('search=owl')).count).toBe(0);
    const made = await call('POST', '/api/manage/products/', newProduct('Owl Dragon', 'OD-1', '1.00', 1));
    expect(made.statusCode).toBe(201);
    expect((await search('search=owl')).results.map((p) => p.slug)).toEqual(['owl-dragon']);
    const { indexed, bySql } = await bothWays('search=dragon&page_size=100');
    expect(indexed).toEqual(bySql);
  });

  it('keeps a typo page for the data version it was read at only', async () => {
    await indexCurrent();
    expect((await search('search=pangolinn')).results).toEqual([]);
    const made = await call('POST', '/api/manage/products/', newProduct('Pangolin Plush', 'PP-1', '3.00', 1));
    expect(made.statusCode).toBe(201);
    await indexCurrent();
    expect((await search('search=pangolinn')).results.map((p) => p.slug)).toEqual(['pangolin-plush']);
  });

  it('builds an index in slices, letting other work run between them', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i + 1,
      vector: `'dragon':1A,4 'box':2 'sku-${i}':3B 'n${i % 500}':5C`,
    }));
    const { result: index, turns } = await turnsDuring(() => buildIndex(rows));
    // 20,000 rows take well over one slice (10 ms): other callbacks ran while it was built.
    expect(turns).toBeGreaterThan(1);
    expect(index.postings.get('dragon')!.docs.length).toBe(20_000);
    expect(Array.from(index.postings.get('n7')!.docs)).toEqual(
      Array.from({ length: 40 }, (_, k) => 7 + 500 * k),
    );
  });
});
