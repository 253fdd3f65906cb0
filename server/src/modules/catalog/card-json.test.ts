import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductListItemSchema } from '@storefront/contract/catalog';
import { pageOf, type Page } from '@storefront/contract/common';
import { answerWriter } from '../../platform/response-serializer.ts';
import { writtenProductList } from './card-json.ts';
import { cardListItem, parsedCard, type CardTextRow } from './catalog.rows.ts';

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

const row = (id: number, stock: number, email = 'sam@example.com'): CardTextRow => ({
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

describe('writtenProductList', () => {
  it('writes a list byte for byte as the serializers write it from objects, for shoppers and staff', () => {
    const list = page([row(1, 0), row(2, 3), row(3, 50), row(4, -2)]);
    for (const withEmail of [false, true, false]) {
      const written = writtenProductList(STORE_A, list, withEmail).json;
      expect(written).toBe(asObjects(list, withEmail));
      expect(written).toBe(byZod(JSON.parse(written)));
    }
    expect(writtenProductList(STORE_A, page([]), false).json).toBe(asObjects(page([]), false));
  });

  it('keeps a shopper’s card apart from staff’s: e-mails only ever reach staff', () => {
    const staffFirst = writtenProductList(STORE_A, page([row(11, 5)]), true).json;
    expect(staffFirst).toContain('sam@example.com');
    expect(writtenProductList(STORE_A, page([row(11, 5)]), false).json).not.toContain('@');
    expect(writtenProductList(STORE_A, page([row(11, 5)]), true).json).toBe(staffFirst);
  });

  it('writes a kept card with its stock of the moment, without reading the card again', () => {
    writtenProductList(STORE_A, page([row(21, 1)]), false);
    const parse = vi.spyOn(JSON, 'parse');
    const later = writtenProductList(STORE_A, page([row(21, 60)]), false).json;
    expect(parse).not.toHaveBeenCalled();
    expect(later).toBe(asObjects(page([row(21, 60)]), false));
    expect(later).toContain('"available_stock":60,"stock_status":"in_stock"');
  });

  it('never serves one store a card another store’s list wrote', () => {
    writtenProductList(STORE_A, page([row(31, 2)]), false);
    const parse = vi.spyOn(JSON, 'parse');
    writtenProductList(STORE_B, page([row(31, 2)]), false);
    expect(parse).toHaveBeenCalledWith(cardText(31));
    parse.mockClear();
    writtenProductList(STORE_B, page([row(31, 2)]), false);
    expect(parse).not.toHaveBeenCalled();
  });
});
