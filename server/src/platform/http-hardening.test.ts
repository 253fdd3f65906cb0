import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';
import { registerHardening } from './http-hardening.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The security headers are computed once from helmet and set on every answer (http-hardening.ts).
describe('security headers', () => {
  it.each([
    ['an answer', '/api/tenant-info/', 200],
    ['an error', '/api/ecommerce/products/no-such-product/', 404],
  ])('are on %s', async (_what, url, status) => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob: https://cards.scryfall.io https://img.scryfall.com https://c1.scryfall.com " +
        "https://images.pokemontcg.io;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('with Stripe configured', () => {
  it('lets Stripe.js load, frame its card fields and call its API', async () => {
    const app = Fastify();
    await registerHardening(app, { production: false, stripe: true });
    app.get('/', async () => ({}));
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    await app.close();
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com$/);
  });

  it('needs all three keys: a partial set stops the server', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
    });
    expect(loadConfig({}).stripe).toBeNull();
  });
});
