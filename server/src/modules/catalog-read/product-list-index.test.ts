import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ORDERINGS } from '@storefront/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures, turnsDuring } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { answerOf, freshReadModel, readerContext } from './catalog-read.test-helpers.ts';
import { LIST_INDEX_MAX_AGE_MS } from './product-list-index.ts';
import { sortInSlices, timeSlices } from './index-slices.ts';

// The list index (product-list-index.ts) must answer exactly what the SQL list answers: the same products,
// count, order, links and stock for every order, filter and page, and see every announced write. Asked
// through the read model's interface: the in-process reader against the SQL one, byte for byte.

/** The list indexes' clock: `withAging` lets their maximum age pass at every read while it runs. */
let skew = 0;
let aging = false;
const clock = () => Date.now() + skew;
/** The test's own read model (the app makes its own). */
const read = freshReadModel({ clock });
const tick = () => {
  if (aging) skew += LIST_INDEX_MAX_AGE_MS + 1;
};
/** `work` with the list index older than its maximum age at every read (it reads the change log first). */
async function withAging<T>(work: () => Promise<T>): Promise<T> {
  aging = true;
  try {
    return await work();
  } finally {
    aging = false;
  }
}

let t: TestApp;
beforeAll(async () => {
  // Off in tests but its own (test-app.ts): tests that set data up behind the API would read an old index.
  t = await createTestApp({ config: { listIndex: { storeProducts: 250_000, totalProducts: 500_000 } } });
  await loadCatalogFixtures(t);
  // 400 more products with ties in every order (price, created_at, units sold), names that differ only in
  // case or accents, missing release dates, deals, featured and inactive ones, across the category tree.
  const cards = t.stores.cards!;
  await withTenant(t.handle.db, cards.id, (tx) =>
    tx.execute(sql`
      with cats as (select array_agg(id order by id) ids from categories where tenant_id = ${cards.id}),
           types as (select array_agg(id order by id) ids from product_types where tenant_id = ${cards.id})
      insert into products (tenant_id, slug, name, sku, price, compare_at_price, category_id, product_type_id,
        is_featured, is_active, units_sold, release_date, created_at)
      select ${cards.id}, 'gen-' || g,
        (array['Émile','emile','Zed','zed','Ärger','arger','Bolt','bolt'])[1 + g % 8] || ' ' || (g % 37),
        'GEN-' || g, (g % 9) + 0.5, case when g % 5 = 0 then (g % 9) + 3 end,
        case when g % 6 = 0 then null else cats.ids[1 + g % array_length(cats.ids, 1)] end,
        case when g % 4 = 0 then null else types.ids[1 + g % array_length(types.ids, 1)] end,
        g % 7 = 0, g % 13 <> 0, (g % 5) * 3,
        case when g % 3 = 0 then date '2030-01-01' + (g % 4) when g % 3 = 1 then date '2020-01-01' + (g % 4) end,
        timestamptz '2026-01-01' + (g % 11) * interval '1 hour'
      from generate_series(1, 400) g, cats, types`),
  );
});
afterAll(() => t.close());

type Answer = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { slug: string; available_stock: number; price: string }[];
};
/** A list as the route answers it: in process, and through SQL where that declines. */
const list = async (path: string, host = 'cards.localhost'): Promise<Answer> => {
  tick();
  const answer = await answerOf(read.reader, readerContext(t, host), path);
  expect(answer?.status, answer?.body).toBe(200);
  return JSON.parse(answer!.body);
};

/** The same list answered by the in-process reader and by SQL, bytes and ETag. */
async function bothWays(path: string, host = 'cards.localhost') {
  const fast = await answerOf(read.inProcess, readerContext(t, host), path);
  const bySql = (await answerOf(read.sql, readerContext(t, host), path))!;
  expect(bySql.status, bySql.body).toBe(200);
  return { indexed: fast ?? bySql, bySql, byIndex: fast !== null };
}

/** Waits until the store's lists are answered by the index (loaded, and current with the change log). */
async function indexCurrent(host = 'cards.localhost') {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await answerOf(read.inProcess, readerContext(t, host), '/api/ecommerce/products/')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the list index never caught up');
}

