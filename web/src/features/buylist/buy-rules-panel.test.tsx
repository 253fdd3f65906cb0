import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyRule } from '@storefront/contract/buylist-rules';
import { BuyRulesPanel } from './components/BuyRulesPanel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rule = (id: number, name: string, fields: Partial<BuyRule> = {}): BuyRule => ({
  id,
  position: id,
  name,
  is_active: true,
  game: null,
  set_code: null,
  rarity: null,
  finish: null,
  min_price: null,
  max_price: null,
  cash_percent: 30,
  credit_percent: 45,
  ...fields,
});

/** The staff buylist API as the panel sees it; `refuse` answers a new rule with the server's 400. */
function stubApi({ refuse = false } = {}) {
  const rules = [
    rule(1, 'Bulk', { max_price: '1.00', cash_percent: 10, credit_percent: 20 }),
    rule(2, 'Mythics', {
      game: 'mtg',
      rarity: 'mythic',
      min_price: '20.00',
      cash_percent: 50,
      credit_percent: 65,
    }),
  ];
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.startsWith('/api/csrf-token/')) return json({ csrfToken: 't' });
      if (url.startsWith('/api/manage/buylist/settings/'))
        return json({ cash_percent: 30, credit_percent: 45, budget: '0.00' });
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      if (method !== 'GET') sent.push({ method, url, body });
      if (url === '/api/manage/buylist/rules/' && method === 'POST')
        return refuse
          ? json({ error: 'Check the rule', fields: { set_code: 'No such set in this store' } }, 400)
          : json(rule(3, 'New', body as Partial<BuyRule>), 201);
      if (url === '/api/manage/buylist/rules/order/') return json({ results: [rules[1], rules[0]] });
      if (url.startsWith('/api/manage/buylist/rules/')) return json({ results: rules });
      return json({});
    }),
  );
  return sent;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BuyRulesPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('BuyRulesPanel', () => {
  it('lists the rules in order with what they match and pay, and the default for the rest', async () => {
    stubApi();
    renderPanel();
    const mythics = await screen.findByRole('row', { name: /Mythics/ });
    expect(
      within(mythics)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['2', 'Mythics', 'Magic · mythic · $20.00–any', '50 %', '65 %']);
    expect(await screen.findByTestId('buy-rules-fallback')).toHaveTextContent(
      'Cards no rule matches are bought at the default: 30 % cash, 45 % store credit',
    );
  });

  it('moves a rule up through the order call', async () => {
    const sent = stubApi();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Mythics up' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', url: '/api/manage/buylist/rules/order/', body: { ids: [2, 1] } },
      ]),
    );
  });

  it('checks a new rule against the contract before sending it', async () => {
    const sent = stubApi();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add buy rule' }));
    await userEvent.type(screen.getByLabelText('Market from ($)'), '20');
    await userEvent.type(screen.getByLabelText('Market to ($)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Name the rule')).toBeInTheDocument();
    expect(screen.getByText('The band ends below its start')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends the rule with blanks as any, and shows the server's field message under its input", async () => {
    const sent = stubApi({ refuse: true });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add buy rule' }));
    await userEvent.type(screen.getByLabelText(/Rule name/), 'Mythics over $20');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'mtg');
    await userEvent.type(screen.getByLabelText('Set code'), 'zzz');
    await userEvent.type(screen.getByLabelText('Rarity'), 'mythic');
    await userEvent.type(screen.getByLabelText('Market from ($)'), '20');
    await userEvent.clear(screen.getByLabelText('Cash paid (%)'));
    await userEvent.type(screen.getByLabelText('Cash paid (%)'), '50');
    await userEvent.clear(screen.getByLabelText('Store credit paid (%)'));
    await userEvent.type(screen.getByLabelText('Store credit paid (%)'), '65');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the rule');
    expect(screen.getByLabelText('Set code')).toHaveAccessibleDescription('No such set in this store');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/manage/buylist/rules/',
        body: {
          name: 'Mythics over $20',
          is_active: true,
          game: 'mtg',
          set_code: 'zzz',
          rarity: 'mythic',
          finish: null,
          min_price: '20',
          max_price: null,
          cash_percent: 50,
          credit_percent: 65,
        },
      },
    ]);
  });
});
