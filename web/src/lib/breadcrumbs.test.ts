import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, titleCase } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('is empty on the home page, where only Home would show', () => {
    expect(buildBreadcrumbs('/')).toEqual([]);
  });

  it.each([
    ['/products', 'Products'],
    ['/categories', 'Categories'],
    ['/cart', 'Shopping Cart'],
    ['/account', 'My Account'],
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
    ['/search', 'Search Results'],
  ])('names %s "%s"', (path, label) => {
    expect(buildBreadcrumbs(path)).toEqual([
      { label: 'Home', to: '/' },
      { label, to: path },
    ]);
  });

  it('title-cases other segments and links each to its prefix', () => {
    expect(buildBreadcrumbs('/account/order-history/')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'My Account', to: '/account' },
      { label: 'Order History', to: '/account/order-history' },
    ]);
  });

  it('shows a category’s name for its slug when the page provides it', () => {
    const crumbs = buildBreadcrumbs('/categories/mtg-singles', {
      '/categories/mtg-singles': 'Magic Singles',
    });
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Categories', 'Magic Singles']);
  });

  it('title-cases words split by dashes, underscores and encoded spaces', () => {
    expect(titleCase('password_reset')).toBe('Password Reset');
    expect(titleCase('tcg%20search')).toBe('Tcg Search');
  });
});
