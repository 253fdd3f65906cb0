import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { ManageOrder } from '@storefront/contract/dashboard-manage';
import type { RefundMethod, RefundQuote, RefundRequest } from '@storefront/contract/orders-refunds';
import { HttpError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { quoteRefund, RefundList, refundStateQuery, useRefundOrder } from '../../orders';

/** Staff refund an order: units per line, shipping, card or store credit, restock; the server's total first. */
export function RefundOrderModal({ order, onClose }: { order: ManageOrder; onClose: () => void }) {
  const { data: state } = useQuery(refundStateQuery(order.id));
  const refund = useRefundOrder(order.id);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [shipping, setShipping] = useState('0');
  const [method, setMethod] = useState<RefundMethod>('card');
  // A cancelled order's units went back to stock when it was cancelled.
  const [restock, setRestock] = useState(order.status !== 'cancelled');
  const [reason, setReason] = useState('');
  const [quote, setQuote] = useState<RefundQuote | string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const body: RefundRequest = {
    lines: Object.entries(units)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ order_item_id: Number(id), quantity })),
    shipping: shipping.trim() || '0',
    method,
    restock,
    reason,
  };
  const key = JSON.stringify(body);
  const empty = !body.lines?.length && Number(body.shipping) === 0;
  useEffect(() => {
    let live = true;
    const ask = JSON.parse(key) as RefundRequest;
    if (!ask.lines?.length && Number(ask.shipping) === 0) return;
    const timer = setTimeout(() => {
      quoteRefund(order.id, ask).then(
        (q) => live && setQuote(q),
        (e: unknown) => live && setQuote(e instanceof HttpError ? e.message : 'Could not price the refund'),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, order.id]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = await refund.mutateAsync(body).catch(() => null);
    if (!made) return;
    setDone(`Refunded ${formatAmount(made.total)}`);
    setUnits({});
    setShipping('0');
    setReason('');
  };
  // Nothing chosen: no total to show (an earlier answer is stale).
  const shown = empty ? null : quote;
  const shippingLeft = state ? Number(state.shipping_cost) - Number(state.shipping_refunded) : 0;
  return (
    <Modal open onClose={onClose} title={`Refund order #${order.order_number}`} size="large">
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        {refund.isError && <FormAlert kind="error">{refund.error.message}</FormAlert>}
        {done && <FormAlert kind="success">{done}</FormAlert>}
        {state && (
          <p className="text-sm text-gray-700">
            Paid {formatAmount(state.paid)} ({formatAmount(state.paid_by_card)} by card) · refunded{' '}
            {formatAmount(state.refunded)} · left {formatAmount(state.refundable)}, of it to the card{' '}
            {formatAmount(state.card_refundable)}
          </p>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-900">Units to refund</legend>
          {state?.lines.map((l) => (
            <TextField
              key={l.order_item_id}
              label={`${l.name} · ${formatAmount(l.price)} · ${l.quantity - l.refunded_quantity} of ${l.quantity} left`}
              type="number"
              min={0}
              max={l.quantity - l.refunded_quantity}
              value={String(units[l.order_item_id] ?? 0)}
              onChange={(e) => setUnits((u) => ({ ...u, [l.order_item_id]: Number(e.target.value) || 0 }))}
            />
          ))}
        </fieldset>
        <TextField
          label={`Shipping to refund (up to ${formatAmount(shippingLeft)}, or all)`}
          value={shipping}
          inputMode="decimal"
          onChange={(e) => setShipping(e.target.value)}
        />
        <SelectField
          label="Refund to"
          value={method}
          onChange={(e) => setMethod(e.target.value as RefundMethod)}
          options={[
            { value: 'card', label: 'The card (through the payment provider)' },
            { value: 'store_credit', label: 'Store credit' },
          ]}
        />
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
          Put the refunded units back in stock
        </label>
        <TextField
          label="Reason"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <p className="text-base font-semibold text-gray-900" aria-live="polite">
          {typeof shown === 'string'
            ? shown
            : shown
              ? `Refund total: ${formatAmount(shown.total)} (tax ${formatAmount(shown.tax)})`
              : 'Choose units or shipping to refund'}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={refund.isPending || !shown || typeof shown === 'string'}>
            Refund
          </Button>
        </div>
        {state && state.refunds.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-gray-900">Refund history</h3>
            <RefundList refunds={state.refunds} />
          </section>
        )}
      </form>
    </Modal>
  );
}
