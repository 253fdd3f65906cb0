import { useState, type FormEvent } from 'react';
import type { Promotion } from '@storefront/contract/promotions';
import { errorOf } from '../../../lib/api';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useSavePromotion } from '../promotions-queries';
import { MatchFields, matchForm, matchInput, type MatchForm } from './MatchFields';

type Form = MatchForm & { name: string; buy_quantity: string; free_quantity: string; is_active: boolean };

/** Adds a buy-X-get-Y promotion, or edits `promotion`: of every X + Y matching units, the Y cheapest are free. */
export function PromotionForm({ promotion, onDone }: { promotion: Promotion | null; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => ({
    name: promotion?.name ?? '',
    buy_quantity: String(promotion?.buy_quantity ?? 3),
    free_quantity: String(promotion?.free_quantity ?? 1),
    is_active: promotion?.is_active ?? true,
    ...matchForm(promotion),
  }));
  const save = useSavePromotion(onDone);
  const { message, fields } = errorOf(save.error);
  const field = (key: 'name' | 'buy_quantity' | 'free_quantity') => ({
    value: form[key],
    error: save.isError ? fields[key] : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      id: promotion?.id ?? null,
      body: {
        name: form.name,
        is_active: form.is_active,
        buy_quantity: Number(form.buy_quantity),
        free_quantity: Number(form.free_quantity),
        ...matchInput(form),
        starts_at: promotion?.starts_at ?? null,
        ends_at: promotion?.ends_at ?? null,
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="promotion-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="promotion-form" className="text-lg font-semibold text-gray-900">
        {promotion ? `Edit ${promotion.name}` : 'Add a promotion'}
      </h2>
      {save.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Name" required maxLength={100} placeholder="4th booster free" {...field('name')} />
        <TextField label="Buy (units)" required inputMode="numeric" {...field('buy_quantity')} />
        <TextField label="Get free (units)" required inputMode="numeric" {...field('free_quantity')} />
      </div>
      <MatchFields
        form={form}
        errors={save.isError ? fields : {}}
        onChange={(m) => setForm({ ...form, ...m })}
      />
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={form.is_active}
          onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
        />
        Active
      </label>
      <SaveCancel
        busy={save.isPending}
        label={promotion ? 'Save Promotion' : 'Add Promotion'}
        onCancel={onDone}
      />
    </form>
  );
}
