import type { StoreSummary } from '@storefront/contract/platform-admin';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface Props {
  store: StoreSummary | null;
  busy: boolean;
  onConfirm: (store: StoreSummary) => void;
  onClose: () => void;
}

/** Suspending closes a live store to its shoppers and team at once, so the operator confirms it first. */
export function SuspendStoreModal({ store, busy, onConfirm, onClose }: Props) {
  return (
    <Modal open={store !== null} onClose={onClose} title={`Suspend ${store?.name ?? ''}?`} size="small">
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          Every page and call of <strong>{store?.name}</strong> ({store?.domains.join(', ')}) answers
          &ldquo;closed for now&rdquo; until you resume it: its shoppers cannot order and its team cannot sign
          in. Nothing is deleted.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => store && onConfirm(store)}>
            Suspend Store
          </Button>
        </div>
      </div>
    </Modal>
  );
}
