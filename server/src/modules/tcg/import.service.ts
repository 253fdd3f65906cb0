import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { writeCards, type WriteOptions } from './card-writer.ts';
import { invalidateTcgFilters } from './tcg-filters.service.ts';
import { parseCards, type FormatName, type ParseInput, type SkippedRecord } from './parsers/index.ts';

export interface ImportSummary {
  parsed: number;
  created: number;
  updated: number;
  skipped: SkippedRecord[];
}

/** Imports one file into one store in a single transaction: every valid card or, on failure, none. */
export async function importCards(
  db: Database,
  tenant: Pick<TenantRow, 'id' | 'slug'>,
  format: FormatName,
  input: ParseInput,
  options: WriteOptions = { stock: 'demo' },
): Promise<ImportSummary> {
  const { records, skipped } = parseCards(format, input);
  const written = await withTenant(db, tenant.id, async (tx) => {
    const result = await writeCards(tx, tenant, records, options);
    return result;
  });
  invalidateTcgFilters(tenant.id);
  return { parsed: records.length, ...written, skipped };
}
