import { useState, type FormEvent } from 'react';
import { BUY_CONDITIONS, CONDITION_LABELS, type BuyCondition } from '@storefront/contract/buylist';
import type { RefundMethod } from '@storefront/contract/orders-refunds';
import type { Return } from '@storefront/contract/orders-returns';
import { errorOf } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { useReceiveReturn } from '../../orders';

interface LineState {
  quantity: number;
  condition: BuyCondition | '';
  restock: boolean;
}

/** Staff receive an approved return: per line units and condition received, restock or not; then the refund. */
export function ReceiveReturnForm({ ret }: { ret: Return }) {
  const receive = useReceiveReturn();
  const [lines, setLines] = useState<Record<number, LineState>>(() =>
    Object.fromEntries(
      ret.lines.map((l) => [
        l.id,
        { quantity: l.quantity, condition: l.sold_condition ?? '', restock: true },
      ]),
    ),
  );
  const [method, setMethod] = useState<RefundMethod>('card');
  const fields = receive.isError ? errorOf(receive.error).fields : {};
  const set = (id: number, change: Partial<LineState>) =>
    setLines((all) => ({ ...all, [id]: { ...all[id]!, ...change } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    receive.mutate({
      id: ret.id,
      body: {
        lines: ret.lines.map((l) => ({
          return_item_id: l.id,
          quantity: lines[l.id]!.quantity,
          condition: lines[l.id]!.condition || null,
          restock: lines[l.id]!.restock,
        })),
        method,
      },
    });
  };
  return (
    <form
      className="mt-3 space-y-3 border-t border-gray-200 pt-3"
      onSubmit={submit}
      noValidate
      aria-label={`Receive return ${ret.id}`}
    >
      {receive.isError && <FormAlert kind="error">{errorOf(receive.error).message}</FormAlert>}
      {ret.lines.map((l) => (
        <fieldset key={l.id} className="grid gap-2 sm:grid-cols-3">
          <legend className="text-sm font-medium text-gray-900">{l.name}</legend>
          <TextField
            label={`Units received (of ${l.quantity})`}
            type="number"
            min={0}
            max={l.quantity}
            value={String(lines[l.id]!.quantity)}
            error={fields[`lines.${l.id}`]}
            onChange={(e) => set(l.id, { quantity: Math.max(0, Number(e.target.value) || 0) })}
          />
          <SelectField
            label="Condition received"
            value={lines[l.id]!.condition}
            onChange={(e) => set(l.id, { condition: e.target.value as BuyCondition | '' })}
            options={[
              ...(l.sold_condition ? [] : [{ value: '', label: 'As sold' }]),
              ...BUY_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] })),
            ]}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={lines[l.id]!.restock}
              onChange={(e) => set(l.id, { restock: e.target.checked })}
            />
            Put back in stock
          </label>
        </fieldset>
      ))}
      {fields.lines && <p className="text-sm text-red-700">{fields.lines}</p>}
      <SelectField
        label="Refund to"
        value={method}
        error={fields.method}
        onChange={(e) => setMethod(e.target.value as RefundMethod)}
        options={[
          { value: 'card', label: 'The card (through the payment provider)' },
          { value: 'store_credit', label: 'Store credit' },
        ]}
      />
      <Button type="submit" disabled={receive.isPending}>
        Receive and refund
      </Button>
    </form>
  );
}
