import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaxRate } from '@storefront/contract/tax';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { taxRatesQuery, useDeleteRate } from '../tax-queries';
import { TaxRateForm } from './TaxRateForm';
import { TaxSettingsForm } from './TaxSettingsForm';

/** The store's tax: whether prices include it, and its rates by country and region (decision 052). */
export function TaxManager() {
  const { data, error } = useQuery(taxRatesQuery);
  const remove = useDeleteRate();
  // null: no form open; 'new': adding; a rate: editing it.
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  return (
    <div className="space-y-6">
      <TaxSettingsForm />
      {error && <FormAlert kind="error">{error.message}</FormAlert>}
      {!data && !error && <Skeleton className="h-32 w-full" />}
      {data && !data.results.length && <p className="text-gray-600">No tax rates yet: no tax is charged.</p>}
      {data && data.results.length > 0 && (
        <DataTable
          caption="Tax rates"
          columns={['Country', 'Region', 'Rate', 'Name', { label: 'Actions', hidden: true }]}
        >
          {data.results.map((r) => (
            <tr key={r.id}>
              <td className="px-4 py-2">{r.country}</td>
              <td className="px-4 py-2">{r.region || 'Whole country'}</td>
              <td className="px-4 py-2">{r.rate}%</td>
              <td className="px-4 py-2">{r.name}</td>
              <td className="flex gap-2 px-4 py-2">
                <Button variant="secondary" onClick={() => setEditing(r)} aria-label={`Edit ${place(r)}`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id)}
                  aria-label={`Delete ${place(r)}`}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing ? (
        <TaxRateForm
          key={editing === 'new' ? 'new' : editing.id}
          rate={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add Tax Rate</Button>
      )}
    </div>
  );
}

const place = (r: TaxRate) => (r.region ? `${r.country}-${r.region}` : r.country);
