import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcgSearchQuerySchema, type TcgFilters, type TcgProduct } from '@storefront/contract/tcg';
import { requestContext } from '../../platform/tenancy.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { cardIndexes, loadCardIndex } from './card-index/card-indexes.ts';
import { importAs } from './collection/collection.test-helpers.ts';
import { searchCards } from './tcg-search.service.ts';
import { seedTcgDemo } from './tcg.seed.ts';

// Issue 29, part 3: a card's language is searchable (`lang:`, the Language filter) and counted; the SQL
// search and the in-process index answer alike (decision 065).

let t: TestApp;
const indexes = cardIndexes();
beforeAll(async () => {
  t = await createTestApp();
  await seedTcgDemo(t.handle.db, t.stores.cards!);
  expect(await loadCardIndex(indexes, requestContext(t.handle.db, t.stores.cards!))).toBe(true);
}, 600_000);
afterAll(() => t.close());

type Answer = { count: number; results: TcgProduct[]; error?: string; fields?: Record<string, string> };
const search = async (query: string, host = 'cards.localhost') => {
  const res = await injectAs(t.app, host, {
    method: 'GET',
    url: `/api/ecommerce/products/tcg_search/?${query}`,
  });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const filters = async (host = 'cards.localhost') =>
  (
    await injectAs(t.app, host, { method: 'GET', url: '/api/ecommerce/products/tcg_filters/' })
  ).json<TcgFilters>();

/** The index's and the SQL search's ids for one query string. */
async function bothEngines(query: string) {
  const q = TcgSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const ctx = requestContext(t.handle.db, t.stores.cards!);
  const url = { path: '/api/ecommerce/products/tcg_search/', params: new URLSearchParams() };
  const ids = async (engine: 'index' | 'sql') =>
    (await searchCards(ctx, indexes, q, url, { engine })).results.map((r) => r.id);
  return { index: await ids('index'), sql: await ids('sql') };
}

describe('card languages', () => {
  it('finds the one French printing by lang:, by name and by the filter, in both engines', async () => {
    const { status, body } = await search('q=lang:fr');
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.results[0]!.name).toMatch(/^Sylvan Library/);
    expect(body.results[0]!.languages).toEqual(['fr']);
    for (const query of ['q=language:French', 'q=lang%3Dfr', 'language=fr', 'language=French'])
      expect((await search(query)).body.results.map((r) => r.id)).toEqual([body.results[0]!.id]);
    const english = (await search('q=lang:en&page_size=1')).body.count;
    expect((await search('q=-lang:en&page_size=1')).body.count).toBe(1);
    expect((await search('page_size=1')).body.count).toBe(english + 1);
    expect(await bothEngines('q=lang:fr')).toEqual({
      index: [body.results[0]!.id],
      sql: [body.results[0]!.id],
    });
  });

  it('carries every card its languages and counts them among the filter options', async () => {
    const { body } = await search('q=t:creature&page_size=3');
    expect(body.results.map((r) => r.languages)).toEqual([['en'], ['en'], ['en']]);
    const options = await filters();
    const active = options.games.reduce((sum, g) => sum + g.count, 0);
    expect(options.languages).toEqual([
      { value: 'en', label: 'English', count: active - 1 },
      { value: 'fr', label: 'French', count: 1 },
    ]);
  });

  it('answers an unknown language with a 400 naming the parameter', async () => {
    const q = await search('q=lang:klingon');
    expect(q.status).toBe(400);
    expect(q.body.fields?.q).toMatch(/^Unknown language "klingon": use a code \(en, de, fr/);
    const filter = await search('language=klingon');
    expect(filter.status).toBe(400);
    expect(filter.body.fields?.language).toMatch(/^Unknown language "klingon"/);
    expect((await search('q=lang:')).status).toBe(400);
  });

  it('finds none of store cards from store outdoor', async () => {
    expect((await search('q=lang:fr', 'outdoor.localhost')).body.count).toBe(0);
    expect((await search('language=en', 'outdoor.localhost')).body.count).toBe(0);
    expect((await filters('outdoor.localhost')).languages).toEqual([]);
  });

  it('finds an English printing once the store stocks it in Japanese, in both engines', async () => {
    const admin = await signInAs(t, 'cards', 'admin');
    const csv = [
      '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"',
      '"2","2","Cinder Wall","cns","Near Mint","Japanese","","","2026-05-15 13:51:43","140","False","False","0.75"',
    ].join('\n');
    const job = await importAs(t, admin, Buffer.from(csv), 'moxfield.csv', { format: 'moxfield' });
    expect(job.status).toBe('done');
    const { body } = await search('q=lang:ja');
    expect(body.results.map((r) => [r.name, r.languages])).toEqual([['Cinder Wall', ['en', 'ja']]]);
    expect((await search('q=lang:jp game:mtg')).body.count).toBe(1);
    const both = await bothEngines('q=lang:ja or lang:fr');
    expect(both.index).toEqual(both.sql);
    expect(both.index).toHaveLength(2);
    expect((await filters()).languages.find((l) => l.value === 'ja')).toEqual({
      value: 'ja',
      label: 'Japanese',
      count: 1,
    });
    const page = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: `/api/ecommerce/products/${body.results[0]!.slug}/`,
    });
    const variants = page.json<{ variants: { name: string; stock: number }[] }>().variants;
    expect(variants.filter((v) => v.name.includes('Japanese'))).toEqual([
      {
        name: 'Near Mint (Japanese)',
        stock: 2,
        id: expect.any(Number),
        sku: 'MTG-CNS-140-NM-N-JA',
        price: '0.75',
      },
    ]);
  });
});
