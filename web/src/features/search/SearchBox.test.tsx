import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextActive, repeatedNames, SearchBox } from './SearchBox';

describe('nextActive', () => {
  it('moves through the suggestions and back to the text, both ways', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(2, 3, 1)).toBe(-1);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(0, 3, -1)).toBe(-1);
  });
});

describe('repeatedNames', () => {
  it('names the texts suggested more than once, which get their category beside them', () => {
    const s = (text: string, category: string) => ({
      text,
      type: 'product' as const,
      slug: text + category,
      category,
    });
    expect([
      ...repeatedNames([s('Lightning Energy', 'Base'), s('Pikachu', 'Base'), s('Lightning Energy', 'XY')]),
    ]).toEqual(['Lightning Energy']);
    expect(repeatedNames([s('Pikachu', 'Base')]).size).toBe(0);
  });
});

function setup() {
  const fetchMock = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://x').searchParams.get('q');
    return new Response(
      JSON.stringify({
        suggestions: [
          { text: `${q} box`, type: 'product', slug: 'a', category: 'Boxes' },
          { text: `${q} pack`, type: 'product', slug: 'b', category: 'Packs' },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/search', element: <p>results</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router, input: screen.getByRole('combobox') };
}

describe('SearchBox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for suggestions only from 3 characters', async () => {
    const { fetchMock, input } = setup();
    fireEvent.input(input, { target: { value: 'bo' } });
    await new Promise((r) => setTimeout(r, 250));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'boo' } });
    expect(await screen.findByRole('option', { name: /boo box/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('picks a suggestion with the arrow keys and Enter, then goes to the search page', async () => {
    const { input, router } = setup();
    fireEvent.input(input, { target: { value: 'dragon' } });
    await screen.findByRole('option', { name: /dragon pack/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /dragon pack/ })).toHaveAttribute('aria-selected', 'true');
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=dragon%20pack');
  });

  it('closes on Escape and on a click outside', async () => {
    const { input } = setup();
    fireEvent.input(input, { target: { value: 'sleeve' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.focus(input);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ignores an empty or blank submit', async () => {
    const { input, router } = setup();
    fireEvent.input(input, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
