import { useQuery } from '@tanstack/react-query';
import { APP_TYPES } from '@storefront/contract/tenant';
import { StoreSettingsSchema, type StoreSettings } from '@storefront/contract/manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveStoreSettings } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf, ManageFrame } from '../components/ManageFrame';
import { ColourField } from '../components/ColourField';
import { StorePreview } from '../components/StorePreview';
import { storeSettingsQuery } from '../manage-queries';

export default function StoreSettingsPage() {
  return (
    <ManageFrame title="Store Settings" roles={['admin']}>
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
  const form = useZodForm(StoreSettingsSchema, { defaultValues: initial });
  const save = useSaveStoreSettings((saved) => form.reset(saved));
  const settings = form.watch();
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  const colour = (name: 'primary' | 'secondary', label: string) => (
    <ColourField
      label={label}
      field={form.field(name)}
      value={settings[name]}
      onPick={(v) => form.setValue(name, v, { shouldDirty: true })}
    />
  );
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        {save.isSuccess && !form.formState.isDirty && (
          <FormAlert kind="success">Store settings saved</FormAlert>
        )}
        <TextField label="Store name" required {...form.field('name')} />
        <div className="grid grid-cols-2 gap-4">
          {colour('primary', 'Primary colour')}
          {colour('secondary', 'Secondary colour')}
        </div>
        <SelectField
          label="Application type"
          options={APP_TYPES.map((t) => ({ value: t, label: t }))}
          {...form.field('app_type')}
        />
        <TextField label="Logo URL" placeholder="https://…" {...form.field('logo_url')} />
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
        <StorePreview settings={settings} />
      </div>
    </div>
  );
}
