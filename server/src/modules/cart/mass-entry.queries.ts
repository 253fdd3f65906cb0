import { sql } from 'drizzle-orm';
import { toCents, type Cents } from '@storefront/contract/money';
import { queryPrepared, type Transaction } from '../../db/client.ts';

/** One condition and finish of one printing the store has in stock, for a name a list asks for. */
export interface Candidate {
  productId: number;
  variantId: number;
  slug: string;
  name: string;
  /** The name as lists write it: lower case, the front face of a double-faced card. */
  key: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  language: string;
  condition: string;
  foil: boolean;
  price: Cents;
  /** Units in stock, over every seller. */
  stock: number;
  /** The stock rows checkout takes from, cheapest first: who sells how many. */
  rows: { seller: string; quantity: number }[];
}

interface Row {
  product_id: number;
  variant_id: number;
  slug: string;
  name: string;
  set_code: string;
  set_name: string;
  collector_number: string;
  language: string | null;
  condition: string | null;
  foil: boolean | null;
  price: string;
  stock: number;
  rows: { seller: string | null; quantity: number }[];
}

/** A list's names as they are compared: lower case, without the back face after ` // `. */
export const nameKey = (name: string) => name.split(' // ')[0]!.trim().toLowerCase();

/**
 * Every sold variant in stock of every active card whose name (or front face) is one of `keys`, in one
 * statement: the names are matched over the store's distinct card names (tcg_terms, thousands of rows), then
 * the cards by name equality (an index under row-level security), their variants and each variant's stock
 * rows (by the variant's index). Arrays as parameters: one text whatever the list, prepared once a connection.
 */
export async function candidatesFor(
  tx: Transaction,
  tenantId: string,
  storeName: string,
  keys: string[],
): Promise<Candidate[]> {
  if (!keys.length) return [];
  const rows = await queryPrepared<Row>(
    tx,
    sql`select c.product_id, p.slug, p.name, c.set_code, c.set_name, c.collector_number,
        p.metadata ->> 'language' as language, v.id as variant_id, v.attributes ->> 'condition' as condition,
        (v.attributes ->> 'is_foil')::boolean as foil, v.price::text as price, s.stock, s.rows
      from tcg_cards c
      join products p on p.tenant_id = c.tenant_id and p.id = c.product_id and p.is_active
      join product_variants v on v.tenant_id = c.tenant_id and v.product_id = c.product_id and v.is_active
      join lateral (
        select sum(ss.quantity)::int as stock,
          json_agg(json_build_object('seller', u.username, 'quantity', ss.quantity) order by ss.price, ss.id) as rows
        from supplier_stocks ss
        left join users u on u.tenant_id = ss.tenant_id and u.id = ss.supplier_id
        where ss.tenant_id = c.tenant_id and ss.variant_id = v.id and ss.quantity > 0) s on s.stock > 0
      where c.tenant_id = ${tenantId} and c.is_active
        and c.name = any(array(select t.value from tcg_terms t
          where t.tenant_id = ${tenantId} and t.kind = 'name'
            and (lower(t.value) = any(${sql.param(keys)}::text[])
              or lower(split_part(t.value, ' // ', 1)) = any(${sql.param(keys)}::text[]))))`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    slug: r.slug,
    name: r.name,
    key: nameKey(r.name),
    setCode: r.set_code.toLowerCase(),
    setName: r.set_name,
    collectorNumber: r.collector_number,
    language: r.language ?? 'en',
    condition: r.condition ?? 'NM',
    foil: r.foil ?? false,
    price: toCents(r.price),
    stock: r.stock,
    rows: r.rows.map((x) => ({ seller: x.seller ?? storeName, quantity: x.quantity })),
  }));
}

/** Units of each variant the shopper's cart already holds. */
export async function heldInCart(tx: Transaction, tenantId: string, userId: number) {
  const rows = await queryPrepared<{ variant_id: number; quantity: number }>(
    tx,
    sql`select variant_id, quantity from cart_items
      where tenant_id = ${tenantId} and user_id = ${userId} and variant_id is not null`,
  );
  return new Map(rows.map((r) => [r.variant_id, r.quantity]));
}

/**
 * Adds the units to the shopper's cart in one statement, each line capped by its variant's stock at this
 * moment and the most a line may hold: a line already there grows (its row locked, so two adds of one
 * shopper queue and the second sees the first), a new one is started at the variant's price.
 */
export async function addUnits(
  tx: Transaction,
  tenantId: string,
  userId: number,
  units: { productId: number; variantId: number; quantity: number }[],
  maxLine: number,
): Promise<void> {
  if (!units.length) return;
  const stock = (variant: string) => sql`(select coalesce(sum(ss.quantity), 0)::int from supplier_stocks ss
    where ss.tenant_id = ${tenantId} and ss.variant_id = ${sql.raw(variant)} and ss.quantity > 0)`;
  await queryPrepared(
    tx,
    sql`insert into cart_items (tenant_id, user_id, product_id, variant_id, quantity, price_snapshot)
      select ${tenantId}::uuid, ${userId}::int, w.product_id, w.variant_id,
        least(w.quantity, ${stock('w.variant_id')}, ${maxLine}::int), v.price
      from unnest(${sql.param(units.map((u) => u.productId))}::int[], ${sql.param(units.map((u) => u.variantId))}::int[],
        ${sql.param(units.map((u) => u.quantity))}::int[]) as w(product_id, variant_id, quantity)
      join product_variants v on v.tenant_id = ${tenantId} and v.id = w.variant_id
      where least(w.quantity, ${stock('w.variant_id')}) > 0
      on conflict (tenant_id, user_id, product_id, variant_id) do update set
        quantity = least(cart_items.quantity + excluded.quantity, ${stock('excluded.variant_id')}, ${maxLine}::int),
        price_snapshot = excluded.price_snapshot, updated_at = now()`,
  );
}
