import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewVariantForm } from './NewVariantForm';
import { VariantRow } from './VariantRow';
import { json, stubApi } from '../../../test/stub-api';

const XL = {
  id: 9,
  name: 'XL',
  sku: 'SH-XL',
  price: '5.00',
  stock: 2,
  condition: '',
  finish: '',
  size: 'XL',
};
const product = (variants: (typeof XL)[]) => ({ id: 5, variants });

const renderWith = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('NewVariantForm', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
  };

  it('sends the variant with its stock as a number, then empties', async () => {
    const sent = stubApi(() => json(product([XL]), 201));
    renderWith(<NewVariantForm productId={5} />);
    await fill({ Name: 'XL', SKU: 'SH-XL', Price: '5.00', Stock: '2', Size: 'XL' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/manage/products/5/variants/',
      body: { name: 'XL', sku: 'SH-XL', price: '5.00', stock: 2, size: 'XL' },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('shows a bad price under its field and sends nothing', async () => {
    const sent = stubApi(() => json(product([XL]), 201));
    renderWith(<NewVariantForm productId={5} />);
    await fill({ Name: 'XL', SKU: 'SH-XL', Price: '12.345', Stock: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(screen.getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a taken SKU under the SKU", async () => {
    stubApi(() =>
      json({ error: 'A variant with this SKU already exists', fields: { sku: 'Already in use' } }, 409),
    );
    renderWith(<NewVariantForm productId={5} />);
    await fill({ Name: 'XL', SKU: 'SH-5-STD', Price: '1.00', Stock: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(screen.getByLabelText(/^SKU/)).toHaveAccessibleDescription('Already in use'));
    expect(screen.getByRole('alert')).toHaveTextContent('A variant with this SKU already exists');
  });
});

describe('VariantRow', () => {
  it('saves the changed price and stock of its variant, and offers Remove only when it is not the last', async () => {
    const sent = stubApi(() => json(product([{ ...XL, price: '6.50', stock: 4 }])));
    const { rerender } = renderWith(
      <ul>
        <VariantRow productId={5} variant={XL} removable={false} />
      </ul>,
    );
    const row = within(screen.getByRole('form', { name: 'Variant XL' }));
    expect(row.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.clear(row.getByLabelText(/^Price/));
    await userEvent.type(row.getByLabelText(/^Price/), '6.50');
    await userEvent.clear(row.getByLabelText(/^Stock/));
    await userEvent.type(row.getByLabelText(/^Stock/), '4');
    await userEvent.click(row.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/manage/products/5/variants/9/',
      body: { price: '6.50', stock: 4 },
    });
    await waitFor(() => expect(row.getByRole('button', { name: 'Saved' })).toBeInTheDocument());

    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ul>
          <VariantRow productId={5} variant={XL} removable />
        </ul>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: '/api/manage/products/5/variants/9/' });
  });
});
