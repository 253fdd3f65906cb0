import { describe, expect, it } from 'vitest';
import { pageTitle } from '@storefront/contract/tenant-title';

describe('pageTitle', () => {
  it('is the store name followed by the platform name', () => {
    expect(pageTitle('Arcane Vault Games')).toBe('Arcane Vault Games | Storefront');
  });
  it('is the platform name alone without a store name', () => {
    expect(pageTitle(null)).toBe('Storefront');
    expect(pageTitle('')).toBe('Storefront');
  });
  it('puts a page name first when given', () => {
    expect(pageTitle('Arcane Vault Games', 'Shopping Cart')).toBe(
      'Shopping Cart | Arcane Vault Games | Storefront',
    );
  });
});
