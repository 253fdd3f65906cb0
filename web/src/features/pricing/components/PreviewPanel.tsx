import { useQuery } from '@tanstack/react-query';
import type { PriceChange, PricingPreview } from '@storefront/contract/pricing';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { runsQuery, useApply, usePreview, useUndo } from '../pricing-queries';

function Changes({ title, changes }: { title: string; changes: PriceChange[] }) {
  if (!changes.length) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <DataTable columns={['Card', 'Variant', 'Now', 'New']}>
        {changes.map((c) => (
          <tr key={c.variant_id}>
            <td className="px-4 py-2 text-gray-900">{c.name}</td>
            <td className="px-4 py-2 text-gray-700">{c.variant}</td>
            <td className="px-4 py-2 text-gray-700">{formatAmount(c.old_price)}</td>
            <td className="px-4 py-2 font-medium text-gray-900">{formatAmount(c.new_price)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

function Summary({ preview }: { preview: PricingPreview }) {
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="text-gray-900">
        <strong>{preview.changed.toLocaleString('en-US')}</strong> of{' '}
        {preview.matched.toLocaleString('en-US')} matched variant prices would change;{' '}
        {preview.floor_hits.toLocaleString('en-US')} held at a floor or cost;{' '}
        {preview.without_price.toLocaleString('en-US')} without a market price stay as they are.
      </p>
      <Changes title="Biggest rises" changes={preview.rises} />
      <Changes title="Biggest falls" changes={preview.falls} />
      <Changes title="Held at the floor" changes={preview.at_floor} />
    </div>
  );
}

/** Preview what the rules would change, apply them in one go, undo the latest run. */
export function PreviewPanel() {
  const preview = usePreview();
  const apply = useApply();
  const undo = useUndo();
  const { data: runs } = useQuery(runsQuery);
  const latest = runs?.results.find((r) => !r.undone_at);
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-lg font-semibold text-gray-900">
        Preview and apply
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => preview.mutate()} disabled={preview.isPending}>
          {preview.isPending ? 'Previewing...' : 'Preview Prices'}
        </Button>
        <Button
          onClick={() => apply.mutate(undefined, { onSuccess: () => preview.reset() })}
          disabled={!preview.data || apply.isPending}
        >
          {apply.isPending ? 'Applying...' : 'Apply Prices'}
        </Button>
        {latest && (
          <Button variant="danger" onClick={() => undo.mutate(latest.id)} disabled={undo.isPending}>
            Undo Last Run
          </Button>
        )}
      </div>
      {preview.isError && <FormAlert kind="error">{preview.error.message}</FormAlert>}
      {apply.isError && <FormAlert kind="error">{apply.error.message}</FormAlert>}
      {undo.isError && <FormAlert kind="error">{undo.error.message}</FormAlert>}
      {apply.data && !preview.data && (
        <FormAlert kind="success">{`Prices applied: ${apply.data.changed} changed`}</FormAlert>
      )}
      {undo.isSuccess && <FormAlert kind="success">{`Run ${undo.data.id} undone`}</FormAlert>}
      {preview.data && <Summary preview={preview.data} />}
      {runs && runs.results.length > 0 && (
        <DataTable columns={['Run', 'When', 'Who', 'Changed', 'Undone']}>
          {runs.results.map((r) => (
            <tr key={r.id}>
              <td className="px-4 py-2">{r.id}</td>
              <td className="px-4 py-2 text-gray-700">{new Date(r.created_at).toLocaleString('en-US')}</td>
              <td className="px-4 py-2 text-gray-700">{r.actor}</td>
              <td className="px-4 py-2 text-gray-700">{r.changed}</td>
              <td className="px-4 py-2 text-gray-700">
                {r.undone_at ? new Date(r.undone_at).toLocaleString('en-US') : '—'}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
