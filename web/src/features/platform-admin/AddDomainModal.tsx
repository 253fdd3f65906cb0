import { AddDomainSchema, type StoreSummary } from '@storefront/contract/platform-admin';
import { HttpError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast-store';
import { useAddDomain } from './platform-queries';

/** Adds a domain to a store; the first domain stays the one its links use. */
export function AddDomainModal({ store, onClose }: { store: StoreSummary | null; onClose: () => void }) {
  const add = useAddDomain();
  const form = useZodForm(AddDomainSchema, { defaultValues: { domain: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ domain }) => {
    if (!store) return;
    try {
      await add.mutateAsync({ slug: store.slug, domain });
      toast.success(`${domain} now opens ${store.name}`);
      close();
    } catch (error) {
      form.fail(error instanceof HttpError ? error.message : 'Network error', error);
    }
  });
  return (
    <Modal open={store !== null} onClose={close} title={`Add a domain to ${store?.name ?? ''}`}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <p className="text-sm text-gray-700">
          Links in the store’s e-mails keep using its first domain, {store?.domains[0]}.
        </p>
        <TextField label="Domain" required placeholder="shop.example.com" {...form.field('domain')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy}>
            Add Domain
          </Button>
        </div>
      </form>
    </Modal>
  );
}
