import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@storefront/contract/catalog';
import { queryPrepared, type Transaction } from '../../db/client.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { Conflict } from '../../platform/errors.ts';

/** Units of an order line taken from one supplier stock row. */
export interface Allocation {
  stockId: number;
  quantity: number;
}

export interface StockRequest {
  productId: number;
  /** The variant whose rows give the units (null only for a line stored before lines named one: none). */
  variantId: number | null;
  name: string;
  quantity: number;
}

/** The key of a line's allocations: its product and variant. */
export const lineKey = (line: { productId: number; variantId: number | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

export function outOfStock(name: string, available: number): Conflict {
  return available === 0
    ? new Conflict(`Sorry, ${name} is out of stock. Remove it from your cart to continue.`)
    : new Conflict(
        `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left in stock. Lower the quantity in your cart to continue.`,
      );
}

interface PlannedRow {
  product_id: number;
  variant_id: number;
  id: number;
  /** Units on the row when it was locked. */
  quantity: number;
  /** Units taken from it (null: none were needed, or the guard refused them). */
  taken: number | null;
}

/**
 * One statement takes every line's units: it locks the lines' stock rows (FOR NO KEY UPDATE, in product,
 * variant, price, id order, so concurrent checkouts queue instead of deadlocking), plans cheapest row first
 * from the quantities it locked (after a wait, READ COMMITTED hands it the committed ones), and subtracts
 * with a guard (`quantity >= take`) the CHECK would back up. Answers every locked row with what it gave.
 * The lines are arrays, so the text is one whatever their number: prepared, each connection plans it once.
 */
async function takeUnits(tx: Transaction, tenantId: string, lines: StockRequest[]): Promise<PlannedRow[]> {
  return queryPrepared<PlannedRow>(
    tx,
    sql`with wanted (product_id, variant_id, want) as (
        select * from unnest(${sql.param(lines.map((l) => l.productId))}::int[],
          ${sql.param(lines.map((l) => l.variantId))}::int[], ${sql.param(lines.map((l) => l.quantity))}::int[])),
      locked as materialized (
        select s.id, s.product_id, s.variant_id, s.quantity, s.price from supplier_stocks s
        where s.tenant_id = ${tenantId} and s.quantity > 0
          and (s.product_id, s.variant_id) in (select product_id, variant_id from wanted)
        order by s.product_id, s.variant_id, s.price, s.id
        for no key update),
      plan as materialized (
        select l.id, l.product_id, l.variant_id, l.quantity, l.price,
          least(l.quantity, greatest(0, w.want - (sum(l.quantity) over (partition by l.product_id, l.variant_id
            order by l.price, l.id rows between unbounded preceding and current row) - l.quantity)))::int as take
        from locked l join wanted w on w.product_id = l.product_id and w.variant_id = l.variant_id),
      taken as (
        update supplier_stocks s set quantity = s.quantity - p.take, updated_at = now() from plan p
        where s.tenant_id = ${tenantId} and s.id = p.id and p.take > 0 and s.quantity >= p.take
        returning s.id, p.take)
      select p.product_id, p.variant_id, p.id, p.quantity, t.take as taken
      from plan p left join taken t on t.id = p.id
      order by p.product_id, p.variant_id, p.price, p.id`,
  );
}

/**
 * Whether taking `rows`' units changes what a shopper sees of stock: a variant left with at most
 * LOW_STOCK_THRESHOLD units (it crossed zero, crossed into low stock, or shows "Only n left"). Above the
 * threshold a sale changes no product's or variant's status, so the cached catalogue answers are kept
 * (every order bumping the products version would empty the catalogue cache under checkout traffic); their
 * exact "n available" may then lag by the cache's time limit. A product's stock is the sum of its active
 * variants', never below the variant's, so its status is unchanged too.
 */
export function showsStockChange(
  rows: Pick<PlannedRow, 'product_id' | 'variant_id' | 'quantity' | 'taken'>[],
) {
  const left = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.product_id}:${r.variant_id}`;
    left.set(key, (left.get(key) ?? 0) + r.quantity - (r.taken ?? 0));
  }
  return [...left.values()].some((units) => units <= LOW_STOCK_THRESHOLD);
}

/**
 * Takes the units of every line from its variant's supplier stock rows inside the checkout transaction,
 * cheapest offer first, in one statement (`takeUnits`): the second buyer of the last unit waits for the
 * first's commit and then sees it gone. Throws 409 when any line cannot be filled; the caller's transaction
 * then rolls every change back. Call it as late in the transaction as possible: the rows stay locked until
 * the commit. Answers, per line (lineKey), the stock rows taken from and how many units each gave.
 */
export async function reserveStock(
  tx: Transaction,
  tenantId: string,
  lines: StockRequest[],
): Promise<Map<string, Allocation[]>> {
  const noVariant = lines.find((l) => l.variantId === null);
  if (noVariant) throw outOfStock(noVariant.name, 0);
  const rows = lines.length ? await takeUnits(tx, tenantId, lines) : [];
  if (showsStockChange(rows)) await dataChanged(tx, tenantId, 'products');
  const taken = new Map<string, Allocation[]>();
  const ordered = [...lines].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
  for (const line of ordered) {
    const own = rows.filter((r) => r.product_id === line.productId && r.variant_id === line.variantId);
    const given = own.filter((r) => r.taken !== null && r.taken > 0);
    if (given.reduce((sum, r) => sum + r.taken!, 0) < line.quantity)
      throw outOfStock(
        line.name,
        own.reduce((sum, r) => sum + r.quantity, 0),
      );
    taken.set(
      lineKey(line),
      given.map((r) => ({ stockId: r.id, quantity: r.taken! })),
    );
  }
  return taken;
}
