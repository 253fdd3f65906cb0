import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useStoreSettingsForm } from '../use-store-settings-form';

/** The store's free-shipping promise (the header's banner and the order's shipping price), in the wizard. */
export function FreeShippingForm({ initial }: { initial: StoreSettings }) {
  const form = useStoreSettingsForm(initial);
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label="Free shipping"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 p-3"
    >
      {form.failure && (
        <div className="w-full">
          <FormAlert kind="error">{form.failure}</FormAlert>
        </div>
      )}
      <div className="min-w-56 flex-1">
        <TextField
          label="Free shipping on orders over ($, empty for none)"
          inputMode="decimal"
          placeholder="No free shipping"
          {...form.field('free_shipping_over')}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={form.busy}>
        {form.saved ? 'Saved' : 'Save'}
      </Button>
    </form>
  );
}
