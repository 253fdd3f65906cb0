import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import StoreSettingsPage from './pages/StoreSettingsPage';
import { SettingsStep } from './setup/SettingsStep';

const stored: StoreSettings = {
  name: 'Panel Comics',
  primary: '#1D4ED8',
  secondary: '#374151',
  app_type: 'ecommerce',
  logo_url: '',
  client_details: { business_name: 'Panel', email: '', phone: '', address: '', description: '' },
  free_shipping_over: '50.00',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const admin = {
  is_authenticated: true,
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  first_name: '',
  last_name: '',
  avatar: null,
  phone: '',
  bio: '',
  is_supplier: false,
  supplier_status: null,
  role: 'admin',
  email_verified: true,
};

/** The API as the forms see it; `refuse` answers every save with the server's 400. */
function stubApi({ refuse = false } = {}) {
  const saves: StoreSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/csrf-token/')) return json({ csrfToken: 't' });
      if (url.startsWith('/api/auth/user/profile/')) return json(admin);
      if (url.startsWith('/api/manage/store/') && init?.method === 'PUT') {
        if (refuse)
          return json({ error: 'That name is taken', fields: { name: 'Choose another name' } }, 400);
        const body = JSON.parse(init.body as string) as StoreSettings;
        saves.push(body);
        return json(body);
      }
      if (url.startsWith('/api/manage/store/')) return json(stored);
      return json({});
    }),
  );
  return saves;
}

function renderIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the store settings page', () => {
  it('saves the edited settings, shows what the server kept, and says so until edited again', async () => {
    const saves = stubApi();
    renderIn(<StoreSettingsPage />);
    const name = await screen.findByLabelText(/Store name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Panel & Co  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
    expect(saves).toEqual([{ ...stored, name: 'Panel & Co' }]);
    expect(name).toHaveValue('Panel & Co');
    await userEvent.type(name, '!');
    expect(screen.queryByText('Store settings saved')).not.toBeInTheDocument();
  });

  it("shows the schema's message and saves nothing while the name is empty", async () => {
    const saves = stubApi();
    renderIn(<StoreSettingsPage />);
    await userEvent.clear(await screen.findByLabelText(/Store name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('writes a picked colour into its text field', async () => {
    const saves = stubApi();
    renderIn(<StoreSettingsPage />);
    const picker = await screen.findByLabelText('Primary colour picker');
    // happy-dom's colour input takes no typing: set the value as the browser's picker would.
    await userEvent.click(picker);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(picker, '#ff0000');
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(screen.getByLabelText('Primary colour')).toHaveValue('#FF0000'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(saves).toEqual([{ ...stored, primary: '#FF0000' }]));
  });
});

describe('the setup wizard’s settings steps', () => {
  it('save their part and move on only after the save', async () => {
    const saves = stubApi();
    const onDone = vi.fn();
    renderIn(<SettingsStep step="details" initial={stored} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Phone'), '555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(saves).toEqual([{ ...stored, client_details: { ...stored.client_details, phone: '555-0100' } }]);
  });

  it("stay on the step with the server's messages when the save fails", async () => {
    stubApi({ refuse: true });
    const onDone = vi.fn();
    renderIn(<SettingsStep step="name" initial={stored} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(screen.getByText('Choose another name')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
