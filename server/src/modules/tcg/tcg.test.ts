import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { TcgSearchQuerySchema } from '@storefront/contract/tcg';
import { requestContext, type RequestContext } from '../../platform/tenancy.ts';
import { cardIndexes } from './card-index/card-indexes.ts';
import { importCards } from './import.service.ts';
import { readCards, searchCards } from './tcg-search.service.ts';
import { refreshTerms } from './tcg-terms.ts';
import { DEMO_DATA_DIR, seedTcgDemo } from './tcg.seed.ts';

/** The card indexes this file's direct searches use (the app's routes have their own). */
const indexes = cardIndexes();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTcgDemo(t.handle.db, t.stores.cards!);
}, 600_000);
afterAll(() => t.close());

type Body = {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    name: string;
    price: string;
    attributes: Record<string, unknown>;
    stock_status: string;
    available_stock: number;
  }[];
  error?: string;
  fields?: Record<string, string>;
};
const search = async (query: string, host = 'cards.localhost') => {
  const res = await injectAs(t.app, host, {
    method: 'GET',
    url: `/api/ecommerce/products/tcg_search/?${query}`,
  });
  return { status: res.statusCode, body: res.json<Body>() };
};
/** A signed-out visitor's request context in a store, for calling services directly. */
const signedOutContext = (slug: string): RequestContext => {
  return requestContext(t.handle.db, t.stores[slug]!);
};
const count = async (query: string) => (await search(`${query}&page_size=1`)).body.count;
const names = (body: Body) => body.results.map((r) => r.name);
const dbCount = (where: string) =>
  withTenant(t.handle.db, t.stores.cards!.id, async (tx) => {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql.raw(
        `select count(*)::int as n from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id where ${where}`,
      ),
    );
    return row!.n;
  });

