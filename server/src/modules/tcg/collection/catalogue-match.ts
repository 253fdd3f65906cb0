import { sql } from 'drizzle-orm';
import { toCents } from '@storefront/contract/money';
import { queryRows, type Transaction } from '../../../db/client.ts';
import type { CollectionRow, SkippedRow } from './collection-row.ts';

/** A printing of the store's catalogue that a row can become stock of. */
export interface CataloguePrinting {
  productId: number;
  sku: string;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  sourceId: string;
  cents: number;
}

export type Matched = { row: CollectionRow; printing: CataloguePrinting } | { skip: SkippedRow };

/** A list as one bound parameter (drizzle spreads a JS array into a tuple). */
const anyOf = (values: string[]) =>
  sql`any(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

const SELECT = sql`select c.product_id as "productId", p.sku, c.name, c.set_code as "setCode",
  c.set_name as "setName", c.collector_number as "collectorNumber", c.source_id as "sourceId", c.price::text as price
  from tcg_cards c join products p on p.tenant_id = c.tenant_id and p.id = c.product_id`;

type PrintingRow = Omit<CataloguePrinting, 'cents'> & { price: string };
const printing = ({ price, ...r }: PrintingRow): CataloguePrinting => ({ ...r, cents: toCents(price) });

/** Per job: the printings of each set already read, so a set is read from the database once. */
export class CatalogueIndex {
  private readonly sets = new Map<string, CataloguePrinting[]>();
  constructor(private readonly tenantId: string) {}

  /** Reads every set the rows name and the printings their Scryfall ids point to, in two queries. */
  async load(tx: Transaction, rows: CollectionRow[]): Promise<Map<string, CataloguePrinting>> {
    const codes = [...new Set(rows.map((r) => r.setCode).filter((c) => c && !this.sets.has(`c:${c}`)))];
    const names = [
      ...new Set(rows.map((r) => r.setName.toLowerCase()).filter((n) => n && !this.sets.has(`n:${n}`))),
    ];
    for (const key of [...codes.map((c) => `c:${c}`), ...names.map((n) => `n:${n}`)]) this.sets.set(key, []);
    if (codes.length || names.length) {
      const found = await queryRows<PrintingRow>(
        tx,
        sql`${SELECT} where c.tenant_id = ${this.tenantId} and (lower(c.set_code) = ${anyOf(codes)}
          or lower(c.set_name) = ${anyOf(names)})`,
      );
      for (const r of found.map(printing)) {
        this.sets.get(`c:${r.setCode.toLowerCase()}`)?.push(r);
        this.sets.get(`n:${r.setName.toLowerCase()}`)?.push(r);
      }
    }
    const ids = [...new Set(rows.map((r) => r.scryfallId).filter(Boolean))];
    const byId = ids.length
      ? await queryRows<PrintingRow>(
          tx,
          sql`${SELECT} where c.tenant_id = ${this.tenantId} and c.source_id = ${anyOf(ids)}`,
        )
      : [];
    return new Map(byId.map((r) => [r.sourceId.toLowerCase(), printing(r)]));
  }

  /** The printings of the row's set (by code, else by name), or null when the catalogue has no such set. */
  setOf(row: CollectionRow): CataloguePrinting[] | null {
    const byCode = row.setCode ? this.sets.get(`c:${row.setCode}`) : undefined;
    if (byCode?.length) return byCode;
    const byName = row.setName ? this.sets.get(`n:${row.setName.toLowerCase()}`) : undefined;
    return byName?.length ? byName : null;
  }
}

const frontFace = (name: string) => name.split(' // ')[0]!.trim().toLowerCase();
/** The plain printing first: the SKU without a language suffix is the shortest. */
const plainFirst = (list: CataloguePrinting[]) => [...list].sort((a, b) => a.sku.length - b.sku.length)[0];

/**
 * Finds the catalogue printing of a row: by Scryfall id, else set and collector number, else (a row without
 * a number) set and name when exactly one printing of that name is in the set. Anything else is skipped with its reason, never guessed.
 */
export function matchRow(
  row: CollectionRow,
  index: CatalogueIndex,
  byId: Map<string, CataloguePrinting>,
): Matched {
  const skip = (reason: string): Matched => ({ skip: { line: row.line, name: row.name, reason } });
  const direct = row.scryfallId ? byId.get(row.scryfallId) : undefined;
  if (direct) return { row, printing: direct };
  const setLabel = row.setCode ? row.setCode.toUpperCase() : row.setName;
  if (!setLabel) return skip('no set: the printing cannot be told from the name alone');
  const set = index.setOf(row);
  if (!set) return skip(`set ${setLabel} is not in the store's catalogue`);
  if (row.collectorNumber) {
    // A number the catalogue lacks is another printing (a showcase, a promo): never the one of the same name.
    const number = row.collectorNumber.toLowerCase();
    const hit = plainFirst(set.filter((p) => p.collectorNumber.toLowerCase() === number));
    return hit
      ? { row, printing: hit }
      : skip(`no card ${row.name} #${row.collectorNumber} in ${setLabel} in the store's catalogue`);
  }
  const named = set.filter((p) => frontFace(p.name) === frontFace(row.name));
  const numbers = new Set(named.map((p) => p.collectorNumber));
  if (numbers.size === 1) return { row, printing: plainFirst(named)! };
  if (numbers.size > 1)
    return skip(
      `${numbers.size} printings of ${row.name} in ${setLabel} and no collector number that matches`,
    );
  return skip(
    `no card ${row.name}${row.collectorNumber ? ` #${row.collectorNumber}` : ''} in ${setLabel} in the store's catalogue`,
  );
}
