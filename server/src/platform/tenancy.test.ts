import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import { MAX_HOST_LENGTH, TenantResolver } from './tenancy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the store resolver’s host cache', () => {
  it('stays at its bound after 12,000 different hosts', async () => {
    let lookups = 0;
    const noStores = {
      select: () => ({ from: () => ({ where: async () => (lookups++, []) }) }),
    } as unknown as Database;
    const resolver = new TenantResolver(noStores);
    for (let i = 0; i < 12_000; i++) await resolver.resolve(`shop-${i}.example.com`);
    expect(resolver.cachedHosts).toBe(1_000);
    expect(lookups).toBe(12_000);
    await resolver.resolve('shop-11999.example.com');
    expect(lookups).toBe(12_000);
  });

  it('finds a store by host, and none for an unknown one (no default store, decision 019)', async () => {
    const resolver = new TenantResolver(t.handle.db);
    expect((await resolver.resolve('Outdoor.localhost'))?.slug).toBe('outdoor');
    expect(await resolver.resolve('unknown.example.com')).toBeNull();
    expect(resolver.cachedHosts).toBe(2);
  });

  it('answers over-long hosts as unknown without caching each of them', async () => {
    const resolver = new TenantResolver(t.handle.db);
    const longest = `${'a'.repeat(MAX_HOST_LENGTH - '.localhost'.length)}.localhost`;
    expect(await resolver.resolve(longest)).toBeNull();
    for (let i = 0; i < 50; i++) {
      const huge = `${i}${'x'.repeat(12 * 1024)}.outdoor.localhost`;
      expect(await resolver.resolve(huge)).toBeNull();
    }
    expect(resolver.cachedHosts).toBe(2);
  });

  it('answers a request with a 12 KB Host as a host without a store', async () => {
    const res = await injectAs(t.app, `${'x'.repeat(12 * 1024)}.localhost`, {
      method: 'GET',
      url: '/api/tenant-info/',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant).toEqual({ name: null, slug: null });
  });
});

describe('a store’s routes outside /api/ on the platform host', () => {
  // The fuzz found these answering 500 (no store behind the host, so no request context): now 404.
  it.each(['/media/uploads/1.webp', '/media/products/1.svg', '/media/cards/cards/1.svg', '/sitemap.xml'])(
    'answers 404 for %s, as a store’s host answers it',
    async (url) => {
      const res = await injectAs(t.app, 'platform.localhost', { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringMatching(/./) });
      expect((await injectAs(t.app, 'cards.localhost', { method: 'GET', url })).statusCode).not.toBe(500);
    },
  );

  it('still answers robots.txt, which needs no store', async () => {
    const res = await injectAs(t.app, 'platform.localhost', { method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
  });
});
