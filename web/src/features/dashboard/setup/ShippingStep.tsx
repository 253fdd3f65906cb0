import { useQuery } from '@tanstack/react-query';
import type { ShippingMethod } from '@storefront/contract/checkout';
import { ShippingMethodUpdateSchema } from '@storefront/contract/dashboard-setup';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf } from '../../../lib/api';
import { FreeShippingForm } from './FreeShippingForm';
import { setupShippingQuery, useSaveShipping } from './setup-queries';

/** The store's shipping methods (name, price, whether checkout offers each) and its free-shipping threshold. */
export function ShippingStep({ onDone, settings }: { onDone: () => void; settings: StoreSettings }) {
  const { data, error } = useQuery(setupShippingQuery);
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-48 w-full" />;
  return (
    <div className="space-y-4">
      <p className="text-gray-700">Set the price of each way you deliver; untick what you do not offer.</p>
      {data.map((method) => (
        <ShippingRow key={method.id} method={method} />
      ))}
      <FreeShippingForm initial={settings} />
      <Button onClick={onDone}>Continue</Button>
    </div>
  );
}

function ShippingRow({ method }: { method: ShippingMethod }) {
  const form = useZodForm(ShippingMethodUpdateSchema, {
    defaultValues: { name: method.name, price: method.price, is_active: method.is_active },
  });
  const save = useSaveShipping();
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: method.id, body });
      form.reset({ name: saved.name, price: saved.price, is_active: saved.is_active });
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Shipping method ${method.name}`}
      className="grid items-end gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[2fr_1fr_auto_auto]"
    >
      {form.failure && (
        <div className="sm:col-span-4">
          <FormAlert kind="error">{form.failure}</FormAlert>
        </div>
      )}
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Price ($)" inputMode="decimal" {...form.field('price')} />
      <label className="flex items-center gap-2 py-2 text-sm text-gray-800">
        <input type="checkbox" className="h-4 w-4" {...form.register('is_active')} /> Offered
      </label>
      <Button type="submit" variant="secondary" disabled={form.busy}>
        {form.busy ? 'Saving...' : save.isSuccess && !form.formState.isDirty ? 'Saved' : 'Save'}
      </Button>
    </form>
  );
}
