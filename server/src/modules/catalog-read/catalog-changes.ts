import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { snapshotXmin, type Changes } from '../../platform/store-indexes.ts';

/**
 * The catalogue's change log (catalog_changes, decision 050), as the read model's structures read it. The
 * log's product 0 stands for the store's categories and product types.
 */
export const STORE_ROWS = 0;

/**
 * The products logged by transactions at or after `watermark` (committed ones, and those still running
 * that have logged: both are read again after the next watermark, `xmin`), or null past `max` of them.
 */
export async function readChanges(
  tx: ReadOnly,
  tenantId: string,
  watermark: bigint,
  max: number,
): Promise<Changes | null> {
  const [row] = await queryRows<{ xmin: string; ids: number[] }>(
    tx,
    selectSql`select ${snapshotXmin} as xmin, array(select product_id from catalog_changes
          where tenant_id = ${tenantId} and txid >= ${watermark.toString()}::bigint
          limit ${max + 1}) as ids`,
  );
  return row!.ids.length > max ? null : { xmin: BigInt(row!.xmin), ids: row!.ids };
}