describe('GET /api/ecommerce/products/tcg_search/', () => {
  it('answers a page of cards with count and links, sorted by name by default', async () => {
    const { status, body } = await search('page_size=5');
    expect(status).toBe(200);
    expect(body.count).toBe(2535); // 2,518 from the set files and 17 priced pokemontcg.io cards
    expect(body.results).toHaveLength(5);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/ecommerce/products/tcg_search/?page_size=5&page=2');
    const second = await search('page_size=5&page=2');
    expect(second.body.previous).toBe('/api/ecommerce/products/tcg_search/?page_size=5&page=1');
    expect(names(second.body)[0]! >= names(body)[4]!).toBe(true);
    const last = await search('page_size=100&page=26');
    expect(last.body.results).toHaveLength(35);
    expect(last.body.next).toBeNull();
  });

  it('carries the spec attributes and metadata of a named card', async () => {
    const { body } = await search('q=%22Karn%2C+Scion+of+Urza%22&set=dom');
    expect(body.count).toBe(1);
    const karn = body.results[0]!;
    expect(karn).toMatchObject({
      name: 'Karn, Scion of Urza',
      sku: 'MTG-DOM-1',
      image: {
        file: 'https://cards.scryfall.io/normal/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg',
        alt_text: 'Karn, Scion of Urza, Mythic Magic: The Gathering card from Dominaria',
      },
      attributes: {
        rarity: 'Mythic',
        mana_cost: '{4}',
        card_type: 'Legendary Planeswalker — Karn',
        power: '',
        toughness: '5',
        set: 'DOM',
        game: 'Magic: The Gathering',
      },
      metadata: { set_name: 'Dominaria', game: 'Magic: The Gathering', source: 'mtgjson' },
    });
    expect(['NM', 'LP', 'MP', 'HP', 'DMG']).toContain(karn.attributes.condition);
    expect(karn.price).toMatch(/^\d+\.\d{2}$/);
  });

  it.each([
    ['game=mtg', "c.game = 'mtg'"],
    ['game=pokemon', "c.game = 'pokemon'"],
    ['rarity=mythic', "c.rarity = 'Mythic'"],
    ['rarity=Rare+Holo', "c.rarity = 'Rare Holo'"],
    ['card_type=Creature', "'Creature' = any(c.types)"],
    ['set=dom', "c.set_code = 'dom'"],
    ['color=R', "'R' = any(c.colors)"],
    ['color=Fire', "'Fire' = any(c.colors)"],
    ['mana_cost=3', 'c.mana_value = 3'],
    ['power=2', 'c.power_value = 2'],
    ['toughness=4', 'c.toughness_value = 4'],
    ['min_price=5', 'p.price >= 5'],
    ['max_price=0.25', 'p.price <= 0.25'],
    [
      'in_stock=true',
      'exists (select 1 from supplier_stocks s where s.product_id = p.id and s.quantity > 0)',
    ],
    [
      'game=mtg&rarity=rare&color=R&in_stock=true',
      "c.game = 'mtg' and c.rarity = 'Rare' and 'R' = any(c.colors) and exists (select 1 from supplier_stocks s where s.product_id = p.id and s.quantity > 0)",
    ],
    [
      'game=pokemon&card_type=Trainer&max_price=1',
      "c.game = 'pokemon' and 'Trainer' = any(c.types) and p.price <= 1",
    ],
    [
      'set=m19&mana_cost=2&power=2&toughness=2',
      "c.set_code = 'm19' and c.mana_value = 2 and c.power_value = 2 and c.toughness_value = 2",
    ],
  ])('filters %s exactly as the data says', async (query, where) => {
    const expected = await dbCount(where);
    expect(expected).toBeGreaterThan(0);
    expect(await count(query)).toBe(expected);
  });

  it.each([
    ['t:dragon c:r', "c.type_line ilike '%dragon%' and 'R' = any(c.colors)"],
    [
      't:creature mv>=5 pow>=5',
      "c.type_line ilike '%creature%' and c.mana_value >= 5 and c.power_value >= 5",
    ],
    ['c=rg', "c.colors @> array['R','G'] and c.colors <@ array['R','G']"],
    ['r:mythic -t:creature', "lower(c.rarity) = 'mythic' and not (c.type_line ilike '%creature%')"],
    [
      '(t:elf or t:goblin) game:mtg',
      "(c.type_line ilike '%elf%' or c.type_line ilike '%goblin%') and c.game = 'mtg'",
    ],
    ['usd>=20', 'p.price >= 20'],
    ['is:foil s:thb', "c.has_foil and c.set_code = 'thb'"],
    ['o:"draw a card" game:pokemon', "c.oracle_text ilike '%draw a card%' and c.game = 'pokemon'"],
    ['game:pokemon c:water r>=rare', "c.game = 'pokemon' and 'Water' = any(c.colors) and c.rarity_rank >= 3"],
  ])('the query language %s matches the data', async (q, where) => {
    const expected = await dbCount(where);
    expect(expected).toBeGreaterThan(0);
    expect(await count(`q=${encodeURIComponent(q)}`)).toBe(expected);
  });

  it('finds names despite a typo', async () => {
    const { body } = await search(`q=${encodeURIComponent('pikachuu')}`);
    expect(names(body)).toContain('Pikachu');
  });

  it('pages past the count cap in the same order as below it', async () => {
    const ctx = signedOutContext('cards');
    const url = { path: '/api/ecommerce/products/tcg_search/', params: new URLSearchParams() };
    for (const query of [
      { page_size: '10', page: '3' },
      { page_size: '10', page: '2', sort: 'price', order: 'desc' },
      { page_size: '7', page: '4', game: 'mtg', sort: 'created_at' },
      { page_size: '5', page: '2', q: 't:creature' },
    ]) {
      const q = TcgSearchQuerySchema.parse(query);
      const full = await searchCards(ctx, indexes, q, url);
      // Capped at 40 matches, the page is read off the sort order (walkRows past the page), or sorted from
      // every match when the walk may not pass the page (walkRows 0 and a selective filter).
      for (const walkRows of [1_000, 0]) {
        const capped = await searchCards(ctx, indexes, q, url, { countCap: 40, walkRows });
        expect(capped.count).toBe(40);
        expect(capped.results.map((r) => r.id)).toEqual(full.results.map((r) => r.id));
        expect(capped.next).not.toBeNull();
      }
      expect(full.count).toBeGreaterThan(40);
    }
  });

  it('sorts by price and created_at in both orders', async () => {
    const asc = (await search('sort=price&order=asc&page_size=50')).body.results.map((r) => Number(r.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price&order=desc&page_size=50')).body.results.map((r) =>
      Number(r.price),
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await search('sort=created_at&order=desc')).status).toBe(200);
  });

  it('sorts names ignoring case, in the TCG search and in the catalogue', async () => {
    const expected = ['Academy at Tolaria West', 'Academy Drake', 'Academy Elite'];
    expect(names((await search(`q=${encodeURIComponent('name:academy')}&sort=name`)).body)).toEqual(expected);
    expect(
      names((await search(`q=${encodeURIComponent('name:academy')}&sort=name&order=desc`)).body),
    ).toEqual([...expected].reverse());
    const catalogue = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/ecommerce/products/?search=academy&ordering=name',
    });
    expect(catalogue.json<{ results: { name: string }[] }>().results.map((r) => r.name)).toEqual(expected);
  });

  it('reports stock status from supplier stock', async () => {
    const { body } = await search('page_size=100');
    for (const r of body.results)
      expect(r.stock_status).toBe(
        r.available_stock === 0 ? 'out_of_stock' : r.available_stock <= 10 ? 'low_stock' : 'in_stock',
      );
    const inStock = await search('in_stock=true&page_size=100');
    expect(inStock.body.results.every((r) => r.available_stock > 0)).toBe(true);
  });

  it.each([
    ['sort=colour', 'sort', 'sort must be one of name, price, created_at'],
    ['order=up', 'order', 'order must be asc or desc'],
    ['min_price=cheap', 'min_price', 'min_price must be a number'],
    ['mana_cost=-1', 'mana_cost', 'mana_cost must be 0 or more'],
    ['page=0', 'page', 'page must be 1 or more'],
    ['in_stock=maybe', 'in_stock', 'in_stock must be true or false'],
    ['game=yugioh', 'game', 'Unknown game "yugioh": use mtg (or magic) or pokemon'],
    ['color=purple', 'color', undefined],
    [`q=${encodeURIComponent('foo:bar')}`, 'q', undefined],
    [`q=${encodeURIComponent('(t:elf')}`, 'q', 'Missing ")" for "(" at position 1'],
    [`q=${encodeURIComponent('o:e '.repeat(125))}`, 'q', 'Queries may have at most 30 terms'],
    [`q=${encodeURIComponent('-'.repeat(160))}`, 'q', 'Queries may be nested at most 8 deep'],
    [`q=${encodeURIComponent('-('.repeat(140))}`, 'q', 'Queries may be nested at most 8 deep'],
  ])('answers 400 for %s', async (query, field, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    if (message) expect(body.fields![field]).toBe(message);
    expect(body.error?.length).toBeGreaterThan(10);
  });

  it('names the valid keywords for an unknown one', async () => {
    const { body } = await search(`q=${encodeURIComponent('flavor:dragons')}`);
    expect(body.error).toBe(
      'Invalid search query: Unknown keyword "flavor". Valid keywords: t, type, c, color, colour, r, rarity, s, set, e, edition, game, lang, language, mv, cmc, manavalue, pow, power, tou, toughness, usd, price, is, o, oracle, name',
    );
  });
});

