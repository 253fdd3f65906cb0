import { useState, type FormEvent } from 'react';
import type { DiscountCode, DiscountCodeInput } from '@storefront/contract/promotions';
import { errorOf } from '../../../lib/api';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useSaveCode } from '../promotions-queries';
import { MatchFields, matchForm, matchInput, type MatchForm } from './MatchFields';

type Form = MatchForm & {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  applies_to: 'order' | 'lines';
  min_spend: string;
  starts_at: string;
  ends_at: string;
  total_limit: string;
  per_customer_limit: string;
  stackable: boolean;
  is_active: boolean;
};

const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const orNull = (v: string) => (v.trim() ? v.trim() : null);
const numberOrNull = (v: string) => (v.trim() ? Number(v) : null);
const isoOrNull = (v: string) => (v ? new Date(v).toISOString() : null);

function formOf(c: DiscountCode | null): Form {
  return {
    code: c?.code ?? '',
    description: c?.description ?? '',
    kind: c?.kind ?? 'percent',
    percent: c?.percent?.toString() ?? '',
    amount: c?.amount ?? '',
    applies_to: c?.applies_to ?? 'order',
    ...matchForm(c),
    min_spend: c?.min_spend ?? '',
    starts_at: local(c?.starts_at ?? null),
    ends_at: local(c?.ends_at ?? null),
    total_limit: c?.total_limit?.toString() ?? '',
    per_customer_limit: c?.per_customer_limit?.toString() ?? '',
    stackable: c?.stackable ?? false,
    is_active: c?.is_active ?? true,
  };
}

/** The form's fields as the server takes them. */
export function codeInput(f: Form): DiscountCodeInput {
  return {
    code: f.code,
    description: f.description,
    kind: f.kind,
    percent: f.kind === 'percent' ? numberOrNull(f.percent) : null,
    amount: f.kind === 'fixed' ? orNull(f.amount) : null,
    applies_to: f.applies_to,
    ...matchInput(f),
    min_spend: orNull(f.min_spend),
    starts_at: isoOrNull(f.starts_at),
    ends_at: isoOrNull(f.ends_at),
    total_limit: numberOrNull(f.total_limit),
    per_customer_limit: numberOrNull(f.per_customer_limit),
    stackable: f.stackable,
    is_active: f.is_active,
  };
}

/** Adds a discount code, or edits `code`: percent or fixed, on the order or matching items, with its limits. */
export function DiscountCodeForm({ code, onDone }: { code: DiscountCode | null; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(code));
  const save = useSaveCode(onDone);
  const { message, fields } = errorOf(save.error);
  const field = (key: keyof Form) => ({
    value: form[key] as string,
    error: save.isError ? fields[key] : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: code?.id ?? null, body: codeInput(form) });
  };
  const check = (key: 'stackable' | 'is_active', label: string) => (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <input
        type="checkbox"
        checked={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="discount-code-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="discount-code-form" className="text-lg font-semibold text-gray-900">
        {code ? `Edit code ${code.code}` : 'Add a discount code'}
      </h2>
      {save.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Code" required maxLength={40} placeholder="SAVE10" {...field('code')} />
        <SelectField
          label="Discount"
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'fixed', label: 'Amount off' },
          ]}
          {...field('kind')}
        />
        {form.kind === 'percent' ? (
          <TextField
            label="Percent (%)"
            required
            inputMode="decimal"
            placeholder="10"
            {...field('percent')}
          />
        ) : (
          <TextField
            label="Amount ($)"
            required
            inputMode="decimal"
            placeholder="5.00"
            {...field('amount')}
          />
        )}
        <TextField label="Description (optional)" maxLength={200} {...field('description')} />
        <SelectField
          label="Applies to"
          options={[
            { value: 'order', label: 'The whole order' },
            { value: 'lines', label: 'Matching items' },
          ]}
          {...field('applies_to')}
        />
        <TextField label="Minimum spend ($, optional)" inputMode="decimal" {...field('min_spend')} />
      </div>
      {form.applies_to === 'lines' && (
        <MatchFields
          form={form}
          errors={save.isError ? fields : {}}
          onChange={(m) => setForm({ ...form, ...m })}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Starts (optional)" type="datetime-local" {...field('starts_at')} />
        <TextField label="Ends (optional)" type="datetime-local" {...field('ends_at')} />
        <TextField label="Total uses (optional)" inputMode="numeric" {...field('total_limit')} />
        <TextField
          label="Uses per customer (optional)"
          inputMode="numeric"
          {...field('per_customer_limit')}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        {check('stackable', 'Stacks with automatic promotions')}
        {check('is_active', 'Active')}
      </div>
      <SaveCancel busy={save.isPending} label={code ? 'Save Code' : 'Add Code'} onCancel={onDone} />
    </form>
  );
}
