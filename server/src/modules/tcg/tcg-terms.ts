import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

export type TermKind = 'name' | 'type' | 'oracle';

/**
 * Records the names, type lines and oracle texts of a store's cards in tcg_terms (see tcg.tables.ts): of the
 * given products, or of every card of the store when `productIds` is omitted (a backfill).
 */
export async function refreshTerms(tx: Transaction, tenantId: string, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const which = productIds ? sql`and p.id in ${productIds}` : sql``;
  await tx.execute(sql`insert into tcg_terms (tenant_id, kind, value)
    select distinct ${tenantId}::uuid, k.kind, k.value
    from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
    cross join lateral (values ('name', p.name), ('type', c.type_line), ('oracle', c.oracle_text)) k(kind, value)
    where p.tenant_id = ${tenantId} ${which}
    on conflict do nothing`);
}

/**
 * `column = any(the store's terms of this kind that match)`: the match runs over the distinct terms, and the
 * cards are then found by equality, which an index can serve under row-level security.
 */
export function termIn(column: SQL, kind: TermKind, match: (value: SQL) => SQL): SQL {
  const value = sql.raw('t.value');
  // An array computed once (an init plan), not a subquery the planner may rerun for every candidate row.
  return sql`${column} = any(array(select ${value} from tcg_terms t where t.tenant_id = current_tenant_id() and t.kind = ${kind} and ${match(value)}))`;
}
