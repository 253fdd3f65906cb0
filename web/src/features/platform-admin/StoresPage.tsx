import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoreSummary } from '@storefront/contract/platform-admin';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { PageHeading } from '../../ui/PageHeading';
import { toast } from '../../ui/toast-store';
import { AddDomainModal } from './AddDomainModal';
import { CreateStoreModal } from './CreateStoreModal';
import { DeleteStoreModal } from './DeleteStoreModal';
import { StripeAccountModal } from './StripeAccountModal';
import { StoreActions } from './StoreActions';
import { SuspendStoreModal } from './SuspendStoreModal';
import { storesQuery, useStoreStatus } from './platform-queries';

const STATUS_STYLE = {
  active: 'bg-green-100 text-green-800',
  suspended: 'bg-amber-100 text-amber-900',
} as const;

const count = (n: number) => n.toLocaleString('en-US');

function StatusBadge({ status }: { status: StoreSummary['status'] }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[status]}`}
    >
      {status === 'active' ? 'Active' : 'Suspended'}
    </span>
  );
}

/** Every store with its domains, status and counts, and what an operator can do to each. */
export function StoresPage() {
  const stores = useQuery(storesQuery);
  const status = useStoreStatus();
  const [creating, setCreating] = useState(false);
  const [addingTo, setAddingTo] = useState<StoreSummary | null>(null);
  const [deleting, setDeleting] = useState<StoreSummary | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<StoreSummary | null>(null);
  const [suspending, setSuspending] = useState<StoreSummary | null>(null);

  const setStatus = (store: StoreSummary) =>
    status.mutate(
      { slug: store.slug, suspend: store.status === 'active' },
      {
        onSuccess: ({ store: s }) => {
          setSuspending(null);
          toast.success(`${s.name} is ${s.status === 'active' ? 'open again' : 'suspended'}`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  // Suspending a live store is asked first; resuming one is not destructive.
  const toggle = (store: StoreSummary) =>
    store.status === 'active' ? setSuspending(store) : setStatus(store);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading subtitle="Every store on the platform, with its domains, status and size.">
          Stores
        </PageHeading>
        <Button onClick={() => setCreating(true)}>Create Store</Button>
      </div>
      {stores.isPending && <p role="status">Loading...</p>}
      {stores.error && <p className="text-red-700">{stores.error.message}</p>}
      {stores.data && (
        <ul className="space-y-3 sm:hidden">
          {stores.data.map((store) => (
            <li key={store.slug} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{store.name}</p>
                  <p className="break-all text-gray-600">{store.domains.join(', ')}</p>
                </div>
                <StatusBadge status={store.status} />
              </div>
              <p className="mt-2 text-sm text-gray-700">
                {count(store.products)} products · {count(store.orders)} orders · {count(store.users)} users
              </p>
              <div className="mt-3">
                <StoreActions
                  store={store}
                  onToggle={toggle}
                  onAddDomain={setAddingTo}
                  onPayments={setPaymentsOf}
                  onDelete={setDeleting}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {stores.data && (
        <div className="hidden sm:block">
          <DataTable
            columns={[
              'Store',
              'Domains',
              'Status',
              'Products',
              'Orders',
              'Users',
              { label: 'Actions', hidden: true },
            ]}
          >
            {stores.data.map((store) => (
              <tr key={store.slug} className="align-top">
                <td className="px-4 py-3">
                  <p className="font-medium text-gray-900">{store.name}</p>
                  <p className="text-gray-600">{store.slug}</p>
                </td>
                <td className="px-4 py-3">
                  <ul>
                    {store.domains.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[store.status]}`}
                  >
                    {store.status === 'active' ? 'Active' : 'Suspended'}
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums">{count(store.products)}</td>
                <td className="px-4 py-3 tabular-nums">{count(store.orders)}</td>
                <td className="px-4 py-3 tabular-nums">{count(store.users)}</td>
                <td className="px-4 py-3">
                  <StoreActions
                    store={store}
                    onToggle={toggle}
                    onAddDomain={setAddingTo}
                    onPayments={setPaymentsOf}
                    onDelete={setDeleting}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <CreateStoreModal open={creating} onClose={() => setCreating(false)} />
      <AddDomainModal store={addingTo} onClose={() => setAddingTo(null)} />
      <StripeAccountModal store={paymentsOf} onClose={() => setPaymentsOf(null)} />
      <DeleteStoreModal store={deleting} onClose={() => setDeleting(null)} />
      <SuspendStoreModal
        store={suspending}
        busy={status.isPending}
        onConfirm={setStatus}
        onClose={() => setSuspending(null)}
      />
    </>
  );
}
