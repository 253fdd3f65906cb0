import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricingRule } from '@storefront/contract/pricing';
import { RuleForm } from './RuleForm';
import { json, stubApi } from '../../../test/stub-api';

const SAVED: PricingRule = {
  id: 7,
  position: 1,
  name: 'Foils',
  is_active: true,
  game: 'mtg',
  set_code: null,
  rarity: null,
  finish: 'foil',
  min_price: null,
  max_price: null,
  condition: null,
  base: 'provider',
  provider: 'tcgplayer',
  fixed_price: null,
  percent: 10,
  amount: '0.00',
  floor: '0.25',
  ceiling: null,
  rounding: '99',
};

/** The rule calls as the form sees them: GETs list no rules; `answer` is what a save gets back. */
const stubRules = (answer: () => Response) => stubApi(answer, { results: [] });

function renderForm(rule: PricingRule | null = null) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RuleForm rule={rule} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Rule' }));

afterEach(() => vi.unstubAllGlobals());

describe('RuleForm', () => {
  it('shows a band that ends below its start under its input and sends nothing', async () => {
    const sent = stubRules(() => json(SAVED, 201));
    renderForm();
    await userEvent.type(screen.getByLabelText(/Rule name/), 'Bulk');
    await userEvent.type(screen.getByLabelText('Market from ($)'), '5');
    await userEvent.type(screen.getByLabelText('Market to ($)'), '1');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Market to ($)')).toHaveAccessibleDescription(
        'The band ends below its start',
      ),
    );
    expect(sent).toEqual([]);
  });

  it("shows the contract's messages for a fixed base without an amount and a ceiling under the floor", async () => {
    const sent = stubRules(() => json(SAVED, 201));
    renderForm();
    await save();
    expect(await screen.findByText('Name the rule')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Base price'), 'fixed');
    await userEvent.type(screen.getByLabelText('Floor ($)'), '2');
    await userEvent.type(screen.getByLabelText('Ceiling ($)'), '1');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Fixed price ($)')).toHaveAccessibleDescription(
        'A fixed base needs an amount',
      ),
    );
    expect(screen.getByLabelText('Ceiling ($)')).toHaveAccessibleDescription(
      'The ceiling is below the floor',
    );
    expect(sent).toEqual([]);
  });

  it("shows a server 400's message above the form and its field messages under their inputs", async () => {
    const sent = stubRules(() =>
      json({ error: 'Check the rule', fields: { set_code: 'No such set', fixed_price: 'Too dear' } }, 400),
    );
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText(/Rule name/), 'Conspiracy at 7.77');
    await userEvent.type(screen.getByLabelText('Set code'), 'cns');
    await userEvent.selectOptions(screen.getByLabelText('Base price'), 'fixed');
    await userEvent.type(screen.getByLabelText('Fixed price ($)'), '7.77');
    await userEvent.clear(screen.getByLabelText('Amount (± $)'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the rule');
    expect(screen.getByLabelText('Set code')).toHaveAccessibleDescription('No such set');
    expect(screen.getByLabelText('Fixed price ($)')).toHaveAccessibleDescription('Too dear');
    expect(screen.getByLabelText('Fixed price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
    // Blank filters are "any"; the provider of another base is not sent; a blank amount is the default.
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/manage/pricing/rules/',
        body: {
          name: 'Conspiracy at 7.77',
          is_active: true,
          game: null,
          set_code: 'cns',
          rarity: null,
          finish: null,
          min_price: null,
          max_price: null,
          condition: null,
          base: 'fixed',
          provider: null,
          fixed_price: '7.77',
          percent: 0,
          amount: '0.00',
          floor: null,
          ceiling: null,
          rounding: 'none',
        },
      },
    ]);
  });

  it('edits a rule in place and closes once it is saved', async () => {
    const sent = stubRules(() => json(SAVED));
    const onDone = renderForm(SAVED);
    expect(screen.getByRole('heading', { name: 'Edit Foils' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveValue('tcgplayer');
    await userEvent.clear(screen.getByLabelText('Percent (±)'));
    await userEvent.type(screen.getByLabelText('Percent (±)'), '12.5');
    await userEvent.click(screen.getByLabelText('Active'));
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/manage/pricing/rules/7/',
        body: { ...SAVED, id: undefined, position: undefined, percent: 12.5, is_active: false },
      },
    ]);
  });
});