describe('GET /api/ecommerce/products/tcg_filters/', () => {
  it('derives every option and count from the store’s cards', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/ecommerce/products/tcg_filters/',
    });
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f.games).toEqual([
      { value: 'mtg', label: 'Magic: The Gathering', count: await dbCount("c.game = 'mtg'") },
      { value: 'pokemon', label: 'Pokémon', count: await dbCount("c.game = 'pokemon'") },
    ]);
    expect(f.rarities.slice(0, 4).map((r: { value: string }) => r.value)).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Mythic',
    ]);
    expect(f.rarities.find((r: { value: string }) => r.value === 'Rare Holo').count).toBe(89);
    expect(f.sets).toContainEqual({
      value: 'dom',
      label: 'Dominaria',
      game: 'mtg',
      count: await dbCount("c.set_code = 'dom'"),
    });
    expect(f.sets).toContainEqual({ value: 'base1', label: 'Base', game: 'pokemon', count: 96 });
    expect(f.cardTypes).toContainEqual({ value: 'Trainer', label: 'Trainer', count: 175 });
    expect(f.colors.slice(0, 5).map((c: { label: string }) => c.label)).toEqual([
      'White',
      'Blue',
      'Black',
      'Red',
      'Green',
    ]);
    expect(f.colors).toContainEqual({
      value: 'Fire',
      label: 'Fire',
      count: await dbCount("'Fire' = any(c.colors)"),
    });
  });
});

