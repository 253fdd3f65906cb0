import { useState } from 'react';
import { SupplierInviteSchema } from '@storefront/contract/dashboard-setup';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { errorOf } from '../../../lib/api';
import { useInviteSupplier } from './setup-queries';

/** Invites suppliers by e-mail: each gets an approved account and a link to choose a password. */
export function SuppliersStep({ onDone }: { onDone: () => void }) {
  const form = useZodForm(SupplierInviteSchema, { defaultValues: { email: '' } });
  const invite = useInviteSupplier();
  const [invited, setInvited] = useState<string[]>([]);
  const submit = form.handleSubmit(async (body) => {
    try {
      const done = await invite.mutateAsync(body);
      setInvited((list) => [...list, `${done.supplier.username} (${done.supplier.email})`]);
      form.reset({ email: '' });
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        Suppliers are other sellers who list their own cards in your store. You do not need one: the cards you
        import are your store’s own stock. Invite a supplier only if someone else will sell here too.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 grow">
          <TextField label="Supplier e-mail" type="email" {...form.field('email')} />
        </div>
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      {invite.isSuccess && <FormAlert kind="success">{invite.data.message}</FormAlert>}
      {invited.length > 0 && (
        <ul aria-label="Invited suppliers" className="list-inside list-disc text-sm text-gray-800">
          {invited.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <Button onClick={onDone}>Continue</Button>
    </div>
  );
}
