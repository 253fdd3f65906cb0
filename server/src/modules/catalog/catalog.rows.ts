import { sql, type SQL } from 'drizzle-orm';
import { stockStatus, type ProductListItem } from '@storefront/contract/catalog';
import type { RequestContext } from '../../platform/tenancy.ts';

/** Staff and admins see a supplier's e-mail; everyone else only the username (spec section 6). */
export const seesSupplierEmail = (ctx: RequestContext) =>
  ctx.user?.role === 'staff' || ctx.user?.role === 'admin';

/** A product row as `PRODUCT_COLUMNS` selects it, before it becomes the API's JSON. */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  sku: string;
  short_description: string;
  price: string;
  compare_at_price: string | null;
  is_marketplace_product: boolean;
  is_featured: boolean;
  is_active: boolean;
  attributes: Record<string, unknown>;
  release_date: string | null;
  created_at: string;
  category_id: number | null;
  category_slug: string | null;
  category_name: string | null;
  category_description: string | null;
  type_id: number | null;
  type_slug: string | null;
  type_name: string | null;
  type_description: string | null;
  supplier_username: string | null;
  supplier_email: string | null;
  image_file: string | null;
  image_alt: string | null;
  available_stock: number;
}

/**
 * Columns and joins of a product with its category, type, supplier, first image and the stock that
 * can be bought (active variants, every supplier). `p` is the products alias the caller filters.
 */
export const PRODUCT_FROM: SQL = sql`
  products p
  left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
  left join product_types t on t.tenant_id = p.tenant_id and t.id = p.product_type_id
  left join users u on u.tenant_id = p.tenant_id and u.id = p.supplier_id
  left join lateral (
    select i.file, i.alt_text from product_images i
    where i.tenant_id = p.tenant_id and i.product_id = p.id
    order by i.sort_order, i.id limit 1
  ) img on true
  left join lateral (
    select sum(s.quantity)::int as available from supplier_stocks s
    join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id and v.is_active
    where s.tenant_id = p.tenant_id and s.product_id = p.id
  ) st on true`;

export const PRODUCT_COLUMNS: SQL = sql`
  p.id, p.slug, p.name, p.sku, p.short_description, p.price::text as price,
  p.compare_at_price::text as compare_at_price, p.is_marketplace_product, p.is_featured, p.is_active,
  p.attributes, p.release_date::text as release_date,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  c.id as category_id, c.slug as category_slug, c.name as category_name,
  c.description as category_description,
  t.id as type_id, t.slug as type_slug, t.name as type_name, t.description as type_description,
  u.username as supplier_username, u.email as supplier_email,
  img.file as image_file, img.alt_text as image_alt,
  coalesce(st.available, 0) as available_stock`;

/** The public JSON of a product row; the supplier's e-mail only when `withEmail` (staff). */
export function toListItem(row: ProductRow, withEmail = false): ProductListItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    short_description: row.short_description,
    price: row.price,
    compare_at_price: row.compare_at_price,
    image: row.image_file ? { file: row.image_file, alt_text: row.image_alt || row.name } : null,
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            slug: row.category_slug!,
            name: row.category_name!,
            description: row.category_description!,
          },
    product_type:
      row.type_id === null
        ? null
        : { id: row.type_id, slug: row.type_slug!, name: row.type_name!, description: row.type_description! },
    supplier: row.supplier_username
      ? { username: row.supplier_username, ...(withEmail && { email: row.supplier_email! }) }
      : null,
    is_marketplace_product: row.is_marketplace_product,
    is_featured: row.is_featured,
    is_active: row.is_active,
    attributes: row.attributes,
    available_stock: row.available_stock,
    stock_status: stockStatus(row.available_stock),
    release_date: row.release_date,
    created_at: row.created_at,
  };
}

/** A product's kept card (`product_cards`, decision 029) with its available stock, as a card read selects it. */
export interface CardRow {
  item: Omit<ProductListItem, 'available_stock' | 'stock_status'>;
  supplier_email: string | null;
  available_stock: number;
}

/**
 * A product `p` with its card `k`; the stock is `p.available_stock`, kept on the product by triggers
 * (beside units_sold, on the row checkout already locks).
 */
export const CARD_FROM: SQL = sql`
  products p join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id`;

export const CARD_COLUMNS: SQL = sql`k.item, k.supplier_email, p.available_stock`;

/**
 * A card as list reads select it: its product, its revision (`xmin`: every write of the card changes it),
 * its JSON as PostgreSQL keeps it, as text (not parsed: a list writes its answer from kept card JSON,
 * card-json.ts), the supplier's e-mail and the available stock.
 */
export interface CardTextRow {
  id: number;
  revision: number;
  item: string;
  supplier_email: string | null;
  available_stock: number;
}

/** A card's columns of `CardTextRow` but the stock. */
export const CARD_TEXT: SQL = sql`k.product_id as id, k.xmin::text::float8 as revision, k.item::text as item,
  k.supplier_email`;

export const CARD_TEXT_COLUMNS: SQL = sql`${CARD_TEXT}, p.available_stock`;

/**
 * Product `p`'s page revision: the `xmin` of its row, of its variants and of its stock rows, summed. A
 * write of any of them gives the row a newer `xmin`, so the sum moves (a product page is kept by it:
 * product-page.ts); a write that leaves every row as it was does not. Exact in a double.
 */
export const PAGE_REVISION: SQL = sql`(p.xmin::text::float8
  + coalesce((select sum(v.xmin::text::float8) from product_variants v
      where v.tenant_id = p.tenant_id and v.product_id = p.id), 0)
  + coalesce((select sum(s.xmin::text::float8) from supplier_stocks s
      where s.tenant_id = p.tenant_id and s.product_id = p.id), 0))`;

/** What moves when any page revision of the store moves: every variant's and stock row's `xmin` summed. */
export const STORE_PAGE_ROWS_REVISION = (tenantId: string): SQL => sql`(
  coalesce((select sum(v.xmin::text::float8) from product_variants v where v.tenant_id = ${tenantId}), 0)
  + coalesce((select sum(s.xmin::text::float8) from supplier_stocks s where s.tenant_id = ${tenantId}), 0))`;

/** A card read as text, parsed. */
export const parsedCard = (row: CardTextRow): CardRow => ({
  ...row,
  item: JSON.parse(row.item) as CardRow['item'],
});

/** The public JSON of a kept card, as `toListItem` answers it for the same product. */
export function cardListItem({ item, supplier_email, available_stock }: CardRow, withEmail = false) {
  const listItem: ProductListItem = {
    id: item.id,
    slug: item.slug,
    name: item.name,
    sku: item.sku,
    short_description: item.short_description,
    price: item.price,
    compare_at_price: item.compare_at_price,
    image: item.image,
    category: item.category,
    product_type: item.product_type,
    supplier:
      item.supplier && withEmail
        ? { username: item.supplier.username, email: supplier_email! }
        : item.supplier,
    is_marketplace_product: item.is_marketplace_product,
    is_featured: item.is_featured,
    is_active: item.is_active,
    attributes: item.attributes,
    available_stock,
    stock_status: stockStatus(available_stock),
    release_date: item.release_date,
    created_at: item.created_at,
  };
  return listItem;
}
