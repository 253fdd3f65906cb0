import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBootAnswers } from '../../lib/boot-answers';
import { usePageTitle } from '../../lib/use-page-title';
import { TenantProvider } from './TenantProvider';
import { useTenant } from './tenant-context';

const info = (name: string) => ({
  tenant: { name, slug: 'cards' },
  theme: {
    primary: '#111111',
    secondary: '#222222',
    app_type: 'ecommerce',
    logo_url: null,
    client_details: { description: '', business_name: name, email: '', phone: '', address: '' },
  },
  tokens: { primary: '#111111', secondary: '#222222', app_type: 'ecommerce' },
});

function StoreName() {
  usePageTitle('Opening soon');
  return <h1>{useTenant().tenant.name}</h1>;
}

function inline(answers: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-answers';
  block.textContent = answers;
  document.head.append(block);
  resetBootAnswers();
}

function mount() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(info('Fetched Store')), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TenantProvider>
        <StoreName />
      </TenantProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  document.getElementById('boot-answers')?.remove();
  resetBootAnswers();
  vi.unstubAllGlobals();
});

describe('TenantProvider', () => {
  it('renders the store the page carries at once, with no call', () => {
    inline(JSON.stringify({ '/api/tenant-info/': info('Inlined Store') }));
    const fetchMock = mount();
    expect(screen.getByRole('heading')).toHaveTextContent('Inlined Store');
    expect(fetchMock).not.toHaveBeenCalled();
    // The page's title, set in the same first commit, is not overwritten by the store's bare name.
    expect(document.title).toBe('Opening soon | Inlined Store | Storefront');
  });

  it('asks the server when the page carries no store', async () => {
    const fetchMock = mount();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('Fetched Store');
    expect(fetchMock).toHaveBeenCalledWith('/api/tenant-info/', expect.anything());
  });

  it('asks the server when the inlined block is malformed', async () => {
    inline('{"/api/tenant-info/": ');
    const fetchMock = mount();
    expect(await screen.findByRole('heading')).toHaveTextContent('Fetched Store');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
