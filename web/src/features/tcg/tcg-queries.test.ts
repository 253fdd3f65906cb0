import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../lib/api';
import { searchFailure, tcgSearchQuery } from './tcg-queries';

afterEach(() => vi.unstubAllGlobals());

function stubSearch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const run = (search: string) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(tcgSearchQuery(search));

describe('the TCG search call (spec sections 7 and 8)', () => {
  it('is sent with credentials and a JSON content type', async () => {
    const fetch = stubSearch(200, { results: [], count: 0, next: null, previous: null });
    await run('q=bolt');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ecommerce/products/tcg_search/?q=bolt&page_size=24');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('fails with the spec’s message, not the server’s text, on a 500', async () => {
    stubSearch(500, { error: 'boom' });
    await expect(run('q=boom')).rejects.toThrow(/^HTTP error! status: 500$/);
  });

  it('keeps the server’s words for a query-language mistake naming its field', () => {
    const bad = new HttpError(400, { error: 'Invalid search query: x', fields: { q: 'x' } });
    expect(searchFailure(bad)).toBe(bad);
    expect((searchFailure(new HttpError(400, { error: 'nope' })) as Error).message).toBe(
      'HTTP error! status: 400',
    );
    const offline = new TypeError('Failed to fetch');
    expect(searchFailure(offline)).toBe(offline);
  });
});
