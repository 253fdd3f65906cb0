import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { StatusBadge } from '../components/StatusBadge';
import { orderDate } from '../order-status';
import { paymentRows } from '../payment-rows';
import { ordersQuery } from '../orders-queries';
import { lineName } from '../../cart';

/** /account/orders: the shopper's orders, newest first, each with 'View Details'. */
export default function OrderHistoryPage() {
  const { data: orders, isPending } = useQuery(ordersQuery);

  return (
    <PageContainer>
      <PageHeading>Order History</PageHeading>
      {isPending ? (
        <p role="status">Loading orders...</p>
      ) : !orders?.length ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 py-16 text-center">
          <Package aria-hidden="true" className="h-12 w-12 text-gray-400" />
          <h2 className="mt-4 text-lg font-semibold text-gray-900">No orders yet</h2>
          <p className="mt-1 text-gray-600">When you place an order, it will appear here.</p>
          <Link to="/products" className={buttonClass('primary', 'mt-6')}>
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-gray-200 bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold text-gray-900">Order {order.order_number}</h2>
                  <p className="text-sm text-gray-600">Placed on {orderDate(order)}</p>
                </div>
                <StatusBadge status={order.status} />
              </div>
              <div className="mt-3 grid gap-2 text-sm text-gray-800 sm:grid-cols-3">
                <p>
                  <span className="text-gray-600">Total: </span>
                  <span className="font-semibold">{formatAmount(order.total)}</span>
                </p>
                <p>
                  <span className="text-gray-600">Items: </span>
                  {order.items
                    .map((i) => `${lineName(i.product.name, i.variant_name)} × ${i.quantity}`)
                    .join(', ')}
                </p>
                <p>
                  <span className="text-gray-600">Ship to: </span>
                  {order.shipping_address.name}, {order.shipping_address.city}, {order.shipping_address.state}{' '}
                  {order.shipping_address.zip_code}
                </p>
              </div>
              <div className="mt-4 flex items-center justify-between">
                <span className="text-sm text-gray-600">
                  {paymentRows(order.payments)
                    .map((p) => `${p.label} ${p.value}`)
                    .join(' · ')}
                </span>
                <Link
                  to={`/account/orders/${order.id}`}
                  className={buttonClass('secondary')}
                  aria-label={`View Details of order ${order.order_number}`}
                >
                  View Details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
