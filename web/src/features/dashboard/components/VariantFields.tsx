import type { FieldValues, Path } from 'react-hook-form';
import type { useZodForm } from '../../../lib/use-zod-form';
import { TextField } from '../../../ui/FormField';

interface VariantInput extends FieldValues {
  name?: string;
  sku?: string;
  price: string;
  stock: unknown;
  condition?: string;
  finish?: string;
  size?: string;
}

/** A variant's fields, for a new one and for editing one: what it is, what it costs, how many, its options. */
export function VariantFields<In extends VariantInput, Out>({
  form,
}: {
  form: ReturnType<typeof useZodForm<In, Out>>;
}) {
  const field = (name: keyof VariantInput & string) => form.field(name as Path<In>);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div className="col-span-2">
        <TextField label="Name" required {...field('name')} />
      </div>
      <div className="col-span-2">
        <TextField label="SKU" required {...field('sku')} />
      </div>
      <TextField label="Price" required inputMode="decimal" {...field('price')} />
      <TextField label="Stock" required type="number" min={0} {...field('stock')} />
      <TextField label="Condition" placeholder="e.g. New" {...field('condition')} />
      <TextField label="Finish" placeholder="e.g. Foil" {...field('finish')} />
      <TextField label="Size" placeholder="e.g. Large" {...field('size')} />
    </div>
  );
}
