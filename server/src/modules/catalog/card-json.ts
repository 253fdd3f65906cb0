import { ProductListItemSchema, stockStatus, type ProductList } from '@storefront/contract/catalog';
import type { Page } from '@storefront/contract/common';
import { boundedCache } from '../../platform/bounded-cache.ts';
import { answerWriter, WrittenJson } from '../../platform/response-serializer.ts';
import { cardListItem, parsedCard, type CardTextRow } from './catalog.rows.ts';

/** The list item as the production response serializer writes it. */
const writeItem = answerWriter(ProductListItemSchema);

/** A card's list item as JSON, cut around its stock (the stock changes without the card), and its store. */
interface CardJson {
  tenantId: string;
  head: string;
  tail: string;
}

/** The item's stock fields, as the serializer writes them (they follow `attributes` in the schema). */
const stockJson = (stock: number) => `,"available_stock":${stock},"stock_status":"${stockStatus(stock)}"`;
const NO_STOCK = stockJson(0);

/** A card written whole by the item writer, then cut where its stock is. */
function cardJsonOf(tenantId: string, row: CardTextRow, withEmail: boolean): CardJson {
  const json = writeItem(cardListItem({ ...parsedCard(row), available_stock: 0 }, withEmail));
  // The last one: `attributes`, before it, may hold the same keys, but nothing after it can (strings only).
  const at = json.lastIndexOf(NO_STOCK);
  return { tenantId, head: json.slice(0, at), tail: json.slice(at + NO_STOCK.length) };
}

/**
 * Anonymous cards written, by the card's text: a card's JSON depends on that text alone, so an entry is
 * never stale (an edited card has another text) and lists skip parsing, copying and writing each card
 * again (most of a list request's CPU in a profile). An entry serves only the store that wrote it (checked,
 * not keyed: ids make two stores' texts differ anyway, and the text alone hashes faster than a longer key).
 * Staff answers (with supplier e-mails) are written per request and never kept.
 */
const written = boundedCache<string, CardJson>({
  max: 100_000,
  ttlMs: 10 * 60_000,
  // The key (the card's text) is about as long as the written card.
  maxSize: { total: 32 * 1024 * 1024, sizeOf: (card: CardJson) => 2 * (card.head.length + card.tail.length) },
});

function cardJson(tenantId: string, row: CardTextRow, withEmail: boolean): string {
  let card = withEmail ? undefined : written.get(row.item);
  if (card?.tenantId !== tenantId) {
    card = cardJsonOf(tenantId, row, withEmail);
    if (!withEmail) written.set(row.item, card);
  }
  return card.head + stockJson(row.available_stock) + card.tail;
}

/**
 * A product list's answer written from its cards, byte for byte what the response serializer writes for
 * the same list read as objects (`route` checks it outside production).
 */
export function writtenProductList(
  tenantId: string,
  { count, next, previous, results }: Page<CardTextRow>,
  withEmail: boolean,
): WrittenJson<ProductList> {
  const items = results.map((row) => cardJson(tenantId, row, withEmail)).join(',');
  return new WrittenJson(
    `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${items}]}`,
  );
}