describe('the tenant wall', () => {
  it('store outdoor sees none of the cards of store cards', async () => {
    expect((await search('', 'outdoor.localhost')).body.count).toBe(0);
    expect((await search(`q=${encodeURIComponent('t:creature')}`, 'outdoor.localhost')).body.count).toBe(0);
    // Matches are picked without row-level security: an "or" must not escape the store's own filter.
    for (const q of ['t:creature or t:instant', '-t:land', 'pikachu or c:r or usd>0'])
      expect((await search(`q=${encodeURIComponent(q)}`, 'outdoor.localhost')).body).toMatchObject({
        count: 0,
        results: [],
      });
    const res = await injectAs(t.app, 'outdoor.localhost', {
      method: 'GET',
      url: '/api/ecommerce/products/tcg_filters/',
    });
    expect(res.json()).toEqual({ games: [], rarities: [], cardTypes: [], sets: [], colors: [], languages: [] });
    const img = await injectAs(t.app, 'outdoor.localhost', {
      method: 'GET',
      url: '/media/cards/cards/MTG-DOM-1.svg',
    });
    expect(img.statusCode).toBe(404);
  });

  it("reads picked ids under the store policy: another store's ids come back empty", async () => {
    const ctx = signedOutContext('outdoor');
    const cardIds = (await search('page_size=5')).body.results.map((r) => r.id);
    expect(cardIds).toHaveLength(5);
    expect(await readCards(ctx, cardIds)).toEqual([]);
  });
});

describe('card images', () => {
  it('serves a generated SVG with the card name', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/media/cards/cards/MTG-DOM-1.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Karn, Scion of Urza');
    expect(res.body).not.toContain('scryfall');
    // A printing's face does not change: browsers keep it a month (Lighthouse's cache audit wanted more than an hour).
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    const missing = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/media/cards/cards/NOPE.svg',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('importing', () => {
  const read = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8');
  const totals = () =>
    withTenant(t.handle.db, t.stores.cards!.id, async (tx) => {
      const [row] = await queryRows<Record<string, number>>(
        tx,
        sql`select (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants,
          (select count(*)::int from supplier_stocks) as stocks, (select count(*)::int from product_images) as images,
          (select count(*)::int from categories) as categories`,
      );
      return row!;
    });

  it('updates instead of duplicating when a file is imported again', async () => {
    const before = await totals();
    const file = 'pokemon/cards/en/base1.json';
    const summary = await importCards(t.handle.db, t.stores.cards!, 'pokemon', {
      text: read(file),
      fileName: file,
      setsText: read('pokemon/sets/en.json'),
    });
    expect(summary).toMatchObject({ parsed: 96, created: 0, updated: 96 });
    expect(summary.skipped).toHaveLength(6);
    expect(await totals()).toEqual(before);
  });

  it('adds a ManaBox inventory as one supplier’s stock at the file’s price and condition', async () => {
    const file = 'mtg/csv/manabox/manabox_collection_export.csv';
    const summary = await importCards(
      t.handle.db,
      t.stores.cards!,
      'manabox',
      { text: read(file), fileName: file },
      { stock: 'demo', supplier: 'mintcondition' },
    );
    expect(summary).toMatchObject({ parsed: 11, created: 11 });
    const { body } = await search(`q=${encodeURIComponent('"The Ozolith"')}`);
    expect(body.results[0]).toMatchObject({
      price: '89.86',
      available_stock: 1,
      stock_status: 'low_stock',
      attributes: { is_foil: true, condition: 'NM', set: 'LTC' },
    });
    const again = await importCards(
      t.handle.db,
      t.stores.cards!,
      'manabox',
      { text: read(file), fileName: file },
      { stock: 'demo', supplier: 'mintcondition' },
    );
    expect(again).toMatchObject({ created: 0, updated: 11 });
  });

  it('puts cards under Singles > game > set', async () => {
    const rows = await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      queryRows<{ path: string }>(
        tx,
        sql`select g.name || ' > ' || m.name || ' > ' || s.name as path from categories s
            join categories m on m.id = s.parent_id join categories g on g.id = m.parent_id where s.slug = 'singles-mtg-dom'`,
      ),
    );
    expect(rows).toEqual([{ path: 'Singles > Magic: The Gathering > Dominaria' }]);
  });
});

