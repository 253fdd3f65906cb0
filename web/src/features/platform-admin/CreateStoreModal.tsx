import { useState } from 'react';
import { APP_TYPES } from '@storefront/contract/tenant';
import type { CreatedStore } from '@storefront/contract/platform-admin';
import { HttpError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { createStoreBody, CreateStoreFormSchema, suggestSlug } from './create-store-form';
import { useCreateStore } from './platform-queries';

const APP_TYPE_LABELS = { ecommerce: 'Online shop', inventory: 'Inventory', website: 'Website' } as const;

/** Creates a store: name, slug, domain, application type and its owner; then shows where it is live. */
export function CreateStoreModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedStore | null>(null);
  const create = useCreateStore();
  const form = useZodForm(CreateStoreFormSchema, {
    defaultValues: {
      name: '',
      slug: '',
      domain: '',
      app_type: 'ecommerce',
      owner_email: '',
      owner_username: '',
      owner_password: '',
    },
  });
  const close = () => {
    setCreated(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(createStoreBody(values)));
    } catch (error) {
      form.fail(error instanceof HttpError ? error.message : 'Network error', error);
    }
  });
  const name = form.field('name');
  const fillSlug = () => {
    const slug = suggestSlug(form.getValues('name'));
    if (!form.getValues('slug') && slug) form.setValue('slug', slug);
    if (!form.getValues('domain') && slug) form.setValue('domain', `${slug}.localhost`);
  };

  return (
    <Modal open={open} onClose={close} title={created ? 'Store created' : 'Create a store'} size="large">
      {created ? (
        <div className="space-y-4">
          <FormAlert kind="success">
            {created.store.name} is ready at{' '}
            <a
              href={created.store.url ?? '#'}
              className="font-medium underline"
              target="_blank"
              rel="noreferrer"
            >
              {created.store.url}
            </a>
            . Its owner is {created.owner.username} ({created.owner.email}). Shoppers see “Opening soon” until
            the owner goes live in the setup wizard.
          </FormAlert>
          {created.set_password_link && (
            <div className="text-sm text-gray-700">
              <p>We e-mailed the owner this one-time link to choose a password (it works for 7 days):</p>
              <p className="mt-2 rounded bg-gray-100 p-2 font-mono text-xs break-all">
                {created.set_password_link}
              </p>
            </div>
          )}
          <Button onClick={close}>Done</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {form.failure && (
            <div className="sm:col-span-2">
              <FormAlert kind="error">{form.failure}</FormAlert>
            </div>
          )}
          <TextField
            label="Store name"
            required
            {...name}
            onBlur={(e) => void name.onBlur(e).then(fillSlug)}
          />
          <TextField label="Slug" required placeholder="my-store" {...form.field('slug')} />
          <TextField label="Domain" required placeholder="my-store.example.com" {...form.field('domain')} />
          <SelectField
            label="Application type"
            options={APP_TYPES.map((t) => ({ value: t, label: APP_TYPE_LABELS[t] }))}
            {...form.field('app_type')}
          />
          <TextField label="Owner email" type="email" required {...form.field('owner_email')} />
          <TextField label="Owner username (optional)" {...form.field('owner_username')} />
          <div className="sm:col-span-2">
            <TextField
              label="Owner password (optional: without one, the owner gets a link to choose it)"
              type="password"
              autoComplete="new-password"
              {...form.field('owner_password')}
            />
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Creating...' : 'Create Store'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
