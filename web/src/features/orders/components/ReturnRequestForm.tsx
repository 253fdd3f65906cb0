import { useRef, useState, type FormEvent } from 'react';
import type { Order } from '@storefront/contract/orders';
import { OPEN_RETURN_STATUSES, type Return } from '@storefront/contract/orders-returns';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useAddReturnPhoto, useRequestReturn } from '../returns-queries';
import { ReturnPhotoInput } from './ReturnPhotoInput';

/** Units of each line the customer may still return: bought, less refunded, less in open returns. */
function unitsLeft(order: Order, returns: Return[]) {
  const taken = new Map<number, number>();
  const add = (id: number, n: number) => taken.set(id, (taken.get(id) ?? 0) + n);
  for (const r of order.refunds)
    if (r.status !== 'failed') for (const l of r.lines) add(l.order_item_id, l.quantity);
  for (const r of returns)
    if (OPEN_RETURN_STATUSES.includes(r.status)) for (const l of r.lines) add(l.order_item_id, l.quantity);
  return new Map(order.items.map((i) => [i.id, i.quantity - (taken.get(i.id) ?? 0)]));
}

/** A delivered order's "Request a return": units per line and why; the server checks and answers by field. */
export function ReturnRequestForm({ order, returns }: { order: Order; returns: Return[] }) {
  const request = useRequestReturn(order.id);
  const addPhoto = useAddReturnPhoto(order.id);
  const photo = useRef<HTMLInputElement>(null);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const left = unitsLeft(order, returns);
  const fields = request.isError ? errorOf(request.error).fields : {};
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    addPhoto.reset();
    const lines = Object.entries(units)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
    const made = await request.mutateAsync({ lines, reason }).catch(() => null);
    if (!made) return;
    const file = photo.current?.files?.[0];
    if (file) await addPhoto.mutateAsync({ returnId: made.id, file }).catch(() => null);
    if (photo.current) photo.current.value = '';
    setUnits({});
    setReason('');
    setDone(true);
  };
  if (![...left.values()].some((n) => n > 0))
    return <p className="text-sm text-gray-700">Everything on this order is returned or refunded.</p>;
  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate aria-label="Request a return">
      {request.isError && <FormAlert kind="error">{errorOf(request.error).message}</FormAlert>}
      {done && (
        <FormAlert kind="success">Return requested. We will e-mail you once the store decides.</FormAlert>
      )}
      {done && addPhoto.isError && (
        <FormAlert kind="error">
          The photo was not added: {errorOf(addPhoto.error).message} You can add it to the return above.
        </FormAlert>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-900">Units to return</legend>
        {order.items.map((item) => (
          <TextField
            key={item.id}
            label={`${item.product.name}${item.variant_name ? ` (${item.variant_name})` : ''} · ${left.get(item.id) ?? 0} of ${item.quantity} returnable`}
            type="number"
            min={0}
            max={left.get(item.id) ?? 0}
            value={String(units[item.id] ?? 0)}
            error={fields[`lines.${item.id}`]}
            onChange={(e) => setUnits((u) => ({ ...u, [item.id]: Math.max(0, Number(e.target.value) || 0) }))}
          />
        ))}
        {fields.lines && <p className="text-sm text-red-700">{fields.lines}</p>}
      </fieldset>
      <TextField
        label="Why are you returning it?"
        required
        maxLength={500}
        value={reason}
        error={fields.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ReturnPhotoInput id={`order-${order.id}-return-photo`} label="Photo (optional)" ref={photo} />
      <Button type="submit" disabled={request.isPending || addPhoto.isPending}>
        Request a return
      </Button>
    </form>
  );
}
