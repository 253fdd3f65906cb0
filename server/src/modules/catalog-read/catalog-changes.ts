import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';

/**
 * The catalogue's change log (catalog_changes, decision 050), as the read model's structures read it. The
 * log's product 0 stands for the store's categories and product types.
 */
export const STORE_ROWS = 0;

/** The oldest transaction still running: every change logged by an older one is committed and visible. */
const snapshotXmin = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** A structure's watermark now: what it reads after this has seen every change logged below it. */
export async function readWatermark(tx: ReadOnly): Promise<bigint> {
  const [row] = await queryRows<{ xmin: string }>(tx, selectSql`select ${snapshotXmin} as xmin`);
  return BigInt(row!.xmin);
}

/**
 * The products logged by transactions at or after `watermark` (committed ones, and those still running
 * that have logged: both are read again after the next watermark, `xmin`), or null past `max` of them.
 */
export async function readChanges(
  tx: ReadOnly,
  tenantId: string,
  watermark: bigint,
  max: number,
): Promise<{ xmin: bigint; ids: number[] | null }> {
  const [row] = await queryRows<{ xmin: string; ids: number[] }>(
    tx,
    selectSql`select ${snapshotXmin} as xmin, array(select product_id from catalog_changes
          where tenant_id = ${tenantId} and txid >= ${watermark.toString()}::bigint
          limit ${max + 1}) as ids`,
  );
  return { xmin: BigInt(row!.xmin), ids: row!.ids.length > max ? null : row!.ids };
}
