import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardAttributes, ProductCard, type ProductCardProduct } from './ProductCard';

const base: ProductCardProduct = {
  id: 41,
  slug: 'dragon-shield-matte-sleeves-black',
  name: 'Dragon Shield Matte Sleeves – Black',
  price: '11.99',
  sku: 'DS-MATTE-BLK',
  short_description: '100 matte sleeves',
  compare_at_price: '14.99',
  image: { file: '/media/products/x.svg', alt_text: 'Black sleeves box' },
  category: { id: 1, slug: 'sleeves', name: 'Sleeves', description: '' },
  supplier: { username: 'nova_cards' },
  is_featured: true,
  attributes: { brand: 'Dragon Shield', color: 'Black', size: 'Standard' },
  stock_status: 'low_stock',
  release_date: null,
};

const renderCard = (product: ProductCardProduct, extra = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductCard product={product} {...extra} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ProductCard', () => {
  it('shows name, price, SKU, description, category, 2 attributes, supplier and badges', () => {
    renderCard(base);
    expect(screen.getByRole('heading', { name: base.name })).toBeInTheDocument();
    expect(screen.getByText('$11.99')).toBeInTheDocument();
    expect(screen.getByText('SKU: DS-MATTE-BLK')).toBeInTheDocument();
    expect(screen.getByText('100 matte sleeves')).toBeInTheDocument();
    expect(screen.getByText('Sleeves')).toBeInTheDocument();
    expect(screen.getByText('Dragon Shield')).toBeInTheDocument();
    expect(screen.getByText('Black')).toBeInTheDocument();
    expect(screen.queryByText('Standard')).not.toBeInTheDocument();
    expect(screen.getByText('Sold by nova_cards')).toBeInTheDocument();
    expect(screen.getByText('Low Stock')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByRole('button', { name: /^Add to Cart\s*: Dragon Shield Matte Sleeves – Black$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add ${base.name} to wishlist` })).toBeInTheDocument();
  });

  it('offers an uploaded picture at 400 and 800 px wide (srcset), a generated SVG at one size', () => {
    const { unmount } = renderCard({ ...base, image: { file: '/media/uploads/7.webp', alt_text: 'Box' } });
    const upload = screen.getByRole('img', { hidden: true });
    expect(upload).toHaveAttribute('srcset', '/media/uploads/7-400.webp 400w, /media/uploads/7.webp 800w');
    expect(upload).toHaveAttribute('sizes', '(min-width: 640px) 320px, 100vw');
    unmount();
    renderCard(base);
    expect(screen.getByRole('img', { hidden: true })).not.toHaveAttribute('srcset');
  });

  it('says No Image Available and Out of Stock, and its cart button refuses', () => {
    renderCard({ ...base, image: null, stock_status: 'out_of_stock', is_featured: false });
    expect(screen.getByText('No Image Available')).toBeInTheDocument();
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Out of Stock\s*: Dragon Shield/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('renders the actions and wishlist slots instead of the default button', () => {
    renderCard(base, { actions: <button>Custom add</button>, wishlist: <button>Heart</button> });
    expect(screen.getByRole('button', { name: 'Custom add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();
  });
});

describe('cardAttributes', () => {
  it('takes the first two of brand, color, size, model, screen_size in that order', () => {
    expect(cardAttributes({ screen_size: '6"', model: 'X', weight: '1kg' })).toEqual([
      ['Model', 'X'],
      ['Screen size', '6"'],
    ]);
    expect(cardAttributes({})).toEqual([]);
  });
});
