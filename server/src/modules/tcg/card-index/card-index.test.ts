import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcgSearchQuerySchema } from '@storefront/contract/tcg';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant-scope.ts';
import { requestContext } from '../../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countFilterOptionsInSql, tcgFilterOptions } from '../tcg-filters.service.ts';
import { searchCards } from '../tcg-search.service.ts';
import { seedTcgDemo } from '../tcg.seed.ts';
import { Bitmap } from './bitmap.ts';
import { ranksOf, type CardIndex } from './card-index.ts';
import { keptBitmapCount, scratchOf } from './index-bitmaps.ts';
import { pageIds } from './index-page.ts';
import { cardIndexes, currentIndex, loadCardIndex } from './card-indexes.ts';

let t: TestApp;
/** This file's own card indexes, as an app makes them. */
const indexes = cardIndexes();
beforeAll(async () => {
  t = await createTestApp();
  await seedTcgDemo(t.handle.db, t.stores.cards!);
  // Loaded before the first comparison, so every `index` answer below comes from the index, not SQL.
  expect(await loadCardIndex(indexes, ctxOf('cards'))).toBe(true);
}, 600_000);
afterAll(() => t.close());

const url = { path: '/api/ecommerce/products/tcg_search/', params: new URLSearchParams() };
const ctxOf = (store: string) => requestContext(t.handle.db, t.stores[store]!);

/** The index's answer and the SQL search's answer to one query string. */
async function both(query: string, store = 'cards') {
  const q = TcgSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const ctx = ctxOf(store);
  const answer = async (engine: 'index' | 'sql') => {
    const r = await searchCards(ctx, indexes, q, url, { engine });
    return { count: r.count, next: r.next, ids: r.results.map((x) => x.id) };
  };
  return { index: await answer('index'), sql: await answer('sql') };
}

const QUERIES = [
  '',
  'sort=price&order=desc',
  'sort=created_at&page=3',
  'game=mtg&rarity=mythic',
  'game=pokemon&rarity=rare&sort=price',
  'game=mtg&rarity=rare&min_price=1&max_price=20&in_stock=true&sort=price',
  'game=mtg&color=R&card_type=Creature&min_price=1&max_price=10&in_stock=true',
  'game=pokemon&color=Fire&max_price=5&sort=price',
  'color=colorless&sort=price&order=desc',
  'color=multicolor&page=2&page_size=7',
  'mana_cost=3&power=2',
  'toughness=4&sort=name&order=desc',
  'set=thb&page=2&page_size=5',
  'min_price=0.5&max_price=0.5',
  'in_stock=false&page=40',
  'q=dragn',
  'q=charizrd',
  'q=goblin wizrd',
  'q="lightning bolt"',
  'q=t:dragon c:r mv>=5',
  'q=t:creature c=rg pow>=4',
  'q=(t:elf or t:goblin) -c:g r>=rare',
  'q=game:pokemon (c:fire or c:water) usd<2',
  'q=o:"draw a card" usd<1',
  'q=o:trample is:foil',
  'q=-t:land -is:instock&sort=price',
  'q=c<=wu c!=u mv<2 tou>=1&sort=created_at&order=desc',
  'q=c>r or c<wu or c=colorless or c!=m',
  'q=r:m or r:"rare holo" or r<uncommon or r!=common',
  'q=s:thb or e:"Base" or s!=dom',
  'q=usd=0.25 or usd!=1 or usd>50 or usd<=0.1',
  'q=pow>3 or pow!=2 or mv=0 or tou<1',
  'q=name:goblin -name:king name!=elf',
  'q=-(-(t:elf))',
  'q=lang:fr',
  'q=lang:french or lang:ja',
  'q=-lang:en&sort=price',
  'q=lang!=en or lang=jp',
  'language=fr',
  'language=English&game=mtg&page=2',
  'q=zzzzqqq',
];

