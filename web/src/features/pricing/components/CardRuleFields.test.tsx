import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardRuleFields, checkBand } from '@storefront/contract/pricing';
import { HttpError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { CardRuleFields, cardRuleDefaults } from './CardRuleFields';

/** Just the fields every card rule has, as the contract checks them (the name is not one of the filters). */
const CardRuleSchema = z.object(cardRuleFields).superRefine(checkBand);

function Harness({ answer }: { answer: (body: unknown) => Promise<void> }) {
  const form = useZodForm(CardRuleSchema, {
    defaultValues: { ...cardRuleDefaults(null), name: 'Mythics' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await answer(body);
    } catch (e) {
      form.failRequest(e, 'Not saved');
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <CardRuleFields field={form.field} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CardRuleFields', () => {
  it('names each filter and offers "Any" for game and finish', () => {
    render(<Harness answer={async () => {}} />);
    for (const label of ['Game', 'Set code', 'Rarity', 'Finish', 'Market from ($)', 'Market to ($)'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    const options = (label: string) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>(label).options, (o) => o.text);
    expect(options('Game')).toEqual(['Any', 'Magic', 'Pokémon']);
    expect(options('Finish')).toEqual(['Any', 'Non-foil', 'Foil']);
  });

  it('sends blank filters as null and the chosen ones as typed', async () => {
    const sent: unknown[] = [];
    render(<Harness answer={async (body) => void sent.push(body)} />);
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'pokemon');
    await userEvent.type(screen.getByLabelText('Market to ($)'), '4.50');
    // Filters set and then blanked again are "any" too.
    await userEvent.selectOptions(screen.getByLabelText('Finish'), 'foil');
    await userEvent.selectOptions(screen.getByLabelText('Finish'), '');
    await userEvent.type(screen.getByLabelText('Market from ($)'), '1');
    await userEvent.clear(screen.getByLabelText('Market from ($)'));
    await userEvent.type(screen.getByLabelText('Rarity'), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Mythics',
      is_active: true,
      game: 'pokemon',
      set_code: null,
      rarity: null,
      finish: null,
      min_price: null,
      max_price: '4.50',
    });
  });

  it('shows a band that ends below its start under "Market to", and a bad amount under its input', async () => {
    render(<Harness answer={async () => {}} />);
    await userEvent.type(screen.getByLabelText('Market from ($)'), '20');
    await userEvent.type(screen.getByLabelText('Market to ($)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Market to ($)')).toHaveAccessibleDescription(
        'The band ends below its start',
      ),
    );
    expect(screen.getByLabelText('Market to ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Market from ($)')).not.toHaveAccessibleDescription();

    await userEvent.clear(screen.getByLabelText('Market from ($)'));
    await userEvent.type(screen.getByLabelText('Market from ($)'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Market from ($)')).toHaveAccessibleDescription(
        'Enter an amount like 0.25',
      ),
    );
  });

  it("shows the server's field messages under the filters they belong to", async () => {
    const refuse = () =>
      Promise.reject(
        new HttpError(400, {
          error: 'Check the rule',
          fields: { set_code: 'No such set', rarity: 'Unknown' },
        }),
      );
    render(<Harness answer={refuse} />);
    await userEvent.type(screen.getByLabelText('Set code'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Set code')).toHaveAccessibleDescription('No such set'));
    expect(screen.getByLabelText('Rarity')).toHaveAccessibleDescription('Unknown');
  });
});
