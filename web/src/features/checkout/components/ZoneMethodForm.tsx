import { useState, type FormEvent } from 'react';
import { errorOf } from '../../../lib/api';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useAddZoneMethod } from '../zone-queries';

const count = (text: string) => (text.trim() === '' ? null : Number(text));

/** A zone's new method: a price, and when it applies (up to N items, from a subtotal), or a free pickup. */
export function ZoneMethodForm({ zoneId, onDone }: { zoneId: number; onDone: () => void }) {
  const [form, setForm] = useState({ name: '', price: '', max_items: '', min_subtotal: '', pickup: false });
  const add = useAddZoneMethod(zoneId, onDone);
  const { message, fields } = errorOf(add.error);
  const text = (key: 'name' | 'price' | 'max_items' | 'min_subtotal') => ({
    value: form[key],
    error: fields[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({
      name: form.name,
      // A pickup costs what the admin says, nothing when left empty.
      price: form.pickup ? form.price.trim() || '0' : form.price,
      pickup: form.pickup,
      max_items: count(form.max_items),
      min_subtotal: form.min_subtotal.trim() || null,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-gray-100 pt-3">
      {add.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Method name" required {...text('name')} />
        <TextField label="Price" required={!form.pickup} inputMode="decimal" {...text('price')} />
        <TextField label="Up to items (optional)" inputMode="numeric" {...text('max_items')} />
        <TextField label="From subtotal (optional)" inputMode="decimal" {...text('min_subtotal')} />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={form.pickup}
          onChange={(e) => setForm({ ...form, pickup: e.target.checked })}
        />
        Local pickup (collected at the store; free unless priced)
      </label>
      <SaveCancel busy={add.isPending} label="Add Method" onCancel={onDone} />
    </form>
  );
}
