import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from './money-column.ts';

const prices = pgTable('prices', {
  id: integer().primaryKey(),
  price: money({ precision: 10 }).notNull(),
  total: money(),
});

describe('the money column', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client, casing: 'snake_case' });
    await db.execute(sql`create table prices (id integer primary key, price numeric(10, 2) not null,
      total numeric(12, 2))`);
  });
  afterAll(() => client.close());

  it('declares numeric(precision, 2), precision 12 unless told', () => {
    expect(prices.price.getSQLType()).toBe('numeric(10, 2)');
    expect(prices.total.getSQLType()).toBe('numeric(12, 2)');
  });

  it('writes cents as dollars and reads them back as cents', async () => {
    await db.insert(prices).values([
      { id: 1, price: 1250, total: 123_456_789_012 },
      { id: 2, price: 5, total: null },
      { id: 3, price: -1999, total: 0 },
    ]);
    const stored = await db.execute<{ id: number; price: string }>(
      sql`select id, price::text as price from prices order by id`,
    );
    expect(stored.rows.map((r) => r.price)).toEqual(['12.50', '0.05', '-19.99']);
    expect(await db.select().from(prices).orderBy(prices.id)).toEqual([
      { id: 1, price: 1250, total: 123_456_789_012 },
      { id: 2, price: 5, total: null },
      { id: 3, price: -1999, total: 0 },
    ]);
  });

  it('reads what SQL computed into the column as cents', async () => {
    await db.execute(sql`update prices set price = price * 3 where id = 1`);
    const [row] = await db.select({ price: prices.price }).from(prices).where(eq(prices.id, 1));
    expect(row?.price).toBe(3750);
  });
});
