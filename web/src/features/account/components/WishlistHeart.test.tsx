import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingIntent } from '../../../lib/sign-in-intent';
import { WishlistHeart } from './WishlistHeart';

const USER = { is_authenticated: true, id: 1, username: 'shopper', role: 'customer' };

/** A fake server: the profile, the wishlist (product ids) and the CSRF token; records unsafe calls. */
function fakeServer(signedIn: boolean, wishlist: number[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? init.body : '';
      const json = (body: unknown, status = 200) =>
        new Response(status === 204 ? null : JSON.stringify(body), { status });
      if (url === '/api/csrf-token/') return json({ csrfToken: 't' });
      if (url === '/api/auth/user/profile/') return json(signedIn ? USER : { is_authenticated: false });
      if (method !== 'GET') calls.push(`${method} ${url} ${body}`.trim());
      if (url === '/api/wishlist/' && method === 'GET')
        return json(wishlist.map((product) => ({ product, product_detail: { id: product } })));
      if (url === '/api/wishlist/' && method === 'POST') {
        wishlist.push(JSON.parse(body).product);
        return json({}, 201);
      }
      const removed = url.match(/^\/api\/wishlist\/(\d+)\/$/);
      if (removed && method === 'DELETE') {
        wishlist.splice(wishlist.indexOf(Number(removed[1])), 1);
        return json(null, 204);
      }
      return json({ error: 'unexpected' }, 500);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderHeart(productId: number, onRemove?: (id: number) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/products?page=2']}>
        <Routes>
          <Route
            path="/products"
            element={<WishlistHeart productId={productId} productName="Lotus" onRemove={onRemove} />}
          />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WishlistHeart', () => {
  it('is filled when the product is in the signed-in user’s wishlist, and a click removes it', async () => {
    const calls = fakeServer(true, [7]);
    const onRemove = vi.fn();
    renderHeart(7, onRemove);
    const heart = await screen.findByRole('button', { name: 'Remove Lotus from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(7));
    expect(calls).toEqual(['DELETE /api/wishlist/7/']);
    expect(await screen.findByRole('button', { name: 'Add Lotus to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts empty for a product not in the wishlist, and a click adds it', async () => {
    const calls = fakeServer(true, [7]);
    renderHeart(8);
    const heart = await screen.findByRole('button', { name: 'Add Lotus to wishlist' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/wishlist/', expect.anything()));
    fireEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove Lotus from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls).toEqual(['POST /api/wishlist/ {"product":8}']);
  });

  it('sends a signed-out shopper to /login, remembering the page and the heart', async () => {
    const calls = fakeServer(false, []);
    renderHeart(8);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/user/profile/', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Add Lotus to wishlist' }));
    expect(await screen.findByText('at /login?next=%2Fproducts%3Fpage%3D2')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(pendingIntent()).toEqual({
      kind: 'wishlist',
      productId: 8,
      name: 'Lotus',
      returnTo: '/products?page=2',
    });
  });
});
