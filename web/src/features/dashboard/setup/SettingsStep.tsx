import { APP_TYPES } from '@storefront/contract/tenant';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import type { SetupStep } from '@storefront/contract/dashboard-setup';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { ColourField } from '../components/ColourField';
import { StorePreview } from '../components/StorePreview';
import { useStoreSettingsForm } from '../use-store-settings-form';
import { ContrastCheck } from './ContrastCheck';

const APP_TYPE_HELP: Record<string, string> = {
  ecommerce: 'ecommerce — a shop: shoppers browse, fill a cart and pay',
  inventory: 'inventory — a stock list: the catalogue without checkout',
  website: 'website — a showcase: pages about the store, no shop',
};

/** The steps that edit the store's settings (name, details, colours, application type), one form each. */
export function SettingsStep({
  step,
  initial,
  onDone,
}: {
  step: Extract<SetupStep, 'name' | 'details' | 'colours' | 'app-type'>;
  initial: StoreSettings;
  onDone: () => void;
}) {
  const form = useStoreSettingsForm(initial, onDone);
  const { settings } = form;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      {step === 'name' && (
        <>
          <p className="text-gray-700">
            The name shoppers see in the header, the page titles and your e-mails.
          </p>
          <TextField label="Store name" required {...form.field('name')} />
        </>
      )}
      {step === 'details' && (
        <>
          <p className="text-gray-700">How shoppers reach you. They appear in the footer and on receipts.</p>
          <TextField label="Business name" {...form.field('client_details.business_name')} />
          <TextField label="Contact e-mail" type="email" {...form.field('client_details.email')} />
          <TextField label="Phone" type="tel" {...form.field('client_details.phone')} />
          <TextField label="Address" {...form.field('client_details.address')} />
          <TextField label="Description" {...form.field('client_details.description')} />
        </>
      )}
      {step === 'colours' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <p className="text-gray-700">
              Buttons and prices use the primary colour; the banner the secondary.
            </p>
            <ColourField label="Primary colour" {...form.colour('primary')} />
            <ColourField label="Secondary colour" {...form.colour('secondary')} />
            <ContrastCheck
              colours={[
                { label: 'Primary colour', value: settings.primary },
                { label: 'Secondary colour', value: settings.secondary },
              ]}
            />
          </div>
          <StorePreview settings={settings} />
        </div>
      )}
      {step === 'app-type' && (
        <>
          <p className="text-gray-700">
            What your site is for. You can change it later in the store settings.
          </p>
          <SelectField
            label="Application type"
            options={APP_TYPES.map((t) => ({ value: t, label: APP_TYPE_HELP[t] ?? t }))}
            {...form.field('app_type')}
          />
        </>
      )}
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save and continue'}
      </Button>
    </form>
  );
}
