import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { loadCatalogFixtures as loadFixtures } from '../../test/catalog.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadFixtures(t);
});
afterAll(() => t.close());

const suggest = async (q: string, host = 'cards.localhost') => {
  const res = await injectAs(t.app, host, {
    method: 'GET',
    url: `/api/ecommerce/search/suggestions/?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ suggestions: { text: string; type: string; slug: string }[] }>().suggestions;
};

describe('GET /api/ecommerce/search/suggestions/', () => {
  it('suggests nothing for 2 characters or fewer', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('ba')).toEqual([]);
    expect(await suggest('  ba  ')).toEqual([]);
  });

  it('suggests categories and products from 3 characters, each with its type', async () => {
    expect(await suggest('bag')).toEqual([
      { text: 'Bags', type: 'category', slug: 'bags', category: '' },
      { text: 'Small Bags', type: 'category', slug: 'small-bags', category: '' },
    ]);
    expect(await suggest('satch')).toEqual([
      { text: 'Bravo Satchel', type: 'product', slug: 'bravo-satchel', category: 'Small Bags' },
    ]);
  });

  it('forgives typos', async () => {
    expect(await suggest('zephir')).toEqual([
      { text: 'Alpha Zephyr Lantern', type: 'product', slug: 'alpha-zephyr-lantern', category: 'Gear' },
    ]);
    expect(await suggest('almanak')).toEqual([
      { text: 'Delta Almanac', type: 'product', slug: 'delta-almanac', category: 'Books' },
    ]);
  });

  it('leaves out inactive products and answers at most 8', async () => {
    expect(await suggest('echo hidden')).toEqual([]);
    const many = await suggest('a b c d e');
    expect(many.length).toBeLessThanOrEqual(8);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('___')).toEqual([]);
  });

  it('answers 400 for an over-long q', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: `/api/ecommerce/search/suggestions/?q=${'x'.repeat(201)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('q');
  });

  it('suggests only the asking store’s products and categories', async () => {
    expect(await suggest('zephyr', 'outdoor.localhost')).toEqual([
      { text: 'Zephyr Outdoor Tent', type: 'product', slug: 'zephyr-outdoor-tent', category: 'Outdoor Gear' },
    ]);
    expect(await suggest('lantern', 'outdoor.localhost')).toEqual([]);
    expect(await suggest('gear', 'outdoor.localhost')).toEqual([
      { text: 'Outdoor Gear', type: 'category', slug: 'gear', category: '' },
    ]);
    expect((await suggest('zephyr')).map((s) => s.slug)).toEqual(['alpha-zephyr-lantern']);
  });
});
