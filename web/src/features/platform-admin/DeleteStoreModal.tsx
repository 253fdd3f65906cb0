import { useState } from 'react';
import type { StoreSummary } from '@storefront/contract/platform-admin';
import { HttpError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast-store';
import { useDeleteStore } from './platform-queries';

/** Deletes a store for good, once its slug is typed again. */
export function DeleteStoreModal({ store, onClose }: { store: StoreSummary | null; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteStore();
  const close = () => {
    setTyped('');
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!store) return;
    try {
      await remove.mutateAsync({ slug: store.slug, confirm: typed.trim() });
      toast.success(`Deleted ${store.name}`);
      close();
    } catch (error) {
      setFailure(error instanceof HttpError ? error.message : 'Network error');
    }
  };
  return (
    <Modal open={store !== null} onClose={close} title={`Delete ${store?.name ?? ''}?`}>
      <div className="space-y-4">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <p className="text-sm text-gray-700">
          This deletes the store with its {store?.products} products, {store?.orders} orders and{' '}
          {store?.users} users, for good. Type <strong>{store?.slug}</strong> to confirm.
        </p>
        <TextField
          label="Store slug"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={typed.trim() !== store?.slug || remove.isPending}
            onClick={() => void confirm()}
          >
            Delete Store
          </Button>
        </div>
      </div>
    </Modal>
  );
}
