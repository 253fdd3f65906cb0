import { useState, type FormEvent } from 'react';
import type { TaxRate, TaxRateInput } from '@storefront/contract/tax';
import { errorOf } from '../../../lib/api';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useSaveRate } from '../tax-queries';

const EMPTY: Required<TaxRateInput> = { country: '', region: '', rate: '', name: '' };

/** Adds a rate, or edits `rate`: a country code, an optional region (a US state), a percentage and a name. */
export function TaxRateForm({ rate, onDone }: { rate: TaxRate | null; onDone: () => void }) {
  const [form, setForm] = useState<Required<TaxRateInput>>(
    rate ? { country: rate.country, region: rate.region, rate: rate.rate, name: rate.name } : EMPTY,
  );
  const save = useSaveRate(onDone);
  const { message, fields } = errorOf(save.error);
  const field = (key: keyof TaxRateInput) => ({
    value: form[key],
    error: save.isError ? fields[key] : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: rate?.id ?? null, body: form });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="tax-rate-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="tax-rate-form" className="text-lg font-semibold text-gray-900">
        {rate ? 'Edit tax rate' : 'Add a tax rate'}
      </h2>
      {save.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Country code" required maxLength={2} placeholder="US" {...field('country')} />
        <TextField label="Region (optional)" maxLength={3} placeholder="NY" {...field('region')} />
        <TextField label="Rate (%)" required inputMode="decimal" placeholder="8.875" {...field('rate')} />
        <TextField label="Name (optional)" maxLength={60} placeholder="Sales tax" {...field('name')} />
      </div>
      <SaveCancel busy={save.isPending} label={rate ? 'Save Rate' : 'Add Rate'} onCancel={onDone} />
    </form>
  );
}
