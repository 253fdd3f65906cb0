import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A tree of categories by parent link, ordered by sort_order among siblings. */
export const categories = tenantTable(
  'categories',
  {
    id: integer().generatedAlwaysAsIdentity(),
    parentId: integer(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // No action: SET NULL on the composite key would null tenant_id too; deleteCategory detaches children.
    tenantReference(t.tenantId, t.parentId, t),
    uniqueIndex('categories_tenant_slug_idx').on(t.tenantId, t.slug),
    index('categories_tenant_parent_idx').on(t.tenantId, t.parentId, t.sortOrder),
    index('categories_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productTypes = tenantTable(
  'product_types',
  {
    id: integer().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('product_types_tenant_slug_idx').on(t.tenantId, t.slug)],
);

/**
 * A product as shoppers see it. `price` is the lowest offer; each purchasable version is a variant
 * (a card's condition and finish), and each supplier's stock of a variant is a `supplier_stocks` row.
 */
export const products = tenantTable(
  'products',
  {
    id: integer().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    sku: text().notNull(),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    price: money().notNull(),
    /** The price before a discount; a product with one above `price` is a deal. */
    compareAtPrice: money(),
    /**
     * While a sale rule prices the product (decision 061): the rule, and the regular price and compare-at
     * price it set aside; `price` is then the sale price (what shoppers pay and every read shows) and
     * `compare_at_price` the regular price struck through. All null when the product is on no sale.
     */
    saleRuleId: integer(),
    regularPrice: money(),
    regularCompareAtPrice: money(),
    categoryId: integer(),
    productTypeId: integer(),
    /** The marketplace seller; null for the store's own products. */
    supplierId: integer(),
    isMarketplaceProduct: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    attributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    metaTitle: text().notNull().default(''),
    metaDescription: text().notNull().default(''),
    /** A release date in the future makes the product a preorder. */
    releaseDate: date(),
    /** What one unit weighs shipped, in grams, for weight-priced shipping; null counts as nothing. */
    weightGrams: integer(),
    unitsSold: integer().notNull().default(0),
    /**
     * The units that can be bought (every supplier's stock of the active variants), kept by triggers on
     * `supplier_stocks` and `product_variants` (migration 0035, decision 029) for the list's cards.
     */
    availableStock: integer().notNull().default(0),
    /** Name ranks above SKU above description (weights A, B, C). */
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('simple', coalesce(${products.name}, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(${products.sku}, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(${products.shortDescription}, '') || ' ' || coalesce(${products.description}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.categoryId, categories),
    tenantReference(t.tenantId, t.productTypeId, productTypes).onDelete('set null'),
    tenantReference(t.tenantId, t.supplierId, users).onDelete('set null'),
    uniqueIndex('products_tenant_slug_idx').on(t.tenantId, t.slug),
    uniqueIndex('products_tenant_sku_idx').on(t.tenantId, t.sku),
    // A category page in name order reads each category's first names from here (product-list.ts
    // `categoryPageIds`) instead of sorting the whole subtree; its prefix serves lookups by category.
    index('products_tenant_category_name_idx').on(t.tenantId, t.categoryId, sql`lower(${t.name})`, t.id),
    index('products_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('products_tenant_price_idx').on(t.tenantId, t.price),
    // Names sort ignoring case ('Academy at Tolaria West' before 'Academy Drake'), the id breaking ties.
    index('products_tenant_name_sort_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('products_tenant_units_sold_idx').on(t.tenantId, t.unitsSold),
    // The few products a sale prices (decision 061): what a sale's end restores and its count reads.
    index('products_tenant_sale_rule_idx')
      .on(t.tenantId, t.saleRuleId)
      .where(sql`${t.saleRuleId} is not null`),
    // fastupdate off: PGlite has no autovacuum, and an unflushed pending list makes every search scan it.
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Nearest names first (KNN `<<->`): typo matches without ranking every candidate. Led by the store
    // (btree_gist), so a store's nearest names never queue behind another store's million similar ones.
    index('products_tenant_name_trgm_gist_idx').using('gist', t.tenantId, sql`${t.name} gist_trgm_ops`),
  ],
);

/** A purchasable version of a product with its own price, e.g. "Near Mint, Foil". */
export const productVariants = tenantTable(
  'product_variants',
  {
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    name: text().notNull(),
    sku: text().notNull(),
    price: money().notNull(),
    /** The regular price a running sale set aside (`price` is then the sale price); null on no sale. */
    regularPrice: money(),
    attributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    uniqueIndex('product_variants_tenant_sku_idx').on(t.tenantId, t.sku),
    index('product_variants_tenant_product_idx').on(t.tenantId, t.productId),
  ],
);

export const productImages = tenantTable(
  'product_images',
  {
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    file: text().notNull(),
    altText: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    index('product_images_tenant_product_idx').on(t.tenantId, t.productId, t.sortOrder),
  ],
);

/**
 * The distinct words of a store's product names (the lexemes of `to_tsvector('simple', name)` that hold a
 * letter), written by triggers on products (insert and rename, migrations 0033 and 0036): the dictionary a misspelt search word is
 * corrected against (trigram similarity over thousands of words, not over every name). Words of renamed or
 * deleted products linger harmlessly: a correction only ever selects products whose name has that word.
 */
export const searchWords = tenantTable(
  'search_words',
  { word: text().notNull() },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
  { key: ['word'] },
);

/**
 * A product's list item kept ready (decision 029): the public JSON of the product with its first image,
 * category, type and supplier name, without its stock (joined live at read), and the supplier's e-mail
 * that only staff see. Written only by triggers on the tables it is made of (migration 0034), in the
 * transaction of every write, so no writer can leave it stale; a list page reads 20 of these instead of
 * three joins and a lateral image per product.
 */
export const productCards = tenantTable(
  'product_cards',
  {
    productId: integer().notNull(),
    item: json().$type<Record<string, unknown>>().notNull(),
    supplierEmail: text(),
  },
  (t) => [tenantReference(t.tenantId, t.productId, products).onDelete('cascade')],
  { key: ['productId'] },
);
