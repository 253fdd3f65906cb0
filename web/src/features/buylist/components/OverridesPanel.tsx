import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call, HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast-store';
import { buylistChanged, buylistQuery, overridesQuery } from '../buylist-queries';
import { CardSearchBox } from './CardSearchBox';
import { OverrideForm, type OverrideDraft } from './OverrideForm';

/** Finds a card of the store (the buylist search and its query language) to give it an override. */
function CardPicker({ onPick }: { onPick: (product: { id: number; name: string }) => void }) {
  const [q, setQ] = useState('');
  const { data, isFetching } = useQuery({ ...buylistQuery(q, 1), enabled: q !== '' });
  return (
    <div className="space-y-2">
      <CardSearchBox
        label="Find a card"
        placeholder="Find a card (name or query, e.g. set:base1)"
        action="Find"
        onSearch={setQ}
      />
      {isFetching && <p role="status">Searching...</p>}
      {data && !data.results.length && <p className="text-sm text-gray-700">No cards found.</p>}
      {data && data.results.length > 0 && (
        <ul aria-label="Cards found" className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {data.results.map(({ product }) => (
            <li key={product.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {product.name} <span className="text-gray-600">· {product.set_name}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Add an override for ${product.name} (${product.set_name})`}
                onClick={() => onPick({ id: product.id, name: product.name })}
              >
                Add override
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The per-card exceptions to the buy rule: a table to edit or remove them, and a search to add one. */
export function OverridesPanel() {
  const client = useQueryClient();
  const { data, error } = useQuery(overridesQuery);
  const [editing, setEditing] = useState<OverrideDraft | null>(null);
  const remove = async (productId: number, name: string) => {
    try {
      await call(buylistEndpoints.deleteOverride, { params: { productId } });
      toast.success(`${name}: back to the buy rule`);
      await buylistChanged(client);
    } catch (e) {
      toast.error(e instanceof HttpError ? (e.body.error ?? 'Not removed') : 'Not removed');
    }
  };
  return (
    <section aria-labelledby="overrides-heading" className="space-y-3">
      <h2 id="overrides-heading" className="text-lg font-semibold text-gray-900">
        Card overrides
      </h2>
      {error ? (
        <FormAlert kind="error">{error.message}</FormAlert>
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : !data.length ? (
        <p className="text-gray-700">No overrides: every card follows the buy rule.</p>
      ) : (
        <DataTable
          columns={['Card', 'Hotlist bonus', 'Buying', 'Maximum', { label: 'Actions', hidden: true }]}
        >
          {data.map((o) => (
            <tr key={o.product.id}>
              <td className="px-4 py-2 font-medium text-gray-900">{o.product.name}</td>
              <td className="px-4 py-2">{o.hotlist_percent ? `+${o.hotlist_percent} %` : '—'}</td>
              <td className="px-4 py-2">{o.not_buying ? 'Not buying' : 'Buying'}</td>
              <td className="px-4 py-2">{o.max_quantity ?? "Store's"}</td>
              <td className="whitespace-nowrap px-4 py-2 text-right">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${o.product.name}`}
                  onClick={() => setEditing(o)}
                >
                  Edit
                </Button>{' '}
                <Button
                  variant="danger"
                  aria-label={`Remove the override of ${o.product.name}`}
                  onClick={() => void remove(o.product.id, o.product.name)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing ? (
        <OverrideForm key={editing.product.id} draft={editing} onDone={() => setEditing(null)} />
      ) : (
        <CardPicker
          onPick={(product) =>
            setEditing(
              data?.find((o) => o.product.id === product.id) ?? {
                product,
                hotlist_percent: 0,
                not_buying: false,
                max_quantity: null,
              },
            )
          }
        />
      )}
    </section>
  );
}
