import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../db/tenant-scope.ts';
import { products } from '../catalog/index.ts';

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
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('product_uploads_tenant_product_idx').on(t.tenantId, t.productId),
    tenantIsolation('product_uploads'),
  ],
);
