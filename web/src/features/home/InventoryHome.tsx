import {
  AlertTriangle,
  ArrowDownToLine,
  ArrowRightLeft,
  Boxes,
  ClipboardCheck,
  FileDown,
  PackagePlus,
  Printer,
  Truck,
} from 'lucide-react';
import { useTenant } from '../tenant';
import { usePageTitle } from '../../lib/use-page-title';
import { PageContainer } from '../../ui/PageContainer';
import { toast } from '../../ui/toast-store';

// Spec section 1: the inventory home is a static dashboard with sample figures.
const KPIS = [
  { label: 'Total SKUs', value: '1,248', note: '+32 this month', icon: Boxes },
  { label: 'Low stock items', value: '37', note: '9 critical', icon: AlertTriangle },
  { label: 'Inbound shipments', value: '12', note: '4 arriving today', icon: Truck },
  { label: 'Orders to pick', value: '86', note: 'Oldest: 3 h ago', icon: ClipboardCheck },
];
const WAREHOUSES = [
  { name: 'Oakland (main)', used: 78 },
  { name: 'Sacramento', used: 54 },
  { name: 'Reno overflow', used: 31 },
];
const MOVEMENTS = [
  { sku: 'PAL-4410', item: 'Euro pallet, heat-treated', type: 'Received', qty: '+240', at: '09:42' },
  { sku: 'BOX-2213', item: 'Shipping carton 40×30×20', type: 'Picked', qty: '-1,150', at: '09:15' },
  { sku: 'TAP-0087', item: 'Packing tape, 66 m', type: 'Transfer', qty: '-96', at: '08:58' },
  { sku: 'LBL-5000', item: 'Thermal labels 4×6', type: 'Adjusted', qty: '-12', at: '08:30' },
  { sku: 'STR-1200', item: 'Stretch film 500 mm', type: 'Received', qty: '+60', at: '07:55' },
];
const ACTIONS = [
  { label: 'Receive Stock', icon: ArrowDownToLine },
  { label: 'Create Transfer', icon: ArrowRightLeft },
  { label: 'Start Cycle Count', icon: ClipboardCheck },
  { label: 'Add Product', icon: PackagePlus },
  { label: 'Print Pick List', icon: Printer },
  { label: 'Export Report', icon: FileDown },
];

export default function InventoryHome() {
  const tenant = useTenant();
  usePageTitle();
  return (
    <PageContainer>
      <div className="mb-8 flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Inventory overview</h1>
        <p className="text-gray-600">
          {tenant.theme.client_details.description || `${tenant.tenant.name} at a glance`}
        </p>
      </div>
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {KPIS.map(({ label, value, note, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-gray-600">{label}</p>
              <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
            </div>
            <p className="mt-2 text-3xl font-bold">{value}</p>
            <p className="mt-1 text-sm text-gray-600">{note}</p>
          </div>
        ))}
      </section>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 className="mb-4 text-lg font-semibold">Recent stock movements</h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">SKU</th>
                  <th className="py-2 pr-4 font-medium">Item</th>
                  <th className="py-2 pr-4 font-medium">Movement</th>
                  <th className="py-2 pr-4 text-right font-medium">Qty</th>
                  <th className="py-2 text-right font-medium">Time</th>
                </tr>
              </thead>
              <tbody>
                {MOVEMENTS.map((m) => (
                  <tr key={m.sku} className="border-b border-gray-100 last:border-0">
                    <td className="py-2 pr-4 font-mono text-xs">{m.sku}</td>
                    <td className="py-2 pr-4">{m.item}</td>
                    <td className="py-2 pr-4">{m.type}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{m.qty}</td>
                    <td className="py-2 text-right text-gray-600 tabular-nums">{m.at}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold">Warehouse capacity</h2>
          <ul className="space-y-4">
            {WAREHOUSES.map((w) => (
              <li key={w.name}>
                <div className="mb-1 flex justify-between text-sm">
                  <span>{w.name}</span>
                  <span className="tabular-nums text-gray-600">{w.used}%</span>
                </div>
                <div
                  className="h-2 rounded-full bg-gray-200"
                  role="progressbar"
                  aria-label={`${w.name} capacity used`}
                  aria-valuenow={w.used}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${w.used}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="mt-8">
        <h2 className="mb-4 text-lg font-semibold">Quick actions</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {ACTIONS.map(({ label, icon: Icon }) => (
            <button
              key={label}
              type="button"
              onClick={() => toast.info(`${label}: this demo dashboard shows sample figures only.`)}
              className="flex flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-4 text-sm font-medium shadow-sm transition hover:border-primary hover:text-primary"
            >
              <Icon aria-hidden="true" className="h-6 w-6" />
              {label}
            </button>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}
