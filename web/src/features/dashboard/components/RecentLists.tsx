import { Link } from 'react-router';
import type { DashboardData } from '@storefront/contract/dashboard';
import { formatPrice } from '../../../lib/money';
import { dashboardStatusClass } from '../dashboard-format';
import { Panel } from './StatCard';

export function RecentProducts({
  products,
  manageTo,
}: {
  products: DashboardData['products']['recent'];
  manageTo: string;
}) {
  return (
    <Panel
      title="Recent Products"
      action={
        <Link to={manageTo} className="text-sm font-medium text-primary hover:underline">
          Manage products
        </Link>
      }
    >
      {products.length === 0 ? (
        <p className="text-sm text-gray-600">No products yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {products.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <Link to={`/dashboard/products/${p.id}`} className="font-medium text-gray-900 hover:underline">
                {p.name}
              </Link>
              <span className="flex items-center gap-3">
                <span className="text-gray-700">{formatPrice(p.price)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${p.is_active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-800'}`}
                >
                  {p.is_active ? 'Active' : 'Inactive'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentOrders({
  orders,
  manageTo,
}: {
  orders: DashboardData['orders']['recent'];
  manageTo: string;
}) {
  return (
    <Panel
      title="Recent Orders"
      action={
        <Link to={manageTo} className="text-sm font-medium text-primary hover:underline">
          View orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <p className="text-sm text-gray-600">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {orders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-gray-900">#{o.order_number}</span>
              <span className="flex items-center gap-3">
                <span className="text-gray-700">{formatPrice(o.total_amount)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${dashboardStatusClass(o.status)}`}
                >
                  {o.status}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