describe('search terms and cached filter options', () => {
  it('counts a switched-off card and an import in the filter options at once', async () => {
    const options = async () =>
      (
        await injectAs(t.app, 'cards.localhost', {
          method: 'GET',
          url: '/api/ecommerce/products/tcg_filters/',
        })
      ).json<{
        games: { value: string; count: number }[];
      }>();
    const before = (await options()).games.find((g) => g.value === 'pokemon')!.count;
    const file = 'pokemon/cards/en/base1.json';
    await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      queryRows(tx, sql`update products set is_active = false where sku like 'PKM-BASE1-%'`),
    );
    const switchedOff = await dbCount("c.game = 'pokemon' and p.is_active");
    expect(switchedOff).toBeLessThan(before);
    // Counted from the store's card index, which follows every committed change at the next request.
    expect((await options()).games.find((g) => g.value === 'pokemon')!.count).toBe(switchedOff);
    await importCards(t.handle.db, t.stores.cards!, 'pokemon', {
      text: readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8'),
      fileName: file,
      setsText: readFileSync(path.join(DEMO_DATA_DIR, 'pokemon/sets/en.json'), 'utf8'),
    });
    expect((await options()).games.find((g) => g.value === 'pokemon')!.count).toBe(
      await dbCount("c.game = 'pokemon' and p.is_active"),
    );
    await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      queryRows(tx, sql`update products set is_active = true where sku like 'PKM-BASE1-%'`),
    );
  });

  it("sees a product's new price, name and active flag at once (the copies in tcg_cards)", async () => {
    const cards = t.stores.cards!;
    const [card] = (await search('page_size=1&sort=price')).body.results;
    const update = (set: string) =>
      withTenant(t.handle.db, cards.id, (tx) =>
        queryRows(tx, sql`update products set ${sql.raw(set)} where id = ${card!.id}`),
      );
    await update(`price = 9999.99, name = '  Aaa renamed card'`);
    expect((await search('min_price=9999&max_price=10000')).body.results.map((r) => r.id)).toEqual([
      card!.id,
    ]);
    expect((await search('sort=price&order=desc&page_size=1')).body.results[0]!.id).toBe(card!.id);
    expect((await search('sort=name&page_size=1')).body.results[0]!.name).toBe('  Aaa renamed card');
    await update('is_active = false');
    expect((await search('min_price=9999')).body.count).toBe(0);
    await update(`is_active = true, price = ${card!.price}, name = '${card!.name.replace(/'/g, "''")}'`);
    expect((await search('min_price=9999')).body.count).toBe(0);
    expect((await search('page_size=1&sort=price')).body.results[0]!.id).toBe(card!.id);
  });

  it('matches text only through the recorded terms, which a rebuild restores', async () => {
    const cards = t.stores.cards!;
    const query = `q=${encodeURIComponent('charizrd o:fire')}`;
    const found = (await search(query)).body.count;
    expect(found).toBeGreaterThan(0);
    await withTenant(t.handle.db, cards.id, (tx) => queryRows(tx, sql`delete from tcg_terms`));
    expect((await search(query)).body.count).toBe(0);
    await withTenant(t.handle.db, cards.id, (tx) => refreshTerms(tx, cards.id));
    expect((await search(query)).body.count).toBe(found);
  });
});
