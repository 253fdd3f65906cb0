import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartEndpoints } from '@storefront/contract/cart.endpoints';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { call, fillPath, queryString, resetCsrfToken } from './api';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function mockFetch(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('fillPath', () => {
  it('puts each parameter into its :name segment, encoded', () => {
    expect(fillPath('/api/manage/products/:id/variants/:variantId/', { id: 4, variantId: 9 })).toBe(
      '/api/manage/products/4/variants/9/',
    );
    expect(fillPath('/api/ecommerce/products/:slug/', { slug: 'a b/c' })).toBe(
      '/api/ecommerce/products/a%20b%2Fc/',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/orders/:id/', {})).toThrow('Missing path parameter id');
  });
});

describe('queryString', () => {
  it('leaves out empty values (spec section 5)', () => {
    expect(queryString({ q: 'lamp', page: 2, category: '', status: undefined, x: null })).toBe(
      '?q=lamp&page=2',
    );
    expect(queryString({})).toBe('');
  });
});

describe('call', () => {
  it('GETs the descriptor path with the query string and credentials, without a CSRF token', async () => {
    const fetchMock = mockFetch(json({ suggestions: [] }));
    await call(catalogEndpoints.products, { query: { search: 'tent', category: '', page: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ecommerce/products/?search=tent&page=2');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect((init?.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('sends the method, filled path, JSON body and CSRF header, and answers the parsed body', async () => {
    const cart = { items: [], total: 0, item_count: 0 };
    const fetchMock = mockFetch(json({ csrfToken: 'tok' }), json(cart));
    const answer = await call(cartEndpoints.setItemQuantity, { params: { id: 12 }, body: { quantity: 3 } });
    expect(answer).toEqual(cart);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/ecommerce/cart/items/12/');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"quantity":3}');
    expect(init?.headers).toMatchObject({ 'X-CSRFToken': 'tok', 'Content-Type': 'application/json' });
  });

  it('answers nothing for 204 and throws HttpError with status and body otherwise', async () => {
    mockFetch(json({ csrfToken: 'tok' }), json(null, 204), json({ error: 'Not found' }, 404));
    await expect(call(cartEndpoints.removeItem, { params: { id: 1 } })).resolves.toBeUndefined();
    await expect(call(cartEndpoints.getCart)).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('is typed from the contract: path params and body fields are checked', () => {
    const typed = () => {
      // @ts-expect-error the cart line's id is required
      void call(cartEndpoints.removeItem);
      // @ts-expect-error quantity is the body's field
      void call(cartEndpoints.setItemQuantity, { params: { id: 1 }, body: { qty: 1 } });
    };
    expect(typed).toBeTypeOf('function');
  });
});
