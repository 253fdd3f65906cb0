import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { STORE_ROWS } from './catalog-changes.ts';
import { loadTimeout } from './catalogue-indexes.ts';
import { timeSlices } from './index-slices.ts';
import { placedOrder, renumbering, type Placed } from './placed-order.ts';
import {
  SUGGESTION_DIGEST,
  wordIndex,
  type SuggestionIndex,
  type SuggestionRow,
} from './suggestion-index-build.ts';

/**
 * More products than this whose place or words changed (an import) and the store is loaded whole: each is
 * placed by a statement that may read every product of its units sold (no index orders by units sold, then
 * name), where a whole load reads the store once.
 */
const MAX_PLACED = 200;

/** A changed active product as the suggestion index reads it again. */
type ChangedRow = Required<SuggestionRow> & Placed;

/**
 * The active product just before `p` in the suggestions' order (`units_sold desc, name, id`): the one
 * before it among products of the same units sold, else the last of the next best sellers.
 */
const BEST_SELLER_PREDECESSOR = sql`coalesce(
    (select q.id from products q
      where q.tenant_id = p.tenant_id and q.is_active and q.units_sold = p.units_sold and (q.name, q.id) < (p.name, p.id)
      order by q.name desc, q.id desc limit 1),
    (select q.id from products q
      where q.tenant_id = p.tenant_id and q.is_active and q.units_sold = (
        select min(r.units_sold) from products r
        where r.tenant_id = p.tenant_id and r.is_active and r.units_sold > p.units_sold)
      order by q.name desc, q.id desc limit 1))`;

/**
 * `index` after the products `ids` changed (decision 050): products whose digest (name, slug, category,
 * name words, units sold) is the same keep their number; the others are taken out and the active ones put
 * back in their place with their words. Null (loaded whole) when the categories changed, too many moved, or
 * a predecessor is neither held nor read.
 */
export async function applySuggestionChanges(
  ctx: RequestContext,
  index: SuggestionIndex,
  ids: number[],
): Promise<SuggestionIndex | null> {
  if (ids.includes(STORE_ROWS)) return null;
  if (!ids.length) return index;
  const moved = await movedProducts(ctx, index, ids);
  if (!moved.size) return index;
  if (moved.size > MAX_PLACED) return null;
  const rows = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, loadTimeout());
    return queryRows<ChangedRow>(
      tx,
      selectSql`select p.id, p.name, p.slug, coalesce(c.name, '') as category,
          tsvector_to_array(ts_filter(p.search_vector, '{a}')) as words, ${SUGGESTION_DIGEST} as digest,
          ${BEST_SELLER_PREDECESSOR} as before
        from products p left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
        where p.tenant_id = ${ctx.tenant.id} and p.is_active and p.id = any(${sql.param([...moved])}::int[])`,
    );
  });
  const order = placedOrder(index.ids, moved, rows);
  return order && renumbered(index, order);
}

/** Of the products `ids`, those the index holds with another digest, no longer active, or new to it. */
async function movedProducts(ctx: RequestContext, index: SuggestionIndex, ids: number[]) {
  const now = await ctx.loadIndex((tx) =>
    queryRows<{ id: number; digest: number }>(
      tx,
      selectSql`select p.id, ${SUGGESTION_DIGEST} as digest
        from products p left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
        where p.tenant_id = ${ctx.tenant.id} and p.is_active and p.id = any(${sql.param(ids)}::int[])`,
    ),
  );
  const digests = new Map(now.map((r) => [r.id, r.digest]));
  const moved = new Set<number>();
  const held = new Set<number>();
  const changed = new Set(ids);
  for (let n = 0; n < index.ids.length; n++) {
    const id = index.ids[n]!;
    if (!changed.has(id)) continue;
    held.add(id);
    if (digests.get(id) !== index.digests[n]) moved.add(id);
  }
  for (const { id } of now) if (!held.has(id)) moved.add(id);
  return moved;
}

/**
 * The index in the new `order`: every word's products renumbered without the moved ones (ascending still:
 * the kept products keep their order among themselves), the moved products' words merged in, and the words
 * sorted and their trigrams found again only when a word came or went.
 */
async function renumbered(index: SuggestionIndex, order: (number | ChangedRow)[]): Promise<SuggestionIndex> {
  const slices = timeSlices();
  const { renumbered: to, added } = renumbering(order, index.ids.length);
  const byWord = new Map<string, number[]>();
  for (let w = 0; w < index.words.length; w++) {
    if (slices.due()) await slices.pause();
    const docs: number[] = [];
    for (let i = index.starts[w]!; i < index.starts[w + 1]!; i++) {
      const n = to[index.holders[i]!]!;
      if (n >= 0) docs.push(n);
    }
    byWord.set(index.words[w]!, docs);
  }
  for (const { n, row } of added)
    for (const word of new Set(row.words)) {
      const docs = byWord.get(word);
      if (docs) insertAscending(docs, n);
      else byWord.set(word, [n]);
    }
  for (const [word, docs] of byWord) if (!docs.length) byWord.delete(word);
  const pick = <V>(kept: (n: number) => V, changed: (row: ChangedRow) => V) =>
    order.map((from) => (typeof from === 'number' ? kept(from) : changed(from)));
  return {
    ...index,
    ids: Int32Array.from(
      pick(
        (n) => index.ids[n]!,
        (row) => row.id,
      ),
    ),
    digests: Float64Array.from(
      pick(
        (n) => index.digests[n]!,
        (row) => row.digest,
      ),
    ),
    names: pick(
      (n) => index.names[n]!,
      (row) => row.name,
    ),
    slugs: pick(
      (n) => index.slugs[n]!,
      (row) => row.slug,
    ),
    categoryNames: pick(
      (n) => index.categoryNames[n]!,
      (row) => row.category,
    ),
    ...(await wordIndex(byWord, slices, index)),
  };
}

/** `n` put into the ascending `docs` in its place. */
function insertAscending(docs: number[], n: number) {
  let at = docs.length;
  while (at > 0 && docs[at - 1]! > n) at--;
  docs.splice(at, 0, n);
}
