import type { Transaction } from '../../../db/client.ts';
import { priceFromOffers, upsertVariantsBySku } from '../../catalog/index.ts';
import { setOffers } from '../../inventory/index.ts';
import { CONDITION_NAMES } from '../card-writer.ts';
import type { Condition } from '../parsers/card-record.ts';
import { refreshLanguages } from '../card-languages.ts';
import { languageName } from '../languages.ts';

/** One row of stock to write: a printing's condition, finish and language with quantity and price. */
export interface StockLine {
  productId: number;
  /** The printing's product SKU. */
  sku: string;
  name: string;
  condition: Condition;
  foil: boolean;
  language: string;
  quantity: number;
  cents: number;
}

/** Rows with the same printing, condition, finish and language are one stock line. */
export const stockKey = (l: Pick<StockLine, 'productId' | 'condition' | 'foil' | 'language'>) =>
  `${l.productId}|${l.condition}|${l.foil ? 'F' : 'N'}|${l.language}`;

/** The variant a stock line is sold as: the card importer's `<sku>-<condition>-<F|N>`, plus the language. */
export function variantOf(l: StockLine) {
  const english = l.language === 'en';
  return {
    productId: l.productId,
    sku: `${l.sku}-${l.condition}-${l.foil ? 'F' : 'N'}${english ? '' : `-${l.language.toUpperCase()}`}`,
    name: `${CONDITION_NAMES[l.condition]}${l.foil ? ' Foil' : ''}${english ? '' : ` (${languageName(l.language)})`}`,
    price: l.cents,
    attributes: { condition: l.condition, is_foil: l.foil, language: l.language },
  };
}

/**
 * Sets one holder's stock of these lines (the same rows again set the same figures: a re-import updates,
 * never adds up), through catalog's variant writes and inventory's offers; the products' prices follow.
 * `holderId` null: the store's own stock (decision 040).
 */
export async function writeStock(
  tx: Transaction,
  tenantId: string,
  holderId: number | null,
  lines: StockLine[],
) {
  if (!lines.length) return;
  const variants = await upsertVariantsBySku(tx, tenantId, lines.map(variantOf));
  const idOf = new Map(variants.map((v) => [v.sku, v.id]));
  await setOffers(
    tx,
    tenantId,
    lines.map((l) => {
      const v = variantOf(l);
      return {
        productId: l.productId,
        variantId: idOf.get(v.sku)!,
        supplierId: holderId,
        quantity: l.quantity,
        price: v.price,
      };
    }),
  );
  const productIds = [...new Set(lines.map((l) => l.productId))];
  await priceFromOffers(tx, tenantId, productIds);
  await refreshLanguages(tx, tenantId, productIds);
}

/** Staged rows of one key → one line: quantities add up, the first price given wins. */
export function mergeLines(lines: StockLine[]): StockLine {
  const first = lines[0]!;
  return {
    ...first,
    quantity: Math.min(
      1_000_000_000,
      lines.reduce((sum, l) => sum + l.quantity, 0),
    ),
  };
}
