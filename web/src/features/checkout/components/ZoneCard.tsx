import { useState } from 'react';
import type { ShippingZone, ZoneMethod } from '@storefront/contract/checkout-zones';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { useDeleteZone, useDeleteZoneMethod } from '../zone-queries';
import { ZoneMethodForm } from './ZoneMethodForm';

/** When a method applies, as staff read it: "Up to 4 items", "From $20.00", "Up to 100 g", "Any order". */
function appliesTo(m: ZoneMethod): string {
  const parts = [
    m.min_items !== null && `From ${m.min_items} items`,
    m.max_items !== null && `Up to ${m.max_items} items`,
    m.min_subtotal !== null && `From ${formatAmount(m.min_subtotal)}`,
    m.max_subtotal !== null && `Up to ${formatAmount(m.max_subtotal)}`,
    m.min_weight_grams !== null && `From ${m.min_weight_grams} g`,
    m.max_weight_grams !== null && `Up to ${m.max_weight_grams} g`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Any order';
}

/** One zone: its places, its free-shipping threshold and its methods, with adding and removing them. */
export function ZoneCard({ zone }: { zone: ShippingZone }) {
  const [adding, setAdding] = useState(false);
  const removeZone = useDeleteZone();
  const removeMethod = useDeleteZoneMethod(zone.id);
  return (
    <section
      aria-labelledby={`zone-${zone.id}`}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`zone-${zone.id}`} className="text-lg font-semibold text-gray-900">
            {zone.name}
          </h2>
          <p className="text-sm text-gray-600">
            {zone.places.join(', ')}
            {zone.free_over && ` · Free shipping over ${formatAmount(zone.free_over)}`}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={removeZone.isPending}
          onClick={() => removeZone.mutate(zone.id)}
        >
          Delete Zone
        </Button>
      </div>
      {zone.methods.length ? (
        <DataTable
          variant="plain"
          caption={{ label: `${zone.name} methods`, hidden: true }}
          columns={['Method', 'Price', 'Applies to', { label: 'Actions', hidden: true }]}
        >
          {zone.methods.map((m) => (
            <tr key={m.id}>
              <td className="py-1 pr-3">{m.name}</td>
              <td className="py-1 pr-3">
                {m.pickup && Number(m.price) === 0 ? 'Free pickup' : formatAmount(m.price)}
              </td>
              <td className="py-1 pr-3">{appliesTo(m)}</td>
              <td className="py-1">
                <Button
                  variant="secondary"
                  aria-label={`Remove ${m.name}`}
                  disabled={removeMethod.isPending}
                  onClick={() => removeMethod.mutate(m.id)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-sm text-gray-600">No methods yet: nothing ships to this zone.</p>
      )}
      {adding ? (
        <ZoneMethodForm zoneId={zone.id} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add Method
        </Button>
      )}
    </section>
  );
}
