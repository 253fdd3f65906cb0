import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT } from '../cart-queries';
import { AddToCartButton, addedMessage } from './AddToCartButton';
import { toast } from '../../../ui/toast-store';

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const cart = { items: [], total: 9.99, item_count: 1 };
let addStatus = 201;
let addBody: unknown = cart;
const fetchMock = vi.fn((url: string) =>
  url.startsWith('/api/csrf-token/') ? json(200, { csrfToken: 't' }) : json(addStatus, addBody),
);

function renderButton(props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/p', element: <AddToCartButton productId={7} productName="Sleeves" {...props} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/p'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const addCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/ecommerce/cart/').length;
const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
    await Promise.resolve();
  });
};

describe('AddToCartButton', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    addStatus = 201;
    addBody = cart;
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the product, or the quantity on the product page', () => {
    expect(addedMessage('Sleeves')).toBe('Sleeves added to cart!');
    expect(addedMessage('Sleeves', 3)).toBe('3 item(s) of Sleeves added to cart!');
  });

  it('adds once for two quick clicks, toasts and fires cartUpdated', async () => {
    const events = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, events);
    renderButton();
    await click();
    await click();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sleeves added to cart!'));
    await click();
    expect(addCalls()).toBe(1);
    expect(events).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_UPDATED_EVENT, events);
  });

  it('refuses an out-of-stock product without calling the server', async () => {
    renderButton({ outOfStock: true });
    expect(screen.getByRole('button')).toHaveTextContent('Out of Stock');
    await click();
    expect(toast.error).toHaveBeenCalledWith('This product is out of stock');
    expect(addCalls()).toBe(0);
  });

  it('sends a signed-out shopper to /login', async () => {
    addStatus = 401;
    addBody = { error: 'Authentication required' };
    const router = renderButton();
    await click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the failure toast for other errors', async () => {
    addStatus = 500;
    addBody = { error: 'boom' };
    renderButton({ quantity: 2 });
    await click();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to add to cart. Please try again.'),
    );
  });
});
