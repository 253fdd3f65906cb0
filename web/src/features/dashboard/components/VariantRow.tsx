import { VariantUpdateSchema, type ManageVariant } from '@storefront/contract/dashboard-manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRemoveVariant, useSaveVariant } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { errorOf } from '../../../lib/api';
import { VariantFields } from './VariantFields';

const valuesOf = (v: ManageVariant) => ({
  name: v.name,
  sku: v.sku,
  price: v.price,
  stock: String(v.stock),
  condition: v.condition,
  finish: v.finish,
  size: v.size,
});

/** One variant: its name, SKU, price, the holder's stock and its options, saved together; or removed. */
export function VariantRow({
  productId,
  variant,
  removable,
}: {
  productId: number;
  variant: ManageVariant;
  /** False for a product's last variant: a product keeps one. */
  removable: boolean;
}) {
  const form = useZodForm(VariantUpdateSchema, { defaultValues: valuesOf(variant) });
  const save = useSaveVariant(productId, variant.id);
  const remove = useRemoveVariant(productId, variant.id);
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      const now = saved.variants.find((v) => v.id === variant.id);
      if (now) form.reset(valuesOf(now));
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  const removeIt = () => remove.mutateAsync().catch((err: unknown) => form.fail(errorOf(err).message, err));
  return (
    <li className="rounded-lg border border-gray-200 p-4">
      <form onSubmit={submit} noValidate aria-label={`Variant ${variant.name}`} className="space-y-3">
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <VariantFields form={form} />
        <div className="flex gap-3">
          <Button type="submit" variant="secondary" disabled={form.busy}>
            {save.isSuccess && !form.busy && !form.formState.isDirty ? 'Saved' : 'Save'}
          </Button>
          {removable && (
            <Button variant="ghost" disabled={remove.isPending} onClick={() => void removeIt()}>
              Remove
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}
