import { useQuery } from '@tanstack/react-query';
import { APP_TYPES } from '@storefront/contract/tenant';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { ColourField } from '../components/ColourField';
import { StorePreview } from '../components/StorePreview';
import { storeSettingsQuery } from '../manage-queries';
import { useStoreSettingsForm } from '../use-store-settings-form';

export default function StoreSettingsPage() {
  return (
    <ManageFrame title="Store Settings" access={useRoleAccess(['admin'])}>
      <StoreSettingsLoader />
    </ManageFrame>
  );
}

function StoreSettingsLoader() {
  const { data, error } = useQuery(storeSettingsQuery);
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-96 w-full" />;
  return <StoreSettingsForm initial={data} />;
}

const DETAILS = [
  ['business_name', 'Business name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['description', 'Description'],
] as const;

function StoreSettingsForm({ initial }: { initial: StoreSettings }) {
  const form = useStoreSettingsForm(initial);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={form.submit} className="space-y-4" noValidate>
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        {form.saved && <FormAlert kind="success">Store settings saved</FormAlert>}
        <TextField label="Store name" required {...form.field('name')} />
        <div className="grid grid-cols-2 gap-4">
          <ColourField label="Primary colour" {...form.colour('primary')} />
          <ColourField label="Secondary colour" {...form.colour('secondary')} />
        </div>
        <SelectField
          label="Application type"
          options={APP_TYPES.map((t) => ({ value: t, label: t }))}
          {...form.field('app_type')}
        />
        <TextField label="Logo URL" placeholder="https://…" {...form.field('logo_url')} />
        <TextField
          label="Free shipping on orders over ($, empty for none)"
          inputMode="decimal"
          placeholder="No free shipping"
          {...form.field('free_shipping_over')}
        />
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">Client details</legend>
          {DETAILS.map(([key, label]) => (
            <TextField key={key} label={label} {...form.field(`client_details.${key}`)} />
          ))}
        </fieldset>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save Settings'}
        </Button>
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <StorePreview settings={form.settings} />
      </div>
    </div>
  );
}
