import type { StoreSummary } from '@storefront/contract/platform-admin';
import { Button } from '../../ui/Button';

interface ActionsProps {
  store: StoreSummary;
  onToggle: (store: StoreSummary) => void;
  onAddDomain: (store: StoreSummary) => void;
  onPayments: (store: StoreSummary) => void;
  onDelete: (store: StoreSummary) => void;
}

/** Open, suspend or resume, add a domain, its payments account, delete: what an operator can do to one store. */
export function StoreActions({ store, onToggle, onAddDomain, onPayments, onDelete }: ActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {store.url && (
        <a
          href={store.url}
          target="_blank"
          rel="noreferrer"
          className="rounded-lg px-3 py-2 text-sm font-medium text-blue-800 hover:bg-blue-50"
          aria-label={`Open ${store.name}`}
        >
          Open
        </a>
      )}
      <Button
        variant="secondary"
        onClick={() => onToggle(store)}
        aria-label={`${store.status === 'active' ? 'Suspend' : 'Resume'} ${store.name}`}
      >
        {store.status === 'active' ? 'Suspend' : 'Resume'}
      </Button>
      <Button
        variant="secondary"
        onClick={() => onAddDomain(store)}
        aria-label={`Add a domain to ${store.name}`}
      >
        Add Domain
      </Button>
      <Button
        variant="secondary"
        onClick={() => onPayments(store)}
        aria-label={`Card payments of ${store.name}`}
      >
        Payments
      </Button>
      <Button variant="danger" onClick={() => onDelete(store)} aria-label={`Delete ${store.name}`}>
        Delete
      </Button>
    </div>
  );
}
