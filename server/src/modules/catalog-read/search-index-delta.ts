import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { STORE_ROWS } from './catalog-changes.ts';
import { loadTimeout } from './catalogue-indexes.ts';
import { sameDigests } from './digest-delta.ts';
import { parseVector } from './full-text-rank.ts';
import { timeSlices } from './index-slices.ts';
import { placedOrder, PREDECESSOR, renumbering, type Placed } from './placed-order.ts';
import { rankedCache, SEARCH_DIGEST, type Posting, type SearchIndex } from './search-index-build.ts';

/** A changed active product as the search index reads it again. */
interface ChangedRow extends Placed {
  vector: string;
  digest: number;
}

/**
 * `index` after the products `ids` changed (decision 050): the same index when every one reads to the digest
 * it holds (a price, stock or description changed), else the changed products taken out of every posting
 * and the active ones put back in their name order with their words. Null (loaded whole) when a changed
 * product's predecessor in name order is neither held nor read.
 */
export async function applySearchChanges(
  ctx: RequestContext,
  index: SearchIndex,
  ids: number[],
): Promise<SearchIndex | null> {
  const products = ids.filter((id) => id !== STORE_ROWS);
  if (!products.length) return index;
  const rows = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, loadTimeout());
    return queryRows<ChangedRow>(
      tx,
      selectSql`select p.id, p.search_vector::text as vector, ${SEARCH_DIGEST} as digest,
          ${PREDECESSOR} as before
        from products p
        where p.tenant_id = ${ctx.tenant.id} and p.is_active and p.id = any(${sql.param(products)}::int[])
        order by lower(p.name), p.id`,
    );
  });
  const changed = new Set(products);
  if (sameDigests(index, changed, rows)) return index;
  const order = placedOrder(index.ids, changed, rows);
  return order && renumbered(index, order);
}

/**
 * The index in the new name `order`: every posting's documents renumbered without the changed ones (a
 * renumbering keeps them ascending: the kept products keep their order among themselves), then the changed
 * products' words merged in. Pauses between postings, as a build does.
 */
async function renumbered(index: SearchIndex, order: (number | ChangedRow)[]): Promise<SearchIndex> {
  const slices = timeSlices();
  const { renumbered: to, added } = renumbering(order, index.ids.length);
  const words = new Map<string, { docs: number[]; weights: number[] }>();
  for (const { n, row } of added) {
    for (const [lexeme, weight] of parseVector(row.vector)) {
      const posting = words.get(lexeme) ?? { docs: [], weights: [] };
      posting.docs.push(n);
      posting.weights.push(weight);
      words.set(lexeme, posting);
    }
  }
  const postings = new Map<string, Posting>();
  for (const [lexeme, old] of index.postings) {
    if (slices.due()) await slices.pause();
    const merged = mergePosting(old, to, words.get(lexeme));
    if (merged.docs.length) postings.set(lexeme, merged);
    words.delete(lexeme);
  }
  for (const [lexeme, { docs, weights }] of words)
    postings.set(lexeme, { docs: Int32Array.from(docs), weights: Float32Array.from(weights) });
  return {
    ids: Int32Array.from(order, (from) => (typeof from === 'number' ? index.ids[from]! : from.id)),
    digests: Float64Array.from(order, (from) =>
      typeof from === 'number' ? index.digests[from]! : from.digest,
    ),
    postings,
    ranked: rankedCache(),
  };
}

/** `old`'s documents renumbered by `to` (dropping -1), merged with `added` (ascending numbers). */
function mergePosting(old: Posting, to: Int32Array, added?: { docs: number[]; weights: number[] }): Posting {
  const extra = added?.docs.length ?? 0;
  const docs = new Int32Array(old.docs.length + extra);
  const weights = new Float32Array(old.docs.length + extra);
  let k = 0;
  let a = 0;
  for (let i = 0; i < old.docs.length; i++) {
    const n = to[old.docs[i]!]!;
    if (n < 0) continue;
    while (a < extra && added!.docs[a]! < n) {
      docs[k] = added!.docs[a]!;
      weights[k++] = added!.weights[a++]!;
    }
    docs[k] = n;
    weights[k++] = old.weights[i]!;
  }
  for (; a < extra; a++) {
    docs[k] = added!.docs[a]!;
    weights[k++] = added!.weights[a]!;
  }
  return { docs: docs.slice(0, k), weights: weights.slice(0, k) };
}
