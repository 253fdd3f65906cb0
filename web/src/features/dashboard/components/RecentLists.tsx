import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardData } from '@storefront/contract/dashboard';
import { formatAmount } from '../../../lib/money';
import { dashboardStatusClass } from '../dashboard-format';
import { Panel } from './StatCard';

interface RecentRow {
  id: number;
  title: ReactNode;
  price: string;
  badge: string;
  badgeClass: string;
}

/** A dashboard panel listing a few recent things, each with its price and a status badge. */
function RecentList(props: {
  title: string;
  manageTo: string;
  manageLabel: string;
  emptyText: string;
  rows: RecentRow[];
}) {
  return (
    <Panel
      title={props.title}
      action={
        <Link to={props.manageTo} className="text-sm font-medium text-primary hover:underline">
          {props.manageLabel}
        </Link>
      }
    >
      {props.rows.length === 0 ? (
        <p className="text-sm text-gray-600">{props.emptyText}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {props.rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              {row.title}
              <span className="flex items-center gap-3">
                <span className="text-gray-700">{formatAmount(row.price)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.badgeClass}`}>
                  {row.badge}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentProducts({
  products,
  manageTo,
}: {
  products: DashboardData['products']['recent'];
  manageTo: string;
}) {
  return (
    <RecentList
      title="Recent Products"
      manageTo={manageTo}
      manageLabel="Manage products"
      emptyText="No products yet."
      rows={products.map((p) => ({
        id: p.id,
        title: (
          <Link to={`/dashboard/products/${p.id}`} className="font-medium text-gray-900 hover:underline">
            {p.name}
          </Link>
        ),
        price: p.price,
        badge: p.is_active ? 'Active' : 'Inactive',
        badgeClass: p.is_active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-800',
      }))}
    />
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
    <RecentList
      title="Recent Orders"
      manageTo={manageTo}
      manageLabel="View orders"
      emptyText="No orders yet."
      rows={orders.map((o) => ({
        id: o.id,
        title: <span className="font-medium text-gray-900">#{o.order_number}</span>,
        price: o.total_amount,
        badge: o.status,
        badgeClass: `capitalize ${dashboardStatusClass(o.status)}`,
      }))}
    />
  );
}
