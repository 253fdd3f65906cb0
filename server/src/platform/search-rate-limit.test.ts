import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { searchRateLimitPerMinute: 3 } });
});
afterAll(() => t?.close());

const get = (url: string, remoteAddress = '203.0.113.7') =>
  injectAs(t.app, 'cards.localhost', { method: 'GET', url, remoteAddress });

describe('expensive searches are limited per client address', () => {
  it.each([
    ['/api/ecommerce/products/tcg_search/?q=bolt', '203.0.113.1'],
    ['/api/ecommerce/products/?search=tent', '203.0.113.2'],
    ['/api/ecommerce/search/suggestions/?q=tent', '203.0.113.3'],
  ])('%s: the 4th call in a minute is a 429 with a readable error', async (url, address) => {
    for (let i = 0; i < 3; i++) expect((await get(url, address)).statusCode).toBe(200);
    const limited = await get(url, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many searches from your address. Please wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(url, '203.0.113.99')).statusCode).toBe(200);
  });

  it('does not count a product list without a search term', async () => {
    for (let i = 0; i < 5; i++)
      expect((await get('/api/ecommerce/products/?page=1', '203.0.113.4')).statusCode).toBe(200);
  });
});
