import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { LineFacts } from './discount-engine.ts';

interface FactRow {
  product_id: number;
  category_ids: number[] | null;
  product_type_id: number | null;
  game: string | null;
  set_code: string | null;
  rarity: string | null;
}

/**
 * What codes and promotions match the products by (one read of catalog's and tcg's tables, as pricing's rules
 * read cards): each product's category and every category above it, its type, and its card's game, set and
 * rarity (lower case). Read only; catalog and tcg own the rows.
 */
export async function lineFacts(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<Map<number, LineFacts>> {
  const rows = await queryRows<FactRow>(
    tx,
    sql`select p.id as product_id, p.product_type_id, c.game, c.set_code, c.rarity_key as rarity,
        (with recursive up(id, parent_id, depth) as (
            select k.id, k.parent_id, 0 from categories k where k.tenant_id = p.tenant_id and k.id = p.category_id
            union all
            select k.id, k.parent_id, up.depth + 1 from categories k join up on k.id = up.parent_id
            where k.tenant_id = p.tenant_id and up.depth < 20)
          select array_agg(id) from up) as category_ids
      from products p
      left join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
      where p.tenant_id = ${tenantId} and p.id = any(${sql.param(productIds)}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      r.product_id,
      {
        productId: r.product_id,
        categoryIds: r.category_ids ?? [],
        productTypeId: r.product_type_id,
        game: r.game,
        setCode: r.set_code,
        rarity: r.rarity,
      },
    ]),
  );
}
