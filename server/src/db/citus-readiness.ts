import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from './client.ts';

/** A key of one table as the catalog has it: its name, kind and columns (null for an expression). */
export interface TableKey {
  table: string;
  name: string;
  kind: 'primary key' | 'unique index' | 'exclusion constraint';
  columns: (string | null)[];
}

/** A foreign key: `table(columns)` references `references(referencedColumns)`, in the same order. */
export interface ForeignKey {
  table: string;
  name: string;
  references: string;
  columns: string[];
  referencedColumns: string[];
}

export interface SchemaShape {
  /** Tables with a tenant_id column: distributed by it under Citus (docs/scaling.md). */
  storeOwned: string[];
  /** The other tables (the platform's): reference tables under Citus. */
  platform: string[];
  keys: TableKey[];
  foreignKeys: ForeignKey[];
}

/** The public schema's tables, unique keys and foreign keys, read from the catalog of a migrated database. */
export async function schemaShape(db: Queryable): Promise<SchemaShape> {
  const tables = await queryRows<{ name: string; owned: boolean }>(
    db,
    sql`select c.relname as name, exists (select 1 from pg_attribute a where a.attrelid = c.oid
          and a.attname = 'tenant_id' and not a.attisdropped) as owned
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const keys = await queryRows<{
    table: string;
    name: string;
    primary: boolean;
    exclusion: boolean;
    columns: (string | null)[];
  }>(
    db,
    sql`select t.relname as table, i.relname as name, x.indisprimary as primary, x.indisexclusion as exclusion,
          (select array_agg(a.attname order by k.ord) from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
            left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
        from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and (x.indisunique or x.indisexclusion) order by 1, 2`,
  );
  const foreignKeys = await queryRows<ForeignKey>(
    db,
    sql`select c.conname as name, t.relname as table, r.relname as references,
          (select array_agg(a.attname order by k.ord) from unnest(c.conkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns,
          (select array_agg(a.attname order by k.ord) from unnest(c.confkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum) as "referencedColumns"
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
        join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = 'public' order by 2, 1`,
  );
  return {
    storeOwned: tables.filter((t) => t.owned).map((t) => t.name),
    platform: tables.filter((t) => !t.owned).map((t) => t.name),
    keys: keys.map((k) => ({
      table: k.table,
      name: k.name,
      kind: k.primary ? 'primary key' : k.exclusion ? 'exclusion constraint' : 'unique index',
      columns: k.columns,
    })),
    foreignKeys,
  };
}

/**
 * What keeps the schema distributable by tenant_id (Citus): every key of a store-owned table includes
 * tenant_id; every foreign key between store-owned tables pairs tenant_id with tenant_id; no platform
 * (reference) table points at a store-owned one. Answers each breach as a sentence; none is good.
 */
export function citusBreaches(shape: SchemaShape): string[] {
  const owned = new Set(shape.storeOwned);
  const breaches: string[] = [];
  for (const key of shape.keys)
    if (owned.has(key.table) && !key.columns.includes('tenant_id'))
      breaches.push(`${key.table}: ${key.kind} ${key.name} (${key.columns.join(', ')}) lacks tenant_id`);
  for (const fk of shape.foreignKeys) {
    if (owned.has(fk.table) && owned.has(fk.references)) {
      const at = fk.columns.indexOf('tenant_id');
      if (at < 0 || fk.referencedColumns[at] !== 'tenant_id')
        breaches.push(
          `${fk.table}: foreign key ${fk.name} (${fk.columns.join(', ')}) → ${fk.references}(${fk.referencedColumns.join(', ')}) does not pair tenant_id`,
        );
    }
    if (!owned.has(fk.table) && owned.has(fk.references))
      breaches.push(`${fk.table}: platform table references store-owned ${fk.references} (${fk.name})`);
  }
  return breaches;
}

/**
 * The store-owned tables in an order Citus can distribute them (a table after every store-owned table its
 * foreign keys reference), ties by name.
 */
export function distributionOrder(shape: SchemaShape): string[] {
  const owned = new Set(shape.storeOwned);
  const needs = new Map(shape.storeOwned.map((t) => [t, new Set<string>()]));
  for (const fk of shape.foreignKeys)
    if (owned.has(fk.table) && owned.has(fk.references) && fk.table !== fk.references)
      needs.get(fk.table)!.add(fk.references);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < needs.size) {
    const ready = [...needs].filter(([t, deps]) => !placed.has(t) && [...deps].every((d) => placed.has(d)));
    if (!ready.length) throw new Error('foreign keys between store-owned tables form a cycle');
    for (const [t] of ready) (order.push(t), placed.add(t));
  }
  return order;
}
