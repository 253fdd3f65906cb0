import { VariantCreateSchema } from '@storefront/contract/dashboard-manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddVariant } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { errorOf } from '../../../lib/api';
import { VariantFields } from './VariantFields';

const EMPTY = { name: '', sku: '', price: '', stock: '0', condition: '', finish: '', size: '' };

/** Adds a variant to the product: its own SKU, price, stock and options; the form empties once added. */
export function NewVariantForm({ productId }: { productId: number }) {
  const form = useZodForm(VariantCreateSchema, { defaultValues: EMPTY });
  const add = useAddVariant(productId);
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset(EMPTY);
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New variant" className="space-y-3">
      <h3 className="text-base font-semibold text-gray-900">Add a variant</h3>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <VariantFields form={form} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Adding...' : 'Add Variant'}
      </Button>
    </form>
  );
}