describe('the in-process card index', () => {
  it.each(QUERIES)('answers %s exactly as the SQL search', async (query) => {
    const { index, sql } = await both(query);
    expect(index).toEqual(sql);
  });

  it('answers with the SQL search past the count cap', async () => {
    const q = TcgSearchQuerySchema.parse({ page: '5', page_size: '9', sort: 'price' });
    const ctx = ctxOf('cards');
    expect(await currentIndex(indexes, ctx)).not.toBeNull();
    const capped = await searchCards(ctx, indexes, q, url, { countCap: 100 });
    const viaSql = await searchCards(ctx, indexes, q, url, { countCap: 100, engine: 'sql' });
    expect(capped.count).toBe(100);
    expect(capped.results.map((r) => r.id)).toEqual(viaSql.results.map((r) => r.id));
  });

  it('finds none of store cards from store outdoor', async () => {
    for (const query of ['', 'q=t:creature or -t:creature', 'q=-zzz']) {
      const { index } = await both(query, 'outdoor');
      expect(index).toEqual({ count: 0, next: null, ids: [] });
    }
  });

  it('sees a card sold out, restocked, repriced and deleted at the next search', async () => {
    const cards = t.stores.cards!;
    const inStock = 'in_stock=true&sort=price&page_size=50';
    const [first] = (await both(inStock)).index.ids;
    const write = (statement: ReturnType<typeof sql>) =>
      withTenant(t.handle.db, cards.id, (tx) => queryRows(tx, statement));
    await write(sql`update supplier_stocks set quantity = 0 where product_id = ${first!}`);
    let answers = await both(inStock);
    expect(answers.index.ids).not.toContain(first);
    expect(answers.index).toEqual(answers.sql);
    await write(sql`update supplier_stocks set quantity = 5 where product_id = ${first!}`);
    expect((await both(inStock)).index.ids[0]).toBe(first);
    const third = (await both('sort=price&page_size=3')).index.ids[2]!;
    await write(sql`update products set price = 0.01 where id = ${third}`);
    answers = await both('sort=price&page_size=3');
    expect(answers.index.ids[0]).toBe(third);
    expect(answers.index).toEqual(answers.sql);
    await write(sql`delete from products where id = ${third}`);
    answers = await both('sort=price&page_size=3');
    expect(answers.index.ids).not.toContain(third);
    expect(answers.index).toEqual(answers.sql);
  });

  it('keeps each page of a search, per page and order, until a card changes', async () => {
    const cards = t.stores.cards!;
    const search = 'in_stock=true&sort=price&page_size=5';
    const first = await both(search);
    expect(await both(search)).toEqual(first);
    const second = await both(`${search}&page=2`);
    expect(second.index).toEqual(second.sql);
    expect(second.index.ids).not.toEqual(first.index.ids);
    const desc = await both(`${search}&order=desc`);
    expect(desc.index).toEqual(desc.sql);
    const fifth = first.index.ids[4]!;
    await withTenant(t.handle.db, cards.id, (tx) =>
      queryRows(tx, sql`update products set price = 0.01 where id = ${fifth}`),
    );
    const after = await both(search);
    expect(after.index.ids[0]).toBe(fifth);
    expect(after.index).toEqual(after.sql);
  });

  it('answers from the loaded index without the owner connection until a card changes', async () => {
    const cards = t.stores.cards!;
    const ctx = ctxOf('cards');
    let picks = 0;
    // The owner connection's doors: picking ids and loading (or syncing) the index.
    const counted = {
      ...ctx,
      pick: ((work) => (picks++, ctx.pick(work))) as typeof ctx.pick,
      loadIndex: ((work) => (picks++, ctx.loadIndex(work))) as typeof ctx.loadIndex,
    };
    const q = TcgSearchQuerySchema.parse({ sort: 'price', page_size: '3' });
    await searchCards(counted, indexes, q, url);
    picks = 0;
    const first = await searchCards(counted, indexes, q, url);
    expect(picks).toBe(0);
    const [cheapest] = first.results;
    await withTenant(t.handle.db, cards.id, (tx) =>
      queryRows(tx, sql`update products set price = 9999 where id = ${cheapest!.id}`),
    );
    const after = await searchCards(counted, indexes, q, url);
    expect(picks).toBeGreaterThan(0);
    expect(after.results.map((r) => r.id)).not.toContain(cheapest!.id);
    await withTenant(t.handle.db, cards.id, (tx) =>
      queryRows(tx, sql`update products set price = ${cheapest!.price} where id = ${cheapest!.id}`),
    );
    expect((await searchCards(counted, indexes, q, url)).results[0]!.id).toBe(cheapest!.id);
  });

  it('keeps the bitmaps of its filters, and answers a card written since from its values', async () => {
    const cards = t.stores.cards!;
    const ctx = ctxOf('cards');
    const query = 'q=c:r usd>=0.5 usd<=30&sort=price&page_size=100';
    const warm = await both(query);
    expect(warm.index).toEqual(warm.sql);
    // A second search of the same filters (another page) keeps its price stretches too: asked for twice.
    await both(`${query}&page=2`);
    const index = (await currentIndex(indexes, ctx))!;
    const kept = keptBitmapCount(index);
    expect(kept).toBeGreaterThan(0);
    const write = (statement: ReturnType<typeof sql>) =>
      withTenant(t.handle.db, cards.id, (tx) => queryRows(tx, statement));
    // One red card turns green (out of the answer), one green card in the price range turns red (into it).
    const [gone] = warm.index.ids;
    const [came] = await write(
      sql`select product_id as id from tcg_cards where tenant_id = ${cards.id} and colors = array['G']
            and price between 0.5 and 30 and is_active order by price limit 1`,
    );
    const cameId = (came as { id: number }).id;
    await write(sql`update tcg_cards set colors = array['G'] where product_id = ${gone!}`);
    await write(sql`update tcg_cards set colors = array['R'] where product_id = ${cameId}`);
    const after = await both(query);
    expect(after.index.ids).not.toContain(gone);
    expect(after.index.ids).toContain(cameId);
    expect(after.index).toEqual(after.sql);
    // The same index answered from the bitmaps it kept: the written cards came from their values.
    expect(await currentIndex(indexes, ctx)).toBe(index);
    expect(keptBitmapCount(index)).toBe(kept);
  });

  it('keeps bitmaps per store: cards of another store never appear, whatever the first one kept', async () => {
    const other = t.stores.warehouse!;
    const query = 'game=mtg&rarity=rare&min_price=1&max_price=20&sort=price&page_size=100';
    const before = await both(query);
    const ids = await withTenant(t.handle.db, other.id, async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`insert into products (tenant_id, slug, name, sku, price)
            select ${other.id}, 'wall-' || g, 'Wall Dragon ' || g, 'WALL-' || g, 2 + g from generate_series(1, 3) g
            returning id`,
      );
      await queryRows(
        tx,
        sql`insert into tcg_cards (tenant_id, product_id, game, set_code, set_name, rarity, colors, source, source_id)
            select ${other.id}, id, 'mtg', 'wal', 'Wall Set', 'Rare', array['R'], 'test', id::text
            from unnest(${sql.param(rows.map((r) => r.id))}::int[]) id`,
      );
      return rows.map((r) => r.id);
    });
    const ourIndex = (await currentIndex(indexes, ctxOf('cards')))!;
    const ourKept = keptBitmapCount(ourIndex);
    expect(ourKept).toBeGreaterThan(0);
    const theirs = await both(query, 'warehouse');
    expect(theirs.index).toEqual(theirs.sql);
    expect(theirs.index.ids).toEqual(ids);
    // Its own bitmaps only: one for both price bounds (all three of its cards lie between them); its few
    // cards give every other value a ready bitmap.
    const theirIndex = (await currentIndex(indexes, ctxOf('warehouse')))!;
    expect(keptBitmapCount(theirIndex)).toBe(1);
    expect(keptBitmapCount(ourIndex)).toBe(ourKept);
    const ours = await both(query);
    expect(ours.index).toEqual(before.index);
    expect(ours.index.ids.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('is rebuilt for a renamed card, the SQL search answering meanwhile', async () => {
    const cards = t.stores.cards!;
    const [id] = (await both('sort=name&page_size=1')).index.ids;
    await withTenant(t.handle.db, cards.id, (tx) =>
      queryRows(tx, sql`update products set name = 'Zzz renamed' where id = ${id!}`),
    );
    const answers = await both('sort=name&order=desc&page_size=2');
    expect(answers.index.ids[0]).toBe(id);
    expect(answers.index).toEqual(answers.sql);
    const index = await currentIndex(indexes, ctxOf('cards'));
    expect(index === null || index.changed.size === 0).toBe(true);
  });
});

describe('filter options from the index', () => {
  it('counts exactly as the SQL grouping sets, and follows a change at the next call', async () => {
    const cards = t.stores.cards!;
    const ctx = ctxOf('cards');
    const before = await tcgFilterOptions(ctx, indexes);
    expect(before).toEqual(await countFilterOptionsInSql(ctx));
    expect(before.games.map((g) => g.value)).toEqual(['mtg', 'pokemon']);
    // The demo's one French printing (Scryfall `lang: fr`); every other card is English.
    const active = before.games.reduce((sum, g) => sum + g.count, 0);
    expect(before.languages).toEqual([
      { value: 'en', label: 'English', count: active - 1 },
      { value: 'fr', label: 'French', count: 1 },
    ]);
    const write = (statement: ReturnType<typeof sql>) =>
      withTenant(t.handle.db, cards.id, (tx) => queryRows(tx, statement));
    const [card] = await write(sql`select min(product_id) as id from tcg_cards where game = 'mtg'`);
    const id = (card as { id: number }).id;
    const [base1] = await write(
      sql`select count(*)::int as n from products where sku like 'PKM-BASE1-%' and is_active`,
    );
    await write(sql`update products set is_active = false where sku like 'PKM-BASE1-%'`);
    await write(
      sql`update tcg_cards set rarity = 'Special', colors = array['W','U','B'], set_name = 'Aaa',
          languages = array['en', 'ja'] where product_id = ${id}`,
    );
    const after = await tcgFilterOptions(ctx, indexes);
    expect(after).toEqual(await countFilterOptionsInSql(ctx));
    expect(after.languages.find((l) => l.value === 'ja')).toEqual({
      value: 'ja',
      label: 'Japanese',
      count: 1,
    });
    expect(after.rarities).toContainEqual({ value: 'Special', label: 'Special', count: 1 });
    expect(after.games[1]!.count).toBe(before.games[1]!.count - (base1 as { n: number }).n);
    expect(await tcgFilterOptions(ctx, indexes)).toBe(after);
    await write(sql`update products set is_active = true where sku like 'PKM-BASE1-%'`);
    expect(await tcgFilterOptions(ctx, indexes)).toEqual(await countFilterOptionsInSql(ctx));
  });

  it('counts none of store cards for store outdoor', async () => {
    expect(await tcgFilterOptions(ctxOf('outdoor'), indexes)).toEqual({
      games: [],
      rarities: [],
      cardTypes: [],
      sets: [],
      colors: [],
      languages: [],
    });
  });
});

describe('Bitmap', () => {
  it('counts, lists and combines rows across word boundaries', () => {
    const a = Bitmap.full(70);
    expect(a.count()).toBe(70);
    const b = new Bitmap(70);
    [0, 31, 32, 63, 64, 69].forEach((r) => b.add(r));
    expect(b.rows()).toEqual([0, 31, 32, 63, 64, 69]);
    expect(a.copy().andNot(b).count()).toBe(64);
    expect(new Bitmap(70).or(b).and(Bitmap.full(70)).rows()).toEqual([0, 31, 32, 63, 64, 69]);
    b.remove(31);
    expect(b.has(31)).toBe(false);
  });

  it('counts only as far as asked, past it answering more than asked', () => {
    const b = Bitmap.full(1_000);
    expect(b.count(1_000)).toBe(1_000);
    expect(b.count(10)).toBeGreaterThan(10);
    expect(b.count(10)).toBeLessThan(1_000);
    expect(new Bitmap(1_000).count(10)).toBe(0);
  });

  it('reuses work bitmaps once given back, cleared or filled as asked', () => {
    const scratch = scratchOf({ size: 70 } as Parameters<typeof scratchOf>[0]);
    const first = scratch.full();
    first.remove(3);
    scratch.giveBack();
    const again = scratch.empty();
    expect(again).toBe(first);
    expect(again.count()).toBe(0);
    expect(scratch.full()).not.toBe(first);
    scratch.giveBack();
  });
});

describe('pageIds', () => {
  // Ten rows priced 9, 8, …, 0 (row 9 is the cheapest); rows 1, 3, 4, 6 and 8 match, priced 8, 6, 5, 3, 1.
  const price = Float64Array.from({ length: 10 }, (_, row) => 9 - row);
  const priceOrder = Int32Array.from({ length: 10 }, (_, i) => 9 - i);
  const index = {
    size: 10,
    productIds: Int32Array.from({ length: 10 }, (_, row) => 100 + row),
    price,
    orders: { price: priceOrder },
    ranks: { price: ranksOf(priceOrder) },
  } as unknown as CardIndex;
  const loaded = new Bitmap(10);
  [1, 3, 4, 6, 8].forEach((row) => loaded.add(row));

  it('walks only the price window and answers as the sort of every match', () => {
    for (const desc of [false, true])
      for (const offset of [0, 1, 3])
        for (const priceWindow of [
          [0, 10],
          [1, 9],
          [2, 7],
        ] as [number, number][]) {
          const page = { sort: 'price' as const, desc, offset, limit: 2, priceWindow };
          // Positions 2..7 of the price order are rows 7..2: the matches priced 3, 5 and 6 (rows 6, 4, 3).
          const inWindow = [1, 3, 4, 6, 8].filter((row) => {
            const at = 9 - row;
            return at >= priceWindow[0] && at < priceWindow[1];
          });
          const sorted = inWindow.sort((a, b) => (desc ? price[b]! - price[a]! : price[a]! - price[b]!));
          const expected = sorted.slice(offset, offset + 2).map((row) => 100 + row);
          const window = new Bitmap(10);
          inWindow.forEach((row) => window.add(row));
          expect(pageIds(index, loaded, [], 6_000, page)).toEqual(expected);
          expect(pageIds(index, window, [], 1, page)).toEqual(expected);
        }
  });
});
