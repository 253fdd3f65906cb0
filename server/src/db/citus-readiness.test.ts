import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citusBreaches, distributionOrder, schemaShape, type SchemaShape } from './citus-readiness.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';

const scalingDoc = path.resolve(import.meta.dirname, '../../../docs/scaling.md');

let handle: DatabaseHandle;
let shape: SchemaShape;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  shape = await schemaShape(handle.db);
});
afterAll(() => handle.close());

// docs/scaling.md: the path to Citus distributes every store-owned table by tenant_id. These tests fail as
// soon as a migration makes that impossible, or the document's DDL stops naming every table.
describe('the schema stays distributable by tenant_id', () => {
  it('has only the known platform tables without tenant_id (the reference tables)', () => {
    expect(shape.platform).toEqual(['platform_operators', 'platform_sessions', 'tenants']);
    expect(shape.storeOwned.length).toBeGreaterThan(40);
  });

  it('includes tenant_id in every primary key, unique index and foreign key of store-owned tables', () => {
    expect(citusBreaches(shape)).toEqual([]);
  });

  it('notices a key or a foreign key that leaves tenant_id out', () => {
    const broken: SchemaShape = {
      ...shape,
      keys: [
        ...shape.keys,
        { table: 'orders', name: 'orders_number_key', kind: 'unique index', columns: ['order_number'] },
      ],
      foreignKeys: [
        ...shape.foreignKeys,
        {
          table: 'order_items',
          name: 'bad_fk',
          references: 'orders',
          columns: ['order_id'],
          referencedColumns: ['id'],
        },
        {
          table: 'tenants',
          name: 'worse_fk',
          references: 'users',
          columns: ['owner'],
          referencedColumns: ['id'],
        },
      ],
    };
    expect(citusBreaches(broken)).toEqual([
      'orders: unique index orders_number_key (order_number) lacks tenant_id',
      'order_items: foreign key bad_fk (order_id) → orders(id) does not pair tenant_id',
      'tenants: platform table references store-owned users (worse_fk)',
    ]);
  });

  it('is what docs/scaling.md distributes, in an order Citus accepts', () => {
    const doc = readFileSync(scalingDoc, 'utf8');
    const distributed = [...doc.matchAll(/create_distributed_table\('(\w+)', 'tenant_id'/g)].map((m) => m[1]);
    const reference = [...doc.matchAll(/create_reference_table\('(\w+)'\)/g)].map((m) => m[1]);
    expect(reference).toEqual(shape.platform);
    expect([...distributed].sort()).toEqual(shape.storeOwned);
    // Each table comes after the store-owned tables its foreign keys reference.
    const at = new Map(distributed.map((t, i) => [t, i]));
    for (const fk of shape.foreignKeys)
      if (fk.table !== fk.references && at.has(fk.table) && at.has(fk.references))
        expect([fk.table, at.get(fk.references)! < at.get(fk.table)!]).toEqual([fk.table, true]);
    expect(distributionOrder(shape)).toHaveLength(shape.storeOwned.length);
  });
});
