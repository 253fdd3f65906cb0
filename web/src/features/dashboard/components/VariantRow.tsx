import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ManageVariant } from '@storefront/contract/manage';
import { call } from '../../../lib/api';
import { managePaths } from '@storefront/contract/manage.paths';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/FormField';
import { errorOf } from './ManageFrame';

/** One variant's price and the holder's stock, saved together. */
export function VariantRow({ productId, variant }: { productId: number; variant: ManageVariant }) {
  const [price, setPrice] = useState(variant.price);
  const [stock, setStock] = useState(String(variant.stock));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      call(managePaths.setVariant, {
        params: { id: productId, variantId: variant.id },
        body: { price, stock },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['dashboard', 'product', productId], saved);
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'products'] });
    },
  });
  const { fields } = errorOf(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <li>
      <form
        onSubmit={submit}
        className="grid grid-cols-[1fr_1fr_auto] items-end gap-3"
        aria-label={`Variant ${variant.name}`}
      >
        <TextField
          label={`${variant.name} price`}
          inputMode="decimal"
          value={price}
          error={fields.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label={`${variant.name} stock`}
          type="number"
          min={0}
          value={stock}
          error={fields.stock}
          onChange={(e) => setStock(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={save.isPending} className="mb-0.5">
          {save.isSuccess && !save.isPending ? 'Saved' : 'Save'}
        </Button>
      </form>
      {save.isError && !Object.keys(fields).length && (
        <p className="mt-1 text-sm text-red-700">{save.error.message}</p>
      )}
    </li>
  );
}
