import { useQuery } from '@tanstack/react-query';
import { SaleRuleInputSchema, type SaleRuleInput } from '@storefront/contract/sale-prices';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { categoriesQuery, productTypesQuery, useCreateSale, usePreviewSale } from '../sale-queries';
import { localToIso } from '../sale-text';
import { SalePreviewTable } from './SalePreviewTable';

const emptyIsNull = { setValueAs: (v: unknown) => (typeof v === 'string' && !v.trim() ? null : v) };
const idOrNull = { setValueAs: (v: unknown) => (typeof v === 'string' && v ? Number(v) : null) };
const numberOrNull = { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() ? Number(v) : null) };
const any = { value: '', label: 'Any' };

const DEFAULTS = {
  name: '',
  game: null,
  set_code: '',
  rarity: '',
  category_id: null,
  product_type_id: null,
  kind: 'percent' as const,
  percent: null,
  amount: null,
  starts_at: null,
  ends_at: null,
};

/** A new sale: what it matches, how much off, when; preview it (how many products, a few before and after). */
export function SaleForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(SaleRuleInputSchema, { defaultValues: DEFAULTS, shouldUnregister: true });
  const create = useCreateSale(onDone);
  const preview = usePreviewSale();
  const kind = form.watch('kind');
  const { data: categories } = useQuery(categoriesQuery);
  const { data: types } = useQuery(productTypesQuery);
  const submit = form.submitWith((body) => create.mutateAsync(body), 'Sale not saved');
  const showPreview = form.handleSubmit((body) => preview.mutate(body as SaleRuleInput));

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      noValidate
    >
      <h3 className="font-semibold text-gray-900">New sale</h3>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Sale name" required {...form.field('name')} />
        <SelectField
          label="Game"
          options={[any, { value: 'mtg', label: 'Magic' }, { value: 'pokemon', label: 'Pokémon' }]}
          {...form.field('game', emptyIsNull)}
        />
        <TextField label="Set code" {...form.field('set_code')} />
        <TextField label="Rarity" {...form.field('rarity')} />
        <SelectField
          label="Category"
          options={[any, ...(categories?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          {...form.field('category_id', idOrNull)}
        />
        <SelectField
          label="Product type"
          options={[any, ...(types?.results ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
          {...form.field('product_type_id', idOrNull)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Discount"
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'amount', label: 'Amount off' },
          ]}
          {...form.field('kind')}
        />
        {kind === 'percent' ? (
          <TextField
            label="Percent off"
            required
            type="number"
            step="0.01"
            {...form.field('percent', numberOrNull)}
          />
        ) : (
          <TextField
            label="Amount off ($)"
            required
            inputMode="decimal"
            {...form.field('amount', emptyIsNull)}
          />
        )}
        <div className="hidden sm:block" />
        <TextField
          label="Starts (blank: now)"
          type="datetime-local"
          {...form.field('starts_at', { setValueAs: localToIso })}
        />
        <TextField
          label="Ends (blank: until ended)"
          type="datetime-local"
          {...form.field('ends_at', { setValueAs: localToIso })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          type="button"
          onClick={() => void showPreview()}
          disabled={preview.isPending}
        >
          {preview.isPending ? 'Previewing...' : 'Preview Sale'}
        </Button>
      </div>
      {preview.isError && <FormAlert kind="error">{preview.error.message}</FormAlert>}
      {preview.data && <SalePreviewTable preview={preview.data} />}
      <SaveCancel busy={form.busy} label="Save Sale" onCancel={onDone} />
    </form>
  );
}
