import { useState, type FormEvent } from 'react';
import { errorOf } from '../../../lib/api';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useAddZoneMethod } from '../zone-queries';

const count = (text: string) => (text.trim() === '' ? null : Number(text));

const EMPTY = {
  name: '',
  price: '',
  max_items: '',
  min_subtotal: '',
  min_weight_grams: '',
  max_weight_grams: '',
};

/**
 * A zone's new method: a price, and when it applies (up to N items, from a subtotal, a weight band in
 * grams), or a free pickup.
 */
export function ZoneMethodForm({ zoneId, onDone }: { zoneId: number; onDone: () => void }) {
  const [form, setForm] = useState({ ...EMPTY, pickup: false });
  const add = useAddZoneMethod(zoneId, onDone);
  const { message, fields } = errorOf(add.error);
  const text = (key: keyof typeof EMPTY) => ({
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
      min_weight_grams: count(form.min_weight_grams),
      max_weight_grams: count(form.max_weight_grams),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-gray-100 pt-3">
      {add.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Method name" required {...text('name')} />
        <TextField label="Price" required={!form.pickup} inputMode="decimal" {...text('price')} />
        <TextField label="Up to items (optional)" inputMode="numeric" {...text('max_items')} />
        <TextField label="From subtotal (optional)" inputMode="decimal" {...text('min_subtotal')} />
        <TextField
          label="From weight in grams (optional)"
          inputMode="numeric"
          {...text('min_weight_grams')}
        />
        <TextField
          label="Up to weight in grams (optional)"
          inputMode="numeric"
          {...text('max_weight_grams')}
        />
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
