import { StripeAccountSchema, type StoreSummary } from '@storefront/contract/platform-admin';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast-store';
import { useSetStripeAccount } from './platform-queries';

/** Chooses the Stripe Connect account a store's card payments go to; blank is the platform's own account. */
export function StripeAccountModal({ store, onClose }: { store: StoreSummary | null; onClose: () => void }) {
  const save = useSetStripeAccount();
  const form = useZodForm(StripeAccountSchema, {
    values: { account_id: store?.stripe_account_id ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.submitWith(async ({ account_id }) => {
    if (!store) return;
    await save.mutateAsync({ slug: store.slug, accountId: account_id });
    toast.success(`${store.name}'s card payments go to ${account_id ?? "the platform's own Stripe account"}`);
    close();
  }, 'The account could not be saved');
  return (
    <Modal open={store !== null} onClose={close} title={`Card payments of ${store?.name ?? ''}`}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <p className="text-sm text-gray-700">
          Payments go to {store?.stripe_account_id ?? "the platform's own Stripe account"} now. Enter the
          store's connected account to pay it directly, or leave it blank for the platform's. Stripe is asked
          whether the account is connected and can take payments; once the store has taken card payments, the
          account stays (their refunds go back through it).
        </p>
        <TextField label="Stripe account id" placeholder="acct_1AbCdEfGh" {...form.field('account_id')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy}>
            Save Account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