/** Every answer the index gives equals SQL's, and the index gave each. */
async function expectSame(paths: string[], host?: string) {
  for (const path of paths) {
    const { indexed, bySql, byIndex } = await bothWays(path, host);
    expect({ path, ...indexed }).toEqual({ path, ...bySql });
    expect({ path, byIndex }).toEqual({ path, byIndex: true });
  }
}

const ORDERINGS = ['', ...PRODUCT_ORDERINGS];
const FILTERS = [
  '',
  'category=gear',
  'category=bags',
  'product_type=widget',
  'collection=deals',
  'collection=new',
  'collection=bestsellers',
  'category=gear&product_type=gadget',
  'category=bags&collection=deals',
];
const PAGES = ['', 'page=2&page_size=7', 'page_size=100', 'page=3&page_size=100', 'page=99'];

/** A staff member's call of the cards store. */
async function asStaff(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) {
  const staff = await signInAs(t, 'cards', 'staff');
  const res = await injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

const idOf = async (table: 'products' | 'categories', slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from ${sql.raw(table)} where tenant_id = ${t.stores.cards!.id} and slug = ${slug}`,
  );
  return row!.id;
};

describe('the list index', () => {
  it('answers what SQL answers for every order, filter and page', async () => {
    await indexCurrent();
    const paths: string[] = [];
    for (const ordering of ORDERINGS)
      for (const filter of FILTERS)
        for (const page of PAGES) {
          const query = [ordering && `ordering=${ordering}`, filter, page].filter(Boolean).join('&');
          paths.push(`/api/ecommerce/products/?${query}`);
        }
    const gear = await idOf('categories', 'gear');
    paths.push(`/api/ecommerce/products/?category=${gear}`, '/api/ecommerce/products/featured/');
    await expectSame(paths);
    const all = await list('/api/ecommerce/products/?page_size=100');
    expect(all.count).toBeGreaterThan(300);
  });

  it('answers an unknown category or type as SQL does (400), and leaves preorders and staff to SQL', async () => {
    for (const query of ['category=nope', 'category=99999', 'product_type=nope']) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: `/api/ecommerce/products/?${query}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Unknown (category|product type): /);
      expect(Object.keys(res.json().fields)).toEqual([query.split('=')[0]]);
    }
    const shopper = readerContext(t, 'cards.localhost');
    expect(
      await answerOf(read.inProcess, shopper, '/api/ecommerce/products/?collection=preorders'),
    ).toBeNull();
    await list('/api/ecommerce/products/?collection=preorders');
    const staff = await signInAs(t, 'cards', 'staff');
    const res = await injectAs(t.app, staff.host, {
      method: 'GET',
      url: '/api/ecommerce/products/?page_size=100',
      headers: staff.headers,
    });
    expect(res.json().results.some((p: { supplier: { email?: string } | null }) => p.supplier?.email)).toBe(
      true,
    );
    const staffContext = readerContext(t, 'cards.localhost', 'staff');
    expect(await answerOf(read.inProcess, staffContext, '/api/ecommerce/products/?page_size=100')).toBeNull();
  });

  it('gives a search’s page its cards from the index, as SQL reads them', async () => {
    await expectSame([]);
    for (const q of ['emile', 'bolt 3', 'lantern', 'nothingatall'])
      for (const page of ['', '&page=2&page_size=5']) {
        const { indexed, bySql, byIndex } = await bothWays(`/api/ecommerce/products/?search=${q}${page}`);
        expect({ q, byIndex, ...indexed }).toEqual({ q, byIndex: true, ...bySql });
      }
  });

  it('sees each write through the API in the next read, and answers it again once reloaded', async () => {
    await indexCurrent();
    const product = await idOf('products', 'alpha-zephyr-lantern');
    const check = async (write: () => Promise<unknown>, see: (answer: Answer) => void, order = 'price') => {
      await write();
      // The next read already shows the write (the index applies it as a delta, decision 050).
      see(await list(`/api/ecommerce/products/?page_size=100&ordering=${order}`));
      await indexCurrent();
      see(await list(`/api/ecommerce/products/?page_size=100&ordering=${order}`));
      await expectSame([
        '/api/ecommerce/products/?page_size=100',
        '/api/ecommerce/products/?page_size=100&ordering=-price',
        '/api/ecommerce/products/?category=gear&page_size=100',
      ]);
    };
    await check(
      () => asStaff('PATCH', `/api/manage/products/${product}/`, { name: 'Aardvark First' }),
      (a) => expect(a.results[0]).toMatchObject({ slug: 'alpha-zephyr-lantern', name: 'Aardvark First' }),
      'name',
    );
    const [variant] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from product_variants where product_id = ${product} order by id limit 1`,
    );
    await check(
      () =>
        asStaff('PUT', `/api/manage/products/${product}/variants/${variant!.id}/`, {
          price: '0.01',
          stock: 0,
        }),
      (a) => expect(a.results[0]).toMatchObject({ slug: 'alpha-zephyr-lantern', price: '0.01' }),
    );
    const bags = await idOf('categories', 'bags');
    await check(
      () => asStaff('PUT', `/api/manage/categories/${bags}/`, { name: 'Totes and Bags', parent: null }),
      (a) => {
        const inBags = a.results.filter((p) => (p as { category?: { id: number } }).category?.id === bags);
        expect(inBags.length).toBeGreaterThan(0);
        for (const p of inBags) expect(p).toMatchObject({ category: { name: 'Totes and Bags' } });
      },
    );
    await check(
      () => asStaff('PATCH', `/api/manage/products/${product}/`, { is_active: false }),
      (a) => expect(a.results.map((p) => p.slug)).not.toContain('alpha-zephyr-lantern'),
    );
  });

  it('refreshes stock and units sold changed unannounced after its maximum age; a card changed by hand too', async () => {
    await indexCurrent();
    const cards = t.stores.cards!.id;
    const delta = await idOf('products', 'delta-almanac');
    const gen3 = await idOf('products', 'gen-3');
    const path = '/api/ecommerce/products/?category=books&page_size=100';
    const bestSeller = async () =>
      (await list('/api/ecommerce/products/?ordering=-units_sold')).results[0]!.slug;
    const stockOf = (answer: Answer) =>
      answer.results.find((p) => p.slug === 'delta-almanac')!.available_stock;
    const before = await list(path);
    // Behind the API: no version changes, so the index keeps answering what it read.
    await withTenant(t.handle.db, cards, async (tx) => {
      await tx.execute(sql`update supplier_stocks set quantity = quantity + 40 where product_id = ${delta}`);
      await tx.execute(sql`update products set units_sold = 100000 where id = ${gen3}`);
    });
    expect(stockOf(await list(path))).toBe(stockOf(before));
    expect(await bestSeller()).not.toBe('gen-3');
    const until = async (done: (answer: Answer) => boolean) => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        const answer = await list(path);
        if (done(answer)) return answer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the list index was never refreshed');
    };
    await withAging(async () => {
      const [now] = await queryRows<{ stock: number }>(
        t.handle.db,
        sql`select available_stock as stock from products where id = ${delta}`,
      );
      expect(now!.stock).toBeGreaterThan(stockOf(before));
      await until((a) => stockOf(a) === now!.stock);
      expect(await bestSeller()).toBe('gen-3');
      await expectSame([
        path,
        '/api/ecommerce/products/?ordering=-units_sold&page_size=100',
        '/api/ecommerce/products/?collection=bestsellers&page_size=100',
      ]);
      // A price typed by hand writes the card again: another revision, logged and applied as a delta.
      await withTenant(t.handle.db, cards, (tx) =>
        tx.execute(sql`update products set price = 0.02 where id = ${delta}`),
      );
      await until((a) => a.results.find((p) => p.slug === 'delta-almanac')!.price === '0.02');
      await expectSame([path, '/api/ecommerce/products/?ordering=price&page_size=100']);
    });
  });

  it('never answers one store from another’s index', async () => {
    await indexCurrent();
    await loadOutdoor();
    await indexCurrent('outdoor.localhost');
    // Both stores have a category 'gear': each its own.
    await expectSame(
      [
        '/api/ecommerce/products/?page_size=100',
        '/api/ecommerce/products/?ordering=-price',
        '/api/ecommerce/products/?category=gear',
      ],
      'outdoor.localhost',
    );
    const outdoor = await list('/api/ecommerce/products/?page_size=100', 'outdoor.localhost');
    expect(outdoor.results.some((p) => p.slug.startsWith('gen-'))).toBe(false);
    expect(outdoor.results.some((p) => p.slug.startsWith('tent-'))).toBe(true);
    const outdoorGear = await list('/api/ecommerce/products/?category=gear', 'outdoor.localhost');
    expect(outdoorGear.count).toBeGreaterThan(0);
    expect(outdoorGear.results.map((p) => p.slug)).not.toContain('alpha-zephyr-lantern');
    // Another store's category, by slug or by id, is no category here.
    const gear = await idOf('categories', 'small-bags');
    for (const category of ['small-bags', String(gear)]) {
      const res = await injectAs(t.app, 'outdoor.localhost', {
        method: 'GET',
        url: `/api/ecommerce/products/?category=${category}`,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

/** Three products in the outdoor store, one in a category of its own. */
async function loadOutdoor() {
  const outdoor = t.stores.outdoor!;
  await withTenant(t.handle.db, outdoor.id, async (tx) => {
    await tx.execute(
      sql`insert into categories (tenant_id, slug, name) values (${outdoor.id}, 'tents', 'Tents')`,
    );
    await tx.execute(sql`insert into products (tenant_id, slug, name, sku, price, category_id)
      select ${outdoor.id}, 'tent-' || g, 'Tent ' || g, 'T-' || g, g * 10,
        (select id from categories where tenant_id = ${outdoor.id} and slug = 'tents')
      from generate_series(1, 3) g`);
  });
}

/** A product page as a shopper reads it, and whether it was sent as kept (no round trip). */
async function page(slug: string, host = 'cards.localhost') {
  tick();
  const ctx = readerContext(t, host);
  const url = `/api/ecommerce/products/${slug}/`;
  const kept = await answerOf(read.inProcess, ctx, url);
  const answer = kept ?? (await answerOf(read.sql, ctx, url))!;
  return { status: answer.status, body: answer.body, etag: answer.etag, kept: kept !== null };
}

/** Reads `slug`'s page until it is sent as kept, and expects what SQL reads for it then. */
async function expectKeptAsSql(slug: string, host = 'cards.localhost') {
  let kept;
  for (const deadline = Date.now() + 30_000; !kept?.kept;) {
    if (Date.now() > deadline) throw new Error(`${slug}'s page was never sent as kept`);
    kept = await page(slug, host);
    expect(kept.status, kept.body).toBe(200);
    if (!kept.kept) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const bySql = (await answerOf(read.sql, readerContext(t, host), `/api/ecommerce/products/${slug}/`))!;
  expect({ slug, ...bySql, kept: true }).toEqual({ slug, ...kept });
  return JSON.parse(kept.body) as {
    name: string;
    description: string;
    total_stock: number;
    variants: { id: number; price: string; stock: number }[];
    stocks: { price: string; available: number; supplier: { email?: string } }[];
  };
}

/** Until `slug`'s page shows what `done` looks for (the index refreshed), whichever way it is sent. */
async function pageUntil(slug: string, done: (body: string) => boolean) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { body } = await page(slug);
    if (done(body)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${slug}'s page never changed`);
}

describe('kept product pages', () => {
  const slugs = ['bravo-satchel', 'charlie-tote', 'delta-almanac', 'gen-1', 'gen-7', 'gen-400'];

  it('sends a shopper’s page as kept once read, byte for byte what SQL writes, with its ETag', async () => {
    await indexCurrent();
    for (const slug of slugs) {
      const first = await page(slug);
      expect(first.status, slug).toBe(200);
      await expectKeptAsSql(slug);
    }
    // Inactive (gen-13) and unknown products are 404 both ways, and never kept.
    for (const slug of ['gen-13', 'echo-hidden', 'no-such-product']) {
      for (let i = 0; i < 2; i++) expect(await page(slug)).toMatchObject({ status: 404, kept: false });
    }
  });

  it('never sends a kept page to staff (they see supplier e-mails)', async () => {
    await expectKeptAsSql('delta-almanac');
    const staff = readerContext(t, 'cards.localhost', 'staff');
    const url = '/api/ecommerce/products/delta-almanac/';
    expect(await answerOf(read.inProcess, staff, url)).toBeNull();
    const res = (await answerOf(read.reader, staff, url))!;
    expect(JSON.parse(res.body).stocks.some((s: { supplier: { email?: string } }) => s.supplier.email)).toBe(
      true,
    );
    expect((await expectKeptAsSql('delta-almanac')).stocks.some((s) => s.supplier.email)).toBe(false);
  });

  it('shows each write through the API in the next read, then is kept again', async () => {
    const id = await idOf('products', 'bravo-satchel');
    const before = await expectKeptAsSql('bravo-satchel');
    await asStaff('PATCH', `/api/manage/products/${id}/`, { description: 'Now with a strap' });
    expect(JSON.parse((await page('bravo-satchel')).body).description).toBe('Now with a strap');
    expect((await expectKeptAsSql('bravo-satchel')).description).toBe('Now with a strap');
    const variant = before.variants[0]!;
    await asStaff('PUT', `/api/manage/products/${id}/variants/${variant.id}/`, { price: '7.77', stock: 3 });
    const next = JSON.parse((await page('bravo-satchel')).body) as typeof before;
    expect(next.variants[0]).toMatchObject({ price: '7.77', stock: 3 });
    expect((await expectKeptAsSql('bravo-satchel')).variants[0]).toMatchObject({ price: '7.77', stock: 3 });
  });

  it('sees stock and an offer’s price changed by hand after the index’s maximum age', async () => {
    const cards = t.stores.cards!.id;
    const id = await idOf('products', 'charlie-tote');
    const before = await expectKeptAsSql('charlie-tote');
    await withTenant(t.handle.db, cards, async (tx) => {
      await tx.execute(sql`update supplier_stocks set quantity = quantity + 40 where product_id = ${id}`);
    });
    // No version moved: the page the index holds is still sent, as its lists are.
    expect(await page('charlie-tote')).toMatchObject({ kept: true });
    await withAging(async () => {
      await pageUntil('charlie-tote', (body) => JSON.parse(body).total_stock === before.total_stock + 40);
      expect((await expectKeptAsSql('charlie-tote')).total_stock).toBe(before.total_stock + 40);
      // A price of an offer moves no product row and no stock: the stock rows' revisions still show it.
      await withTenant(t.handle.db, cards, (tx) =>
        tx.execute(sql`update supplier_stocks set price = 4.44 where product_id = ${id}`),
      );
      await pageUntil('charlie-tote', (body) => JSON.parse(body).stocks[0].price === '4.44');
      expect((await expectKeptAsSql('charlie-tote')).stocks[0]!.price).toBe('4.44');
      await withTenant(t.handle.db, cards, (tx) =>
        tx.execute(sql`update products set is_active = false where id = ${id}`),
      );
      await pageUntil('charlie-tote', () => true);
      for (const deadline = Date.now() + 30_000; (await page('charlie-tote')).status !== 404;) {
        if (Date.now() > deadline) throw new Error('the page of a product deactivated by hand stayed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  });

  it('never sends one store’s kept page for another store’s product of the same slug', async () => {
    const outdoor = t.stores.outdoor!.id;
    await withTenant(t.handle.db, outdoor, (tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
        values (${outdoor}, 'gen-7', 'Outdoor Seven', 'O-7', 70)`),
    );
    await withAging(async () => {
      const mine = await expectKeptAsSql('gen-7');
      const theirs = await expectKeptAsSql('gen-7', 'outdoor.localhost');
      expect(theirs.name).toBe('Outdoor Seven');
      expect(mine.name).not.toBe('Outdoor Seven');
      expect((await expectKeptAsSql('gen-7')).name).toBe(mine.name);
    });
  });
});

describe('sorting in slices', () => {
  it('sorts in slices as a comparator sort does, letting other work run between them', async () => {
    for (const n of [0, 1, 2, 3, 17, 1000, 200_000]) {
      const keys = Float64Array.from({ length: n }, (_, i) => (i * 7919) % 97);
      const compare = (a: number, b: number) => keys[a]! - keys[b]! || b - a;
      const { result: sorted, turns } = await turnsDuring(() => sortInSlices(n, compare, timeSlices()));
      expect(Array.from(sorted)).toEqual(Array.from({ length: n }, (_, i) => i).sort(compare));
      if (n === 200_000) expect(turns).toBeGreaterThan(1);
    }
  });
});
