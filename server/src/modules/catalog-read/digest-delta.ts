import { sql, type SQL } from 'drizzle-orm';

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
