import { Link } from 'react-router';
import {
  BadgePercent,
  Activity,
  ClipboardList,
  Database,
  FileBarChart,
  FolderTree,
  Gift,
  Package,
  PackageCheck,
  Percent,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  Tags,
  Upload,
  Truck,
  UserCog,
  Users,
  ListChecks,
  Undo2,
} from 'lucide-react';
import type { DashboardData } from '@storefront/contract/dashboard';
import { PLATFORM_CONSOLE_PATH } from '@storefront/contract/platform-admin.endpoints';
import { buttonClass } from '../../../ui/Button';
import { RevenueChart } from './RevenueChart';
import { RecentOrders, RecentProducts } from './RecentLists';
import { Panel, StatCard } from './StatCard';

export function CustomerView() {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-semibold text-gray-900">Welcome back!</h2>
      <p className="mt-2 text-gray-600">Track your purchases and reorder your favourites.</p>
      <Link to="/account/orders" className={buttonClass('primary', 'mt-6')}>
        View My Orders
      </Link>
    </div>
  );
}

function ProductOrderStats({ data }: { data: DashboardData }) {
  return (
    <>
      <StatCard label="Total Products" value={data.products.total} icon={<Package size={22} />} />
      <StatCard label="Active Products" value={data.products.active} icon={<PackageCheck size={22} />} />
      <StatCard label="Total Orders" value={data.orders.total} icon={<ShoppingBag size={22} />} />
      <StatCard label="Pending Orders" value={data.orders.pending} icon={<Truck size={22} />} />
    </>
  );
}

export function SupplierView({ data, pending }: { data: DashboardData; pending: boolean }) {
  return (
    <div className="space-y-6">
      {pending && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          Your request to sell in this store awaits an admin’s approval. You can prepare products now;
          shoppers see them once you are approved and publish them.
        </p>
      )}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <ProductOrderStats data={data} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard/products/new" className={buttonClass('primary')}>
          Add Product
        </Link>
        <Link to="/dashboard/products" className={buttonClass('secondary')}>
          My Products
        </Link>
        <Link to="/dashboard/orders" className={buttonClass('secondary')}>
          My Orders
        </Link>
        <Link to="/dashboard/import" className={buttonClass('secondary')}>
          Import Cards
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProducts products={data.products.recent} manageTo="/dashboard/products" />
        <RecentOrders orders={data.orders.recent} manageTo="/dashboard/orders" />
      </div>
    </div>
  );
}

const STAFF_ACTIONS: Action[] = [
  { to: '/dashboard/products', label: 'Manage Products', icon: Package },
  { to: '/dashboard/orders', label: 'Manage Orders', icon: ClipboardList },
  { to: '/dashboard/returns', label: 'Returns', icon: Undo2 },
  { to: '/dashboard/categories', label: 'Manage Categories', icon: FolderTree },
  { to: '/dashboard/customers', label: 'Find Customers', icon: Users },
  { to: '/dashboard/buylist', label: 'Buylist', icon: ClipboardList },
  { to: '/dashboard/buylist/settings', label: 'Buy Prices', icon: Tags },
  { to: '/dashboard/wantlists', label: 'Wanted Cards', icon: ListChecks },
  { to: '/dashboard/pricing', label: 'Pricing', icon: Tags },
  { to: '/dashboard/promotions', label: 'Promotions', icon: Percent },
  { to: '/dashboard/sales', label: 'Sales', icon: BadgePercent },
  { to: '/dashboard/gift-cards', label: 'Gift Cards', icon: Gift },
];

const ADMIN_ACTIONS: Action[] = [
  { to: '/dashboard/store', label: 'System Settings', icon: Settings },
  { to: '/dashboard/tax', label: 'Tax', icon: Percent },
  { to: '/dashboard/shipping', label: 'Shipping Zones', icon: Truck },
  // The stores of the platform are managed in the platform console, for operators (decision 019).
  { to: PLATFORM_CONSOLE_PATH, label: 'Tenants', icon: Store, external: true },
  { to: '/dashboard/users', label: 'User Management', icon: UserCog },
  { to: '/dashboard/orders', label: 'Reports', icon: FileBarChart },
  { to: '/dashboard/audit', label: 'Database', icon: Database },
  { to: '/dashboard/import', label: 'Import Cards', icon: Upload },
  { to: '/dashboard/setup', label: 'Store Setup', icon: ListChecks },
];

interface Action {
  to: string;
  label: string;
  icon: typeof Store;
  /** Outside the store's app: a full page load (the server redirects to the platform console). */
  external?: boolean;
}

function Actions({ title, actions }: { title: string; actions: Action[] }) {
  return (
    <Panel title={title}>
      <div className="grid grid-cols-2 gap-3">
        {actions.map(({ to, label, icon: Icon, external }) =>
          external ? (
            <a key={label} href={to} className={buttonClass('secondary', 'justify-start')}>
              <Icon size={18} aria-hidden="true" /> {label}
            </a>
          ) : (
            <Link key={label} to={to} className={buttonClass('secondary', 'justify-start')}>
              <Icon size={18} aria-hidden="true" /> {label}
            </Link>
          ),
        )}
      </div>
    </Panel>
  );
}

export function StaffView({ data, admin = false }: { data: DashboardData; admin?: boolean }) {
  const users = data.users ?? { total: 0, staff: 0, suppliers: 0 };
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <ProductOrderStats data={data} />
        <StatCard label="Total Users" value={users.total} icon={<Users size={22} />} />
        <StatCard label="Suppliers" value={users.suppliers} icon={<Store size={22} />} />
        {admin && <StatCard label="Staff Members" value={users.staff} icon={<ShieldCheck size={22} />} />}
      </div>
      {data.daily && <RevenueChart days={data.daily} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Actions title="Quick Actions" actions={STAFF_ACTIONS} />
        {admin ? <Actions title="Admin Actions" actions={ADMIN_ACTIONS} /> : <ActivityPanel />}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProducts products={data.products.recent} manageTo="/dashboard/products" />
        <RecentOrders orders={data.orders.recent} manageTo="/dashboard/orders" />
      </div>
      {admin && <SystemStatus />}
    </div>
  );
}

function ActivityPanel() {
  return (
    <Panel title="Recent Activity">
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Activity size={18} aria-hidden="true" /> Changes made by the team appear in the audit log.
      </p>
      <Link
        to="/dashboard/audit"
        className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
      >
        Open the audit log
      </Link>
    </Panel>
  );
}

function SystemStatus() {
  const rows = ['API', 'Database', 'Payments', 'E-mail'];
  return (
    <Panel title="System Status">
      <ul className="grid gap-2 sm:grid-cols-4">
        {rows.map((r) => (
          <li key={r} className="flex items-center gap-2 text-sm text-gray-700">
            <span className="h-2.5 w-2.5 rounded-full bg-green-600" aria-hidden="true" /> {r}: Operational
          </li>
        ))}
      </ul>
    </Panel>
  );
}
