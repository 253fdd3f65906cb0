import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { APP_TYPES } from '@storefront/contract/tenant';
import type { StoreSettings } from '@storefront/contract/manage';
import { call } from '../../../lib/api';
import { managePaths } from '@storefront/contract/manage.paths';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf, ManageFrame } from '../components/ManageFrame';
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
  const [form, setForm] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: StoreSettings) => call(managePaths.saveStore, { body }),
    onSuccess: (saved) => {
      setForm(saved);
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['tenant'] });
    },
  });
  const { fields } = errorOf(save.error);
  const set = <K extends keyof StoreSettings>(key: K, value: StoreSettings[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {save.isError && <FormAlert kind="error">{save.error.message}</FormAlert>}
        {save.isSuccess && <FormAlert kind="success">Store settings saved</FormAlert>}
        <TextField
          label="Store name"
          required
          value={form.name}
          error={fields.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="grid grid-cols-2 gap-4">
          <ColourField
            label="Primary colour"
            value={form.primary}
            error={fields.primary}
            onChange={(v) => set('primary', v)}
          />
          <ColourField
            label="Secondary colour"
            value={form.secondary}
            error={fields.secondary}
            onChange={(v) => set('secondary', v)}
          />
        </div>
        <SelectField
          label="Application type"
          value={form.app_type}
          options={APP_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(e) => set('app_type', e.target.value as StoreSettings['app_type'])}
        />
        <TextField
          label="Logo URL"
          value={form.logo_url}
          error={fields.logo_url}
          placeholder="https://…"
          onChange={(e) => set('logo_url', e.target.value)}
        />
        <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">Client details</legend>
          {DETAILS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={form.client_details[key]}
              error={fields[`client_details.${key}`]}
              onChange={(e) => set('client_details', { ...form.client_details, [key]: e.target.value })}
            />
          ))}
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <StorePreview settings={form} />
      </div>
    </div>
  );
}

function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className="mb-0.5 h-10 w-10 shrink-0 cursor-pointer rounded border border-gray-300"
      />
      <div className="grow">
        <TextField label={label} value={value} error={error} onChange={(e) => onChange(e.target.value)} />
      </div>
    </div>
  );
}
