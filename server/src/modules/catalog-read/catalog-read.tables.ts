import { bigint, index, integer } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../db/tenant-scope.ts';

/**
 * Which products changed, and in which transaction (decision 050): one row per product, rewritten by
 * statement-level triggers on products, product_cards, product_variants and supplier_stocks; product 0
 * stands for the store's categories and product types. Only the triggers write it. Every in-process
 * structure of the read model applies the rows from transactions at or after its watermark
 * (catalogue-indexes.ts, on platform/store-indexes.ts), on every instance, whichever process wrote.
 */
export const catalogChanges = tenantTable(
  'catalog_changes',
  {
    productId: integer().notNull(),
    /** `pg_current_xact_id()` of the last transaction that changed the product. */
    txid: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [index('catalog_changes_txid_idx').on(t.tenantId, t.txid)],
  { key: ['productId'] },
);
