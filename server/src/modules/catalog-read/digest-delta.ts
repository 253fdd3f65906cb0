import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { STORE_ROWS } from './catalog-changes.ts';
import type { StoreIndexKind } from '../../platform/store-indexes.ts';
import { catalogueIndexes, type StoreIndexOptions } from './catalogue-indexes.ts';

/** An index that keeps, by number, a digest of what it read of each product. */
export interface Digested {
  ids: Int32Array;
  digests: Float64Array;
}

/**
 * A digest of `of` (text over `products p` and its category `c`), as the load and the delta read it:
 * equal digests, the same indexed text (a 64-bit hash, rounded to a double's 53 bits).
 */
export const digestOf = (of: SQL) => sql`hashtextextended(${of}, 0)::float8`;

/**
 * A delta for an index that answers from what `digest` covers (a search index: names and words): `index`
 * itself when every product of `ids` is still active and reads to the same digest (a price, stock or
 * description the index does not hold changed), else null (the store is loaded whole). `storeRows`: whether
 * the index holds the categories or types (their change, STORE_ROWS, then loads it whole too).
 */
export async function unchangedDigests<T extends Digested>(
  ctx: RequestContext,
  index: T,
  ids: number[],
  { digest, storeRows }: { digest: SQL; storeRows: boolean },
): Promise<T | null> {
  if (storeRows && ids.includes(STORE_ROWS)) return null;
  const products = ids.filter((id) => id !== STORE_ROWS);
  if (!products.length) return index;
  const rows = await ctx.loadIndex((tx) =>
    queryRows<{ id: number; digest: number }>(
      tx,
      selectSql`select p.id, ${digest} as digest
          from products p left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
          where p.tenant_id = ${ctx.tenant.id} and p.is_active and p.id = any(${sql.param(products)}::int[])`,
    ),
  );
  return sameDigests(index, new Set(products), rows) ? index : null;
}

/**
 * Whether the products `changed`, read again as `rows` (the active ones, with their digests), are exactly
 * the ones the index holds with the same digests: then it answers as before.
 */
export function sameDigests(index: Digested, changed: Set<number>, rows: { id: number; digest: number }[]) {
  const now = new Map(rows.map((r) => [r.id, r.digest]));
  let found = 0;
  for (let n = 0; n < index.ids.length; n++) {
    const id = index.ids[n]!;
    if (!changed.has(id)) continue;
    if (now.get(id) !== index.digests[n]) return false;
    found++;
  }
  return found === rows.length;
}

/** A family of digested indexes loaded by `load` and kept by `unchangedDigests` (search, suggestions). */
export const digestedIndexes = <T extends Digested>(
  load: StoreIndexKind<T>['load'],
  kept: { digest: SQL; storeRows: boolean },
  options: StoreIndexOptions,
) =>
  catalogueIndexes<T>(
    {
      load,
      apply: (ctx, index, ids) => unchangedDigests(ctx, index, ids, kept),
      size: (index) => index.ids.length,
    },
    options,
  );
