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
    <div className="grid grid-cols-6 gap-3">
      <div className="col-span-6 sm:col-span-3">
        <TextField label="Name" required {...field('name')} />
      </div>
      <div className="col-span-6 sm:col-span-3">
        <TextField label="SKU" required {...field('sku')} />
      </div>
      <div className="col-span-3">
        <TextField label="Price" required inputMode="decimal" {...field('price')} />
      </div>
      <div className="col-span-3">
        <TextField label="Stock" required type="number" min={0} {...field('stock')} />
      </div>
      <div className="col-span-2">
        <TextField label="Condition" placeholder="New" {...field('condition')} />
      </div>
      <div className="col-span-2">
        <TextField label="Finish" placeholder="Foil" {...field('finish')} />
      </div>
      <div className="col-span-2">
        <TextField label="Size" placeholder="Large" {...field('size')} />
      </div>
    </div>
  );
}
