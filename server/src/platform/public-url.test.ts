import { describe, expect, it } from 'vitest';
import { storeOrigin, type PublicUrlSettings } from './public-url.ts';

const settings = (over: Partial<PublicUrlSettings> = {}): PublicUrlSettings => ({
  production: true,
  port: 8000,
  scheme: undefined,
  publicPort: undefined,
  ...over,
});
const shop = { slug: 'shop', domains: ['shop.example.com', 'www.shop.example.com'] };
const cards = { slug: 'cards', domains: ['cards.localhost', 'localhost'] };

describe('storeOrigin', () => {
  it('uses https and no port for a real domain in production', () => {
    expect(storeOrigin(settings(), shop)).toBe('https://shop.example.com');
  });

  it('uses http and the server’s port for a loopback domain, so the demo links work', () => {
    expect(storeOrigin(settings(), cards)).toBe('http://cards.localhost:8000');
  });

  it('uses http and the server’s port in development', () => {
    expect(storeOrigin(settings({ production: false }), shop)).toBe('http://shop.example.com:8000');
  });

  it('follows PUBLIC_URL_SCHEME and PUBLIC_PORT, leaving out a scheme’s default port', () => {
    expect(storeOrigin(settings({ publicPort: 8443 }), shop)).toBe('https://shop.example.com:8443');
    expect(storeOrigin(settings({ production: false, publicPort: 5173 }), cards)).toBe(
      'http://cards.localhost:5173',
    );
    expect(storeOrigin(settings({ scheme: 'https', publicPort: 443 }), cards)).toBe(
      'https://cards.localhost',
    );
  });

  it('refuses a store with no domain', () => {
    expect(() => storeOrigin(settings(), { slug: 'x', domains: [] })).toThrow('Store x has no domain');
  });
});
