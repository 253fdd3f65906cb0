import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreadcrumbLabelsProvider, useBreadcrumbLabels } from '../../../lib/breadcrumb-labels';
import { buildBreadcrumbs } from '../../../lib/breadcrumbs';
import CategoryPage from './CategoryPage';
import ProductDetailPage from './ProductDetailPage';

/** The trail as the layout's Breadcrumbs builds it: from the path and the labels pages provide. */
function Trail() {
  const labels = useBreadcrumbLabels();
  const crumbs = buildBreadcrumbs(useLocation().pathname, labels);
  return <p data-testid="trail">{crumbs.map((c) => c.label).join(' > ')}</p>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const category = {
  id: 7,
  slug: 'booster-boxes',
  name: 'Booster Boxes',
  description: 'Sealed displays',
  parent: 2,
  sort_order: 0,
};
const product = {
  id: 1,
  slug: 'foundations-box',
  name: 'Foundations Play Booster Box',
  sku: 'F-1',
  short_description: 'Box',
  description: 'A box',
  price: '129.99',
  compare_at_price: null,
  image: null,
  category,
  product_type: null,
  supplier: null,
  is_marketplace_product: false,
  is_featured: false,
  is_active: true,
  attributes: { brand: 'Wizards' },
  available_stock: 4,
  stock_status: 'low_stock',
  release_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  variants: [],
  total_stock: 4,
  stock_display: 'Only 4 left in stock',
  meta_title: 'Foundations Box',
  meta_description: 'Buy it',
  stocks: ['a', 'b', 'c', 'd', 'e'].map((u) => ({
    supplier: { username: u },
    variant: 'Standard',
    available: 1,
    price: '129.99',
  })),
};

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/ecommerce/categories/'))
        return json({ count: 1, next: null, previous: null, results: [category] });
      if (url.startsWith('/api/ecommerce/products/foundations-box/')) return json(product);
      // The page's shared cart and wishlist parts ask who is signed in and what is in the cart.
      if (url.startsWith('/api/auth/user/profile/')) return json({ is_authenticated: false });
      if (url.startsWith('/api/ecommerce/cart/')) return json({ items: [], total: 0, item_count: 0 });
      if (url.startsWith('/api/pricing/products/')) return json({ days: 90, series: [] });
      return json({ count: 1, next: null, previous: null, results: [product] });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/categories/:slug',
        element: (
          <>
            <Trail />
            <CategoryPage />
          </>
        ),
      },
      {
        path: '/products/:slug',
        element: (
          <>
            <Trail />
            <ProductDetailPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BreadcrumbLabelsProvider>
        <RouterProvider router={router} />
      </BreadcrumbLabelsProvider>
    </QueryClientProvider>,
  );
}

describe('breadcrumbs on catalogue pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the category’s name instead of its slug', async () => {
    renderAt('/categories/booster-boxes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booster Boxes' })).toBeInTheDocument();
    expect(screen.getByTestId('trail')).toHaveTextContent('Home > Categories > Booster Boxes');
    expect(await screen.findByText('1 products found')).toBeInTheDocument();
  });

  it('show the product’s name, and the page sets its meta title and description', async () => {
    renderAt('/products/foundations-box');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Foundations Play Booster Box' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('trail')).toHaveTextContent('Home > Products > Foundations Play Booster Box'),
    );
    expect(document.title).toBe('Foundations Box | Storefront');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Buy it');
    expect(screen.getByText('+2 more sellers')).toBeInTheDocument();
    expect(screen.getByText(/Low Stock/, { selector: 'strong' })).toBeInTheDocument();
  });
});
