import { sql } from 'drizzle-orm';

/** A changed product as a delta reads it again: its id, and the active product before it in the index's order. */
export interface Placed {
  id: number;
  /** Null: it comes first. */
  before: number | null;
}

/**
 * The id of the active product just before `p` in PostgreSQL's name order (`lower(name), id`), or null: one
 * step down the name index, what a delta needs to put a changed product in its place without reading the
 * store.
 */
export const PREDECESSOR = sql`(select q.id from products q
    where q.tenant_id = p.tenant_id and q.is_active and (lower(q.name), q.id) < (lower(p.name), p.id)
    order by lower(q.name) desc, q.id desc limit 1)`;

/**
 * A store index's new order after a delta: its products `ids` (in its order: names for the list and search
 * indexes, best sellers for suggestions) without `changed`, and `rows` (the changed ones still active,
 * read again) each after its predecessor in that order. Old products stand as their old numbers, changed
 * ones as their rows. Null when the rows do not fit (a predecessor neither kept nor read): the store is
 * then loaded whole.
 */
export function placedOrder<R extends Placed>(ids: Int32Array, changed: Set<number>, rows: R[]) {
  const after = new Map<number, R>();
  for (const row of rows) after.set(row.before ?? 0, row);
  const order: (number | R)[] = [];
  const follow = (id: number) => {
    for (let row = after.get(id); row; row = after.get(row.id)) order.push(row);
  };
  follow(0);
  let kept = 0;
  for (let n = 0; n < ids.length; n++) {
    if (changed.has(ids[n]!)) continue;
    kept++;
    order.push(n);
    follow(ids[n]!);
  }
  return after.size === rows.length && order.length === kept + rows.length ? order : null;
}

/** For each old number its new one in `order` (-1: changed or gone), and the new numbers of the rows read. */
export function renumbering<R>(order: (number | R)[], oldLength: number) {
  const renumbered = new Int32Array(oldLength).fill(-1);
  const added: { n: number; row: R }[] = [];
  order.forEach((from, n) => {
    if (typeof from === 'number') renumbered[from] = n;
    else added.push({ n, row: from });
  });
  return { renumbered, added };
}
