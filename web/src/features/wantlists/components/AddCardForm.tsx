import { useState, type FormEvent } from 'react';
import { CONDITION_CODES } from '@storefront/contract/pricing';
import { WANT_FINISHES, type WantlistItemInput } from '@storefront/contract/wantlists';
import { wantlistsEndpoints } from '@storefront/contract/wantlists.endpoints';
import { call, errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { useWantlistsChanged } from '../wantlists-queries';
import { CardNameField } from './CardNameField';

const EMPTY = { name: '', set: '', condition: '', finish: '', language: '', maxPrice: '', quantity: '1' };
const ANY = { value: '', label: 'Any' };

/** Adds a card to a list: its name (offered as you type), and optionally set, condition, finish, language, maximum. */
export function AddCardForm({ listId }: { listId: number }) {
  const changed = useWantlistsChanged();
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: WantlistItemInput = {
      name: form.name,
      quantity: Number(form.quantity),
      ...(form.set && { set: form.set }),
      ...(form.condition && { condition: form.condition as WantlistItemInput['condition'] }),
      ...(form.finish && { finish: form.finish as WantlistItemInput['finish'] }),
      ...(form.language && { language: form.language }),
      ...(form.maxPrice && { maxPrice: form.maxPrice }),
    };
    try {
      await call(wantlistsEndpoints.addWantlistItem, { params: { id: listId }, body });
      toast.success(`${form.name} added`);
      setForm(EMPTY);
      setFailure(null);
      await changed();
    } catch (error) {
      setFailure(errorOf(error));
    }
  };

  const fields = failure?.fields ?? {};
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 rounded-lg bg-gray-50 p-4" aria-label="Add a card">
      {failure && <FormAlert kind="error">{failure.message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <CardNameField value={form.name} onChange={set('name')} error={fields.name} />
        </div>
        <TextField
          label="Set code"
          value={form.set}
          onChange={(e) => set('set')(e.target.value)}
          error={fields.set}
        />
        <TextField
          label="Quantity"
          type="number"
          min={1}
          max={999}
          value={form.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
          error={fields.quantity}
        />
        <SelectField
          label="Condition (at least)"
          value={form.condition}
          onChange={(e) => set('condition')(e.target.value)}
          options={[ANY, ...CONDITION_CODES.map((c) => ({ value: c, label: c }))]}
        />
        <SelectField
          label="Finish"
          value={form.finish}
          onChange={(e) => set('finish')(e.target.value)}
          options={[ANY, ...WANT_FINISHES.map((f) => ({ value: f, label: f }))]}
        />
        <TextField
          label="Language"
          placeholder="en"
          value={form.language}
          onChange={(e) => set('language')(e.target.value)}
          error={fields.language}
        />
        <TextField
          label="Maximum price ($)"
          inputMode="decimal"
          value={form.maxPrice}
          onChange={(e) => set('maxPrice')(e.target.value)}
          error={fields.maxPrice}
        />
      </div>
      <Button type="submit" className="mt-3">
        Add card
      </Button>
    </form>
  );
}
