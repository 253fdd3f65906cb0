import { getTableConfig, index, integer, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tenantTable } from './tenant-scope.ts';

const columnNames = (config: ReturnType<typeof getTableConfig>) => config.columns.map((c) => c.name);
const keyOf = (config: ReturnType<typeof getTableConfig>) =>
  config.primaryKeys.map((k) => k.columns.map((c) => c.name));

describe('tenantTable', () => {
  it('adds tenant_id first, the (tenant_id, id) key and the isolation policy', () => {
    const notes = tenantTable('notes', { id: integer().generatedAlwaysAsIdentity(), body: text().notNull() });
    const config = getTableConfig(notes);
    expect(columnNames(config)).toEqual(['tenantId', 'id', 'body']);
    expect(config.columns[0]).toMatchObject({ notNull: true, columnType: 'PgUUID' });
    expect(config.foreignKeys.map((fk) => fk.reference().foreignTable)).toHaveLength(1);
    expect(keyOf(config)).toEqual([['tenantId', 'id']]);
    expect(config.policies.map((p) => p.name)).toEqual(['notes_tenant_isolation']);
    expect(config.policies[0]).toMatchObject({ as: 'permissive', for: 'all' });
  });

  it('keys on other columns when told, and keeps the extras', () => {
    const likes = tenantTable(
      'likes',
      { userId: integer().notNull(), productId: integer().notNull() },
      (t) => [index('likes_product_idx').on(t.tenantId, t.productId)],
      { key: ['userId', 'productId'] },
    );
    expect(keyOf(getTableConfig(likes))).toEqual([['tenantId', 'userId', 'productId']]);
    expect(getTableConfig(likes).indexes.map((i) => i.config.name)).toEqual(['likes_product_idx']);
    const terms = tenantTable('terms', { value: text().notNull() }, () => [], { key: null });
    expect(keyOf(getTableConfig(terms))).toEqual([]);
    expect(getTableConfig(terms).policies.map((p) => p.name)).toEqual(['terms_tenant_isolation']);
  });

  it('refuses a key column the table does not have', () => {
    const broken = tenantTable('broken', { value: text().notNull() });
    expect(() => getTableConfig(broken)).toThrow('broken: no column id for the primary key');
  });
});
