import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Transaction } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures, newProduct } from '../../test/catalog.test-helpers.ts';
import { setVariantPricesFrom } from '../catalog/index.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

// The typo dictionary (search_words, kept by triggers on products): written by every product write, read
// only within the asking store.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
});
afterAll(() => t.close());

const get = async (url: string, host = 'cards.localhost') => {
  const res = await injectAs(t.app, host, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const found = async (search: string, host?: string) =>
  (await get(`/api/ecommerce/products/?search=${search}`, host)).results.map((p: { slug: string }) => p.slug);
const suggested = async (q: string, host?: string) =>
  (await get(`/api/ecommerce/search/suggestions/?q=${q}`, host)).suggestions.map(
    (s: { slug: string }) => s.slug,
  );
const wordsSeenBy = (store: 'cards' | 'outdoor', word: string) =>
  withTenant(t.handle.db, t.stores[store]!.id, (tx) =>
    queryRows<{ word: string }>(tx, sql`select word from search_words where word = ${word}`),
  );

describe('the typo dictionary of product names', () => {
  it('corrects a misspelt word of a product created, then renamed, through the dashboard', async () => {
    const staff = await signInAs(t, 'cards', 'staff');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
    expect(await found('quokkka')).toEqual([]);
    const made = await call(
      'POST',
      '/api/manage/products/',
      newProduct('Quokka Figurine', 'QF-1', '9.00', 3),
    );
    expect(made.statusCode).toBe(201);
    expect(await found('quokkka')).toEqual(['quokka-figurine']);
    expect(await suggested('quokkka')).toEqual(['quokka-figurine']);

    const renamed = await call('PATCH', `/api/manage/products/${made.json().id}/`, {
      name: 'Wombat Figurine',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('wombatt')).toEqual(['quokka-figurine']);
    expect(await suggested('wombatt')).toEqual(['quokka-figurine']);
    // The old word lingers in the dictionary, but no name holds it any more.
    expect(await found('quokkka')).toEqual([]);
  });

  it('follows names written by plain SQL too (an import, the CLI)', async () => {
    const cards = t.stores.cards!;
    await withTenant(t.handle.db, cards.id, (tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
        values (${cards.id}, 'narwhal-mug', 'Narwhal Mug', 'NM-1', 5)`),
    );
    expect(await found('narwhall')).toEqual(['narwhal-mug']);
  });

  it('follows a rename written by plain SQL, whatever else the statement sets', async () => {
    const cards = t.stores.cards!;
    await withTenant(t.handle.db, cards.id, (tx) =>
      tx.execute(sql`update products set name = 'Axolotl Lamp', price = price + 1
        where tenant_id = ${cards.id} and slug = 'narwhal-mug'`),
    );
    expect(await found('axolott')).toEqual(['narwhal-mug']);
  });

  it('is not written by updates that keep names (a bulk price apply)', async () => {
    const cards = t.stores.cards!;
    /** Thrown to roll the probe back. */
    class Done extends Error {}
    const attempts: string[] = [];
    const tryWrite = async (what: string, write: (tx: Transaction) => Promise<unknown>) => {
      await t.handle.db
        .transaction(async (tx) => {
          await write(tx);
          throw new Done();
        })
        .catch((error: unknown) => {
          // Drizzle wraps PostgreSQL's error as the cause of its own.
          const { cause, message } = error as Error;
          if (!(error instanceof Done))
            attempts.push(`${what}: ${(cause as Error | undefined)?.message ?? message}`);
        });
    };
    // A statement-level trigger fails every INSERT statement into search_words, even one of no rows (the
    // 0033 update trigger ran one for each UPDATE of products); it lives in the probe's transaction only.
    const probed = (what: string, write: (tx: Transaction) => Promise<unknown>) =>
      tryWrite(what, async (tx) => {
        await tx.execute(sql`create function pg_temp.no_words() returns trigger language plpgsql as
          $$ begin raise exception 'search_words written'; end $$`);
        await tx.execute(sql`create trigger no_words before insert on search_words
          for each statement execute function pg_temp.no_words()`);
        await write(tx);
      });
    await probed('bulk price apply', (tx) =>
      setVariantPricesFrom(
        tx,
        cards.id,
        sql`select id as variant_id, price + 100 as price from product_variants where tenant_id = ${cards.id}`,
      ),
    );
    await probed('units sold', (tx) =>
      tx.execute(sql`update products set units_sold = units_sold + 1 where tenant_id = ${cards.id}`),
    );
    await probed('name set to itself', (tx) =>
      tx.execute(sql`update products set name = name where tenant_id = ${cards.id}`),
    );
    expect(attempts).toEqual([]);
    // The probe does catch a write: a rename is one.
    await probed('rename', (tx) =>
      tx.execute(
        sql`update products set name = 'Okapi Lamp' where tenant_id = ${cards.id} and slug = 'narwhal-mug'`,
      ),
    );
    expect(attempts).toEqual(['rename: search_words written']);
  });

  it("never corrects a store's words into another store's", async () => {
    expect(await wordsSeenBy('cards', 'narwhal')).toEqual([{ word: 'narwhal' }]);
    expect(await wordsSeenBy('outdoor', 'narwhal')).toEqual([]);
    expect(await found('narwhall', 'outdoor.localhost')).toEqual([]);
    expect(await suggested('narwhall', 'outdoor.localhost')).toEqual([]);
    expect(await suggested('wombatt', 'outdoor.localhost')).toEqual([]);
  });
});
