import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation, tenantReference } from '../../db/tenant-scope.ts';
import { products } from '../catalog/tables.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A product picture a manager uploaded, already resized to WebP; kept in the database so every server sees it. */
export const productUploads = pgTable(
  'product_uploads',
  {
    tenantId: tenantIdColumn(),
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    index('product_uploads_tenant_product_idx').on(t.tenantId, t.productId),
    tenantIsolation('product_uploads'),
  ],
);
