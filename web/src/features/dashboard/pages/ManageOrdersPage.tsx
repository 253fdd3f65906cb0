import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_STATUSES, type ManageOrder, type OrderStatus } from '@storefront/contract/dashboard-manage';
import { formatAmount } from '../../../lib/money';
import { lineName } from '../../cart';
import { paymentRows, ShipmentInfo } from '../../orders';
import { useMoveOrder } from '../manage-mutations';
import { ShipOrderModal } from '../components/ShipOrderModal';
import { RefundOrderModal } from '../components/RefundOrderModal';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField } from '../../../ui/FormField';
import { SellerFrame } from '../components/SellerFrame';
import { useListFilters } from '../use-list-filters';
import { dashboardStatusClass } from '../dashboard-format';
import { manageOrdersQuery } from '../manage-queries';
import { ManageList } from '../components/ManageList';

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  processing: 'Start processing',
  shipped: 'Mark shipped',
  completed: 'Mark completed',
  cancelled: 'Cancel order',
};

/** An order staff may give money back on (a supplier sees no payments, and cannot). */
const REFUNDABLE = new Set(['completed', 'partially_refunded']);
const canRefund = (o: ManageOrder) => o.payments.length > 0 && REFUNDABLE.has(o.payment_status);

export default function ManageOrdersPage() {
  return (
    <SellerFrame mine="My Orders" all="Manage Orders">
      <OrdersList />
    </SellerFrame>
  );
}

function OrdersList() {
  const { filters, setFilter, page, setPage } = useListFilters({ status: '' });
  const { data, error } = useQuery(manageOrdersQuery(filters.status, page));
  const move = useMoveOrder();
  const [shipping, setShipping] = useState<ManageOrder | null>(null);
  const [refunding, setRefunding] = useState<ManageOrder | null>(null);
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Status"
          value={filters.status}
          options={[
            { value: '', label: 'All statuses' },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(e) => setFilter('status', e.target.value)}
        />
      </div>
      {move.isError && <FormAlert kind="error">{move.error.message}</FormAlert>}
      {error && <FormAlert kind="error">{error.message}</FormAlert>}
      <ManageList
        data={data}
        failed={Boolean(error)}
        empty="No orders found."
        page={page}
        onPageChange={setPage}
      >
        {(results) => (
          <ul className="space-y-3">
            {results.map((o) => (
              <OrderRow
                key={o.id}
                order={o}
                busy={move.isPending}
                onMove={(to) => (to === 'shipped' ? setShipping(o) : move.mutate({ id: o.id, to }))}
                onRefund={() => setRefunding(o)}
              />
            ))}
          </ul>
        )}
      </ManageList>
      {refunding && <RefundOrderModal order={refunding} onClose={() => setRefunding(null)} />}
      <ShipOrderModal
        order={shipping}
        busy={move.isPending}
        onClose={() => setShipping(null)}
        onShip={async (shipment) => {
          await move.mutateAsync({ id: shipping!.id, to: 'shipped', shipment });
        }}
      />
    </div>
  );
}

function OrderRow({
  order,
  busy,
  onMove,
  onRefund,
}: {
  order: ManageOrder;
  busy: boolean;
  onMove: (to: OrderStatus) => void;
  onRefund: () => void;
}) {
  return (
    <li
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      aria-label={`Order ${order.order_number}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">#{order.order_number}</p>
          <p className="text-sm text-gray-600">
            {new Date(order.created_at).toLocaleString('en-US')} · {order.customer.username} (
            {order.customer.email})
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-semibold text-gray-900">{formatAmount(order.total)}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ${dashboardStatusClass(order.status)}`}
          >
            {order.status}
          </span>
        </div>
      </div>
      <ul className="mt-2 text-sm text-gray-700">
        {order.items.map((i, n) => (
          <li key={n}>
            {i.quantity} × {lineName(i.name, i.variant_name)} at {formatAmount(i.price)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-700">
        {order.pickup ? 'Pickup' : 'Shipping'}: {order.shipping_method_name}
      </p>
      {order.payments.length > 0 && (
        <p className="mt-1 text-sm text-gray-700">
          Paid by:{' '}
          {paymentRows(order.payments)
            .map((p) => `${p.label} ${p.value}`)
            .join(' · ')}
        </p>
      )}
      {order.shipment && (
        <div className="mt-2">
          <ShipmentInfo shipment={order.shipment} />
        </div>
      )}
      {order.refunded !== '0.00' && (
        <p className="mt-1 text-sm text-gray-700">
          Refunded {formatAmount(order.refunded)} · payment {order.payment_status.replace('_', ' ')}
        </p>
      )}
      {(order.next_statuses.length > 0 || canRefund(order)) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {order.next_statuses.map((to) => (
            <Button
              key={to}
              variant={to === 'cancelled' ? 'danger' : 'secondary'}
              disabled={busy}
              onClick={() => onMove(to)}
            >
              {ACTION_LABELS[to]}
            </Button>
          ))}
          {canRefund(order) && (
            <Button variant="secondary" onClick={onRefund}>
              Refund
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
