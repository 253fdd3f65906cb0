import { VariantUpdateSchema, type ManageVariant } from '@storefront/contract/manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveVariant } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/FormField';
import { errorOf } from './ManageFrame';

/** One variant's price and the holder's stock, saved together. */
export function VariantRow({ productId, variant }: { productId: number; variant: ManageVariant }) {
  const form = useZodForm(VariantUpdateSchema, {
    defaultValues: { price: variant.price, stock: String(variant.stock) },
  });
  const save = useSaveVariant(productId, variant.id);
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      const now = saved.variants.find((v) => v.id === variant.id);
      if (now) form.reset({ price: now.price, stock: String(now.stock) });
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  const { errors } = form.formState;
  return (
    <li>
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-[1fr_1fr_auto] items-end gap-3"
        aria-label={`Variant ${variant.name}`}
      >
        <TextField label={`${variant.name} price`} inputMode="decimal" {...form.field('price')} />
        <TextField label={`${variant.name} stock`} type="number" min={0} {...form.field('stock')} />
        <Button type="submit" variant="secondary" disabled={form.busy} className="mb-0.5">
          {save.isSuccess && !form.busy && !form.formState.isDirty ? 'Saved' : 'Save'}
        </Button>
      </form>
      {form.failure && !errors.price && !errors.stock && (
        <p className="mt-1 text-sm text-red-700">{form.failure}</p>
      )}
    </li>
  );
}
