import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { products } from '../catalog/tables.ts';

/**
 * A picture a manager uploaded, already resized to WebP; kept in the database so every server sees it. A
 * product's picture has its `productId`; the store's logo has none.
 */
export const productUploads = tenantTable(
  'product_uploads',
  {
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    index('product_uploads_tenant_product_idx').on(t.tenantId, t.productId),
  ],
);
