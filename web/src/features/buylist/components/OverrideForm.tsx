import { OverrideInputSchema } from '@storefront/contract/buylist';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useBuylistSaved } from '../buylist-queries';
import { SaveCancel } from '../../../ui/SaveCancel';

export interface OverrideDraft {
  product: { id: number; name: string };
  hotlist_percent: number;
  not_buying: boolean;
  max_quantity: number | null;
}

/** Sets one card's exception to the buy rule: a hotlist bonus, not buying it, or its own maximum. */
export function OverrideForm({ draft, onDone }: { draft: OverrideDraft; onDone: () => void }) {
  const saved = useBuylistSaved(onDone);
  const form = useZodForm(OverrideInputSchema, {
    defaultValues: {
      hotlist_percent: draft.hotlist_percent,
      not_buying: draft.not_buying,
      max_quantity: draft.max_quantity,
    },
  });
  const submit = form.submitWith(async (body) => {
    await call(buylistEndpoints.saveOverride, { params: { productId: draft.product.id }, body });
    await saved(`${draft.product.name}: override saved`);
  }, 'Not saved');
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Override for ${draft.product.name}`}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-gray-900">{draft.product.name}</h3>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Hotlist bonus (%)"
          type="number"
          min={0}
          max={200}
          {...form.field('hotlist_percent', { valueAsNumber: true })}
        />
        <TextField
          label="Maximum (blank: the store's)"
          type="number"
          min={0}
          {...form.field('max_quantity', {
            setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
          })}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-gray-800">
          <input type="checkbox" {...form.register('not_buying')} />
          Not buying this card
        </label>
      </div>
      <SaveCancel busy={form.busy} label="Save override" onCancel={onDone} />
    </form>
  );
}
