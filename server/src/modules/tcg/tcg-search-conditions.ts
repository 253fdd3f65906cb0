import { sql, type SQL } from 'drizzle-orm';
import type { TcgSearchQuery } from '@storefront/contract/tcg';
import { BadRequest } from '../../platform/errors.ts';
import { compileQuery, languageFilter } from './query/compiler.ts';
import { parseQuery } from './query/parser.ts';
import { QueryError } from './query/tokenizer.ts';
import { colorValue, gameValue, languageValue } from './query/values.ts';

export const SORT_COLUMNS = {
  // Ignoring case, as a person reads names (the index tcg_cards_name_sort_idx serves it).
  name: sql.raw('lower(c.name)'),
  price: sql.raw('c.price'),
  created_at: sql.raw('c.created_at'),
};

/** A QueryError from a filter or the q language becomes a 400 naming the parameter. */
function guarded<T>(param: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    const message = param === 'q' ? `Invalid search query: ${error.message}` : error.message;
    throw new BadRequest(message, { [param]: error.message });
  }
}

const exactColors = (colors: string[]) =>
  sql`c.colors @> array[${sql.join(
    colors.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/**
 * The store's active cards in `tcg_cards c`, filtered by tenant explicitly, as searches run without
 * row-level security (docs/decisions/008-search-picks-ids-as-owner.md).
 */
export const storeCards = (tenantId: string): SQL => sql`c.tenant_id = ${tenantId} and c.is_active`;

/** The conditions of a TCG search besides the store: each filter given, and the q language. */
export function filterConditions(q: TcgSearchQuery): SQL[] {
  const where: SQL[] = [];
  if (q.game) {
    const game = guarded('game', () => gameValue(q.game!));
    where.push(sql`c.game = ${game}`);
  }
  if (q.rarity) where.push(sql`c.rarity_key = ${q.rarity.toLowerCase()}`);
  if (q.card_type) where.push(sql`c.types @> array[${q.card_type}]::text[]`);
  if (q.set) where.push(sql`c.set_code = ${q.set.toLowerCase()}`);
  if (q.color) {
    const color = guarded('color', () => colorValue(q.color!));
    where.push(
      color.kind === 'set'
        ? exactColors(color.colors)
        : color.kind === 'colorless'
          ? sql`cardinality(c.colors) = 0`
          : sql`cardinality(c.colors) > 1`,
    );
  }
  if (q.language) where.push(languageFilter(guarded('language', () => languageValue(q.language!))));
  if (q.mana_cost !== undefined) where.push(sql`c.mana_value = ${q.mana_cost}`);
  if (q.power !== undefined) where.push(sql`c.power_value = ${q.power}`);
  if (q.toughness !== undefined) where.push(sql`c.toughness_value = ${q.toughness}`);
  if (q.min_price !== undefined) where.push(sql`c.price >= ${q.min_price}`);
  if (q.max_price !== undefined) where.push(sql`c.price <= ${q.max_price}`);
  if (q.in_stock === 'true' || q.in_stock === '1')
    where.push(
      sql`exists (select 1 from supplier_stocks s where s.tenant_id = c.tenant_id and s.product_id = c.product_id and s.quantity > 0)`,
    );
  if (q.q) {
    const tree = guarded('q', () => parseQuery(q.q!));
    if (tree) where.push(guarded('q', () => compileQuery(tree)));
  }
  return where;
}
