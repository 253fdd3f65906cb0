import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductListItemSchema } from '@storefront/contract/catalog';
import { pageOf, type Page } from '@storefront/contract/common';
import { answerWriter } from '../../platform/response-serializer.ts';
import { CardBytes, writtenProductList } from './card-json.ts';
import { cardListItem, parsedCard, type CardTextRow } from '../catalog/index.ts';

const STORE_A = '00000000-0000-4000-8000-00000000000a';
const STORE_B = '00000000-0000-4000-8000-00000000000b';
const schema = pageOf(ProductListItemSchema);
const byZod = serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' });

/**
 * A card's text as PostgreSQL keeps it (json_build_object's spacing), with what could trip a splice:
 * attributes holding the stock's own keys, escapes, numbers JSON.stringify writes differently.
 */
const cardText = (id: number) =>
  `{"id" : ${id}, "slug" : "lamp-${id}", "name" : "Lamp – \\"brass\\" \\\\ </script> \\u0007", "sku" : "L-${id}",` +
  ` "short_description" : "A lamp\\nfor \\"you\\"", "price" : "12.50", "compare_at_price" : null,` +
  ` "image" : {"file" : "/media/l.webp", "alt_text" : "Lamp"},` +
  ` "category" : {"id" : 1, "slug" : "c", "name" : "C", "description" : ""}, "product_type" : null,` +
  ` "supplier" : {"username" : "sam"}, "is_marketplace_product" : true, "is_featured" : false,` +
  ` "is_active" : true, "attributes" : {"x": 1, "available_stock": 0, "stock_status": "out_of_stock",` +
  ` "price": 1.50, "big": 1e21, "a\\"b": [1, null, {"c": "d"}]}, "release_date" : null,` +
  ` "created_at" : "2026-01-02T03:04:05.000Z"}`;

const row = (id: number, stock: number, email = 'sam@example.com', revision = 7): CardTextRow => ({
  id,
  revision,
  item: cardText(id),
  supplier_email: email,
  available_stock: stock,
});

const page = (results: CardTextRow[]): Page<CardTextRow> => ({
  count: 45,
  next: '/api/ecommerce/products/?search=a%22b&page=3',
  previous: null,
  results,
});

/** The list as the serializer writes it from objects: what every list answered before. */
const asObjects = ({ results, ...links }: Page<CardTextRow>, withEmail: boolean) =>
  answerWriter(schema)({ ...links, results: results.map((r) => cardListItem(parsedCard(r), withEmail)) });

afterEach(() => vi.restoreAllMocks());

/** A fresh store of cards' bytes per test file, as an app makes one. */
const cards = new CardBytes();
const cardJson = cards.json.bind(cards);
const shopperCardsJson = cards.shopperJson.bind(cards);

/** A page's answer written from its rows' card JSON, as the list routes write it. */
const writtenList = (tenantId: string, { results, ...links }: Page<CardTextRow>, withEmail: boolean) =>
  writtenProductList({ ...links, results: results.map((r) => cardJson(tenantId, r, withEmail)) });

describe('writtenProductList', () => {
  it('writes a list byte for byte as the serializers write it from objects, for shoppers and staff', () => {
    const list = page([row(1, 0), row(2, 3), row(3, 50), row(4, -2)]);
    for (const withEmail of [false, true, false]) {
      const written = writtenList(STORE_A, list, withEmail).json;
      expect(written).toBe(asObjects(list, withEmail));
      expect(written).toBe(byZod(JSON.parse(written)));
    }
    expect(writtenList(STORE_A, page([]), false).json).toBe(asObjects(page([]), false));
  });

  it('keeps a shopper’s card apart from staff’s: e-mails only ever reach staff', () => {
    const staffFirst = writtenList(STORE_A, page([row(11, 5)]), true).json;
    expect(staffFirst).toContain('sam@example.com');
    expect(writtenList(STORE_A, page([row(11, 5)]), false).json).not.toContain('@');
    expect(writtenList(STORE_A, page([row(11, 5)]), true).json).toBe(staffFirst);
  });

  it('writes a kept card with its stock of the moment, without reading the card again', () => {
    writtenList(STORE_A, page([row(21, 1)]), false);
    const parse = vi.spyOn(JSON, 'parse');
    const later = writtenList(STORE_A, page([row(21, 60)]), false).json;
    expect(parse).not.toHaveBeenCalled();
    expect(later).toBe(asObjects(page([row(21, 60)]), false));
    expect(later).toContain('"available_stock":60,"stock_status":"in_stock"');
  });

  it('never serves one store a card another store’s list wrote', () => {
    writtenList(STORE_A, page([row(31, 2)]), false);
    const parse = vi.spyOn(JSON, 'parse');
    writtenList(STORE_B, page([row(31, 2)]), false);
    expect(parse).toHaveBeenCalledWith(cardText(31));
    parse.mockClear();
    writtenList(STORE_B, page([row(31, 2)]), false);
    expect(parse).not.toHaveBeenCalled();
  });

  it('writes a card again when it changed (another revision), never the kept one', () => {
    writtenList(STORE_A, page([row(41, 2, 'sam@example.com', 100)]), false);
    const changed = { ...row(41, 2, 'sam@example.com', 101), item: cardText(41).replace('12.50', '9.99') };
    const later = writtenList(STORE_A, page([changed]), false).json;
    expect(later).toContain('"price":"9.99"');
    expect(later).toBe(asObjects(page([changed]), false));
  });
});

describe('a written list’s ETag', () => {
  it('is the same for the same answer and differs when any byte does: stock, a card, the links', () => {
    const tag = (list: Page<CardTextRow>) => writtenList(STORE_A, list, false).etag;
    const base = page([row(71, 5), row(72, 6)]);
    expect(tag(base)).toMatch(/^"[\w-]{27}"$/);
    expect(tag(page([row(71, 5), row(72, 6)]))).toBe(tag(base));
    expect(tag(page([row(71, 5), row(72, 7)]))).not.toBe(tag(base));
    expect(tag(page([row(72, 6), row(71, 5)]))).not.toBe(tag(base));
    const edited = { ...row(72, 6, 'sam@example.com', 8), item: cardText(72).replace('Lamp', 'Lump') };
    expect(tag(page([row(71, 5), edited]))).not.toBe(tag(base));
    expect(tag({ ...base, count: 46 })).not.toBe(tag(base));
    expect(tag({ ...base, next: null })).not.toBe(tag(base));
  });
});

describe('CardBytes.shopperJson', () => {
  it('writes kept cards at once and reads the others in one call, in the page’s order', async () => {
    cardJson(STORE_A, row(51, 1), false);
    const read = vi.fn(async (ids: number[]) => ids.map((id) => row(id, 999)));
    const texts = await shopperCardsJson(
      STORE_A,
      [51, 52, 53].map((id) => ({ id, revision: 7, available_stock: id - 50 })),
      read,
    );
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith([52, 53]);
    // The stock is the one the page was picked with, not the read row's.
    expect(texts).toEqual([1, 2, 3].map((n) => cardJson(STORE_A, row(50 + n, n), false)));
    read.mockClear();
    await shopperCardsJson(STORE_A, [{ id: 53, revision: 7, available_stock: 3 }], read);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads a card again when the index knows another revision or another store', async () => {
    cardJson(STORE_A, row(61, 1), false);
    const read = vi.fn(async (ids: number[]) => ids.map((id) => row(id, 1, 'x@example.com', 8)));
    await shopperCardsJson(STORE_A, [{ id: 61, revision: 8, available_stock: 1 }], read);
    await shopperCardsJson(STORE_B, [{ id: 61, revision: 8, available_stock: 1 }], read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
