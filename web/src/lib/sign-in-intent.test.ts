import { beforeEach, describe, expect, it } from 'vitest';
import {
  INTENT_LIFETIME_MS,
  intentReason,
  pendingIntent,
  rememberIntent,
  sameOriginPath,
  takeIntent,
} from './sign-in-intent';

const cart = {
  kind: 'cart',
  productId: 7,
  quantity: 2,
  name: 'Charizard',
  returnTo: '/products/charizard',
} as const;
const heart = { kind: 'wishlist', productId: 9, name: 'Pikachu', returnTo: '/tcg/search?q=pika' } as const;

describe('a signed-out shopper’s intent', () => {
  beforeEach(() => sessionStorage.clear());

  it('is completed once: taking it removes it', () => {
    expect(rememberIntent(cart, 1_000)).toBe(true);
    expect(takeIntent('cart', 2_000)).toEqual(cart);
    expect(takeIntent('cart', 2_000)).toBeNull();
  });

  it('is taken only by its own kind', () => {
    rememberIntent(heart, 1_000);
    expect(takeIntent('cart', 2_000)).toBeNull();
    expect(takeIntent('wishlist', 2_000)).toEqual(heart);
  });

  it('keeps the latest press only', () => {
    rememberIntent(cart, 1_000);
    rememberIntent(heart, 1_500);
    expect(pendingIntent(2_000)).toEqual(heart);
  });

  it('expires after 30 minutes', () => {
    rememberIntent(cart, 0);
    expect(pendingIntent(INTENT_LIFETIME_MS - 1)).toEqual(cart);
    expect(takeIntent('cart', INTENT_LIFETIME_MS)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is refused or ignored with a return path off this site', () => {
    expect(rememberIntent({ ...cart, returnTo: '//evil.example/x' })).toBe(false);
    expect(rememberIntent({ ...cart, returnTo: 'https://evil.example' })).toBe(false);
    sessionStorage.setItem(
      'storefront-sign-in-intent',
      JSON.stringify({ intent: { ...cart, returnTo: '/\\evil.example' }, at: Date.now() }),
    );
    expect(pendingIntent()).toBeNull();
  });

  it('ignores what is not an intent', () => {
    sessionStorage.setItem('storefront-sign-in-intent', '{not json');
    expect(pendingIntent()).toBeNull();
    sessionStorage.setItem(
      'storefront-sign-in-intent',
      JSON.stringify({ intent: { kind: 'x' }, at: Date.now() }),
    );
    expect(pendingIntent()).toBeNull();
  });

  it('says why the shopper is asked to sign in', () => {
    expect(intentReason(cart)).toBe('Sign in to add Charizard to your cart');
    expect(intentReason(heart, 'Create an account')).toBe(
      'Create an account to save Pikachu to your wishlist',
    );
  });
});

describe('sameOriginPath', () => {
  it('accepts paths of this site only', () => {
    expect(sameOriginPath('/cart?x=1')).toBe('/cart?x=1');
    for (const bad of ['//evil', '/\\evil', 'http://evil', 'javascript:alert(1)', '', 42, null])
      expect(sameOriginPath(bad)).toBeNull();
  });
});
