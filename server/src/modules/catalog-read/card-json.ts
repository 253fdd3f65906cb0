import { hash } from 'node:crypto';
import { ProductListItemSchema, stockStatus, type ProductList } from '@storefront/contract/catalog';
import type { Page } from '@storefront/contract/common';
import { boundedCache } from '../../platform/bounded-cache.ts';
import { answerWriter, WrittenJson } from '../../platform/response-serializer.ts';
import { cardListItem, parsedCard, type CardTextRow } from '../catalog/index.ts';

/** The list item as the production response serializer writes it. */
const writeItem = answerWriter(ProductListItemSchema);

/**
 * A card's list item as JSON bytes (UTF-8: sent as they are, never encoded again), cut around its stock
 * (the stock changes without the card), with its store and revision.
 */
interface CardJson {
  tenantId: string;
  revision: number;
  head: Buffer;
  tail: Buffer;
  /** The SHA-1 of head and tail: a page's ETag is a digest of its cards' digests (`writtenProductList`). */
  digest: string;
}

/**
 * A card's JSON as the pieces a list is joined from: its head, its stock fields and its tail; and what its
 * ETag part is made of: the card's digest and the stock.
 */
export type CardPieces = readonly [head: Buffer, stock: Buffer, tail: Buffer, digest: string, level: number];

/** Never in UTF-8: parts hashed together are told apart by it. */
const APART = Buffer.from([0xff]);

/** The item's stock fields, as the serializer writes them (they follow `attributes` in the schema). */
const stockJson = (stock: number) => `,"available_stock":${stock},"stock_status":"${stockStatus(stock)}"`;
const NO_STOCK = stockJson(0);

/** The stock fields as bytes, written once for the stock levels most products have. */
const STOCK_BYTES = Array.from({ length: 1_024 }, (_, stock) => Buffer.from(stockJson(stock)));
const stockBytes = (stock: number) => STOCK_BYTES[stock] ?? Buffer.from(stockJson(stock));

/** A card written whole by the item writer, then cut where its stock is. */
function cardJsonOf(tenantId: string, row: CardTextRow, withEmail: boolean): CardJson {
  const json = writeItem(cardListItem({ ...parsedCard(row), available_stock: 0 }, withEmail));
  // The last one: `attributes`, before it, may hold the same keys, but nothing after it can (strings only).
  const at = json.lastIndexOf(NO_STOCK);
  const head = Buffer.from(json.slice(0, at));
  const tail = Buffer.from(json.slice(at + NO_STOCK.length));
  const digest = hash('sha1', Buffer.concat([head, APART, tail]), 'base64url');
  return { tenantId, revision: row.revision, head, tail, digest };
}

/** A card of a page: its product, its card's revision and the available stock to show. */
export interface PageCard {
  id: number;
  revision: number;
  available_stock: number;
}

const withStock = (card: CardJson, stock: number): CardPieces => [
  card.head,
  stockBytes(stock),
  card.tail,
  card.digest,
  stock,
];

/** How many cards' bytes are kept: entries, and the bytes of their JSON in all. */
export interface CardBytesLimits {
  cards: number;
  bytes: number;
}

/**
 * Anonymous cards written, by product, each with its store and its card's revision (`product_cards.xmin`,
 * which every write of the card changes): an entry serves only that store and revision, so it is never
 * stale, and lists skip parsing, copying and writing each card again (most of a list request's CPU in a
 * profile). Staff answers (with supplier e-mails) are written per request and never kept. One per app
 * (catalog-read.ts): the SQL reads fill it, the in-process ones use it.
 */
export class CardBytes {
  private readonly written;

  constructor({ cards, bytes }: CardBytesLimits = { cards: 100_000, bytes: 32 * 1024 * 1024 }) {
    this.written = boundedCache<number, CardJson>({
      max: cards,
      ttlMs: 10 * 60_000,
      maxSize: { total: bytes, sizeOf: (card: CardJson) => card.head.length + card.tail.length },
    });
  }

  /** The kept card of `card`, if its store and revision are the ones kept. */
  private kept(tenantId: string, { id, revision }: PageCard): CardJson | undefined {
    const kept = this.written.get(id);
    return kept?.tenantId === tenantId && kept.revision === revision ? kept : undefined;
  }

  /** A card read with its text, written (and kept, for shoppers). */
  json(tenantId: string, row: CardTextRow, withEmail: boolean): CardPieces {
    let card = withEmail ? undefined : this.kept(tenantId, row);
    if (!card) {
      card = cardJsonOf(tenantId, row, withEmail);
      if (!withEmail) this.written.set(row.id, card);
    }
    return withStock(card, row.available_stock);
  }

  /**
   * The shopper's JSON of each of `cards` (products the list index picked, with their revision and stock),
   * in order: kept ones at once, the rest read in one statement (`read`, which answers their rows) and kept.
   */
  async shopperJson(
    tenantId: string,
    cards: PageCard[],
    read: (ids: number[]) => Promise<CardTextRow[]>,
  ): Promise<CardPieces[]> {
    const pieces = cards.map((card) => {
      const kept = this.kept(tenantId, card);
      return kept && withStock(kept, card.available_stock);
    });
    const missing = cards.filter((_, i) => pieces[i] === undefined);
    if (!missing.length) return pieces as CardPieces[];
    const rows = new Map((await read(missing.map((c) => c.id))).map((row) => [row.id, row]));
    return cards.flatMap((card, i) => {
      const kept = pieces[i];
      if (kept) return [kept];
      const row = rows.get(card.id);
      // Gone since the index was read (deleted): its place stays empty rather than showing a wrong card.
      // Else the card as read (possibly newer) with the stock the page was picked with.
      return row ? [this.json(tenantId, { ...row, available_stock: card.available_stock }, false)] : [];
    });
  }
}

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

/** `parts` joined into one buffer (one allocation; each part copied by the typed array's own `set`). */
function joined(parts: Buffer[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A product list's answer joined from its cards' JSON, byte for byte what the response serializer writes
 * for the same list read as objects (`route` checks it outside production). Its ETag is the SHA-1 of the
 * parts between the cards, each card's digest and its stock fields: a function of the bytes sent (equal
 * answers have equal tags, on every instance), without hashing the 14 KB of a page again per request.
 */
export function writtenProductList({
  count,
  next,
  previous,
  results,
}: Page<CardPieces>): WrittenJson<ProductList> {
  const start = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[`;
  const parts: Buffer[] = [Buffer.from(start)];
  // NUL never appears in JSON text nor in a digest: it keeps the parts apart.
  let identity = start;
  results.forEach(([head, stock, tail, digest, level], i) => {
    if (i) parts.push(COMMA);
    parts.push(head, stock, tail);
    identity += `\0${digest}\0${level}`;
  });
  parts.push(END);
  return new WrittenJson(joined(parts), `"${hash('sha1', identity, 'base64url')}"`);
}
