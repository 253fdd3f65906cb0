import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { queryPrepared, queryRows, type Database, type Transaction } from '../db/client.ts';
import { selectSql, type ReadOnly } from '../db/read-only.ts';
import { tenants } from '../db/tenants.tables.ts';
import type { RequestContext } from './tenancy.ts';

/**
 * Misuse of each door, which must not compile: every `@ts-expect-error` fails the typecheck when the line
 * under it compiles (docs/decisions/045-typed-database-doors.md). Never run, only typechecked.
 */
function misuses(ctx: RequestContext) {
  void ctx.read(async (tx) => {
    // @ts-expect-error `read` hands out no insert
    tx.insert(tenants);
    // @ts-expect-error no update
    tx.update(tenants);
    // @ts-expect-error no delete
    tx.delete(tenants);
    // @ts-expect-error no execute of arbitrary SQL
    await tx.execute(sql`select 1`);
    // @ts-expect-error raw SQL on a read-only connection is selectSql, not any SQL
    await queryRows(tx, sql`delete from tenants`);
    // @ts-expect-error prepared too
    await queryPrepared(tx, sql`update tenants set name = 'x'`);
    // What it may do: select builders and selectSql.
    await tx.select({ id: tenants.id }).from(tenants);
    return queryRows<{ one: number }>(tx, selectSql`select 1 as one`);
  });
  // @ts-expect-error `pick` answers ids, not rows
  void ctx.pick((tx) => queryRows<{ id: number; name: string }>(tx, selectSql`select 1 as id, 'a' as name`));
  // @ts-expect-error nor ids with another column beside them
  void ctx.pick(async () => ({ ids: [1], names: ['a'] }));
  // @ts-expect-error nor a bare list
  void ctx.pick(async () => [1, 2]);
  // @ts-expect-error `pick` writes no more than `read`
  void ctx.pick(async (tx) => (tx.delete(tenants), { ids: [] }));
  // @ts-expect-error `loadIndex` reads whole rows but writes nothing
  void ctx.loadIndex(async (tx) => tx.update(tenants));
  // @ts-expect-error `statement` takes one SQL value, not work that could run two statements
  void ctx.statement(async (tx: Transaction) => tx.execute(sql`select 1`));
  void ctx.statement(sql`update tenants set name = name`);
  void ctx.pick(async () => ({ ids: [1, 2], count: 2 }));
  void ctx.loadIndex((tx) =>
    queryRows<{ id: number; name: string }>(tx, selectSql`select 1 as id, 'a' as name`),
  );
}

describe('the typed doors', () => {
  it('refuse misuse at compile time (this file is typechecked)', () => {
    expectTypeOf(misuses).toBeFunction();
    // A transaction and the database are read-only connections too: a reading function serves every door.
    expectTypeOf<Transaction>().toMatchTypeOf<ReadOnly>();
    expectTypeOf<Database>().toMatchTypeOf<ReadOnly>();
    expectTypeOf<ReadOnly>().not.toMatchTypeOf<Transaction>();
  });

  it('selectSql takes statements that read', () => {
    const id = 7;
    for (const query of [
      selectSql`select ${id}`,
      selectSql`  with t as (select 1) select * from t`,
      selectSql`explain (format json) ${sql`select 1`}`,
      selectSql`select updated_at, deleted from products where name = 'insert'`,
      selectSql`values (1)`,
    ])
      expect(query.queryChunks.length).toBeGreaterThan(0);
  });

  it('selectSql refuses a statement that writes, before anything is sent', () => {
    const id = 7;
    expect(() => selectSql`delete from tenants where id = ${id}`).toThrow(/not a read/);
    expect(() => selectSql`update tenants set name = ${id}`).toThrow(/not a read/);
    expect(() => selectSql`insert into tenants (id) values (${id})`).toThrow(/not a read/);
    expect(() => selectSql`with gone as (delete from tenants returning id) select * from gone`).toThrow(
      /not a read/,
    );
    expect(() => selectSql`with t as (update tenants t set name = 'x' returning id) select 1`).toThrow(
      /not a read/,
    );
    expect(() => selectSql`explain (analyze) delete from tenants`).toThrow(/not a read/);
    expect(() => selectSql`select 1; truncate tenants`).toThrow(/not a read/);
  });
});
