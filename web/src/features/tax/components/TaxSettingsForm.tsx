import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TaxSettings } from '@storefront/contract/tax';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { taxSettingsQuery, useSaveTaxSettings } from '../tax-queries';

/** Whether the store's prices include tax (VAT) or tax is added at checkout (US sales tax). */
export function TaxSettingsForm() {
  const { data } = useQuery(taxSettingsQuery);
  return data ? <SettingsFields initial={data} /> : null;
}

function SettingsFields({ initial }: { initial: TaxSettings }) {
  const [included, setIncluded] = useState(initial.prices_include_tax);
  const save = useSaveTaxSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ prices_include_tax: included });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      {save.isError && <FormAlert kind="error">{save.error.message}</FormAlert>}
      {save.isSuccess && <FormAlert kind="success">Tax settings saved</FormAlert>}
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" checked={included} onChange={(e) => setIncluded(e.target.checked)} />
        Prices include tax (the tax is shown as part of each price, as with VAT)
      </label>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save Tax Settings
      </Button>
    </form>
  );
}
