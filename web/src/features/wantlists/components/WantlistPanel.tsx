import { Bell, BellOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Wantlist, WantlistItem } from '@storefront/contract/wantlists';
import { wantlistsEndpoints } from '@storefront/contract/wantlists.endpoints';
import { call, errorOf } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { useWantlistsChanged } from '../wantlists-queries';
import { AddCardForm } from './AddCardForm';

const wish = (i: WantlistItem) =>
  [
    i.set?.toUpperCase(),
    i.condition && `${i.condition} or better`,
    i.finish,
    i.language,
    i.maxPrice && `up to ${formatAmount(i.maxPrice)}`,
  ]
    .filter(Boolean)
    .join(' · ') || 'Any printing';

/** One wantlist: its name (renamed in place), its alert switch, its cards and a form to add one. */
export function WantlistPanel({ list }: { list: Wantlist }) {
  const changed = useWantlistsChanged();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(errorOf(error).message);
    }
    await changed();
  };
  const params = { id: list.id };
  const rename = () =>
    run(() => call(wantlistsEndpoints.updateWantlist, { params, body: { name } }), 'Wantlist renamed').then(
      () => setRenaming(false),
    );
  const toggle = () =>
    run(
      () => call(wantlistsEndpoints.updateWantlist, { params, body: { alerts: !list.alerts } }),
      list.alerts ? 'Alerts off' : 'Alerts on',
    );
  const remove = () => {
    if (window.confirm(`Delete the wantlist "${list.name}"?`))
      void run(() => call(wantlistsEndpoints.deleteWantlist, { params }), 'Wantlist deleted');
  };

  return (
    <section
      aria-labelledby={`wantlist-${list.id}`}
      className="rounded-xl border border-gray-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        {renaming ? (
          <form onSubmit={(e) => (e.preventDefault(), void rename())} className="flex gap-2">
            <label htmlFor={`rename-${list.id}`} className="sr-only">
              Wantlist name
            </label>
            <input
              id={`rename-${list.id}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className="rounded-lg border border-gray-300 px-3 py-1 text-sm"
            />
            <Button type="submit">Save</Button>
          </form>
        ) : (
          <h2 id={`wantlist-${list.id}`} className="text-lg font-semibold text-gray-900">
            {list.name}
          </h2>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void toggle()} aria-pressed={list.alerts}>
            {list.alerts ? (
              <Bell aria-hidden="true" className="h-4 w-4" />
            ) : (
              <BellOff aria-hidden="true" className="h-4 w-4" />
            )}
            {list.alerts ? 'Alerts on' : 'Alerts off'}
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(!renaming)} aria-label={`Rename ${list.name}`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button variant="ghost" onClick={remove} aria-label={`Delete ${list.name}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
      {list.items.length ? (
        <ul className="mt-3 divide-y divide-gray-100">
          {list.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <span className="w-10 text-right text-sm text-gray-700">{item.quantity} ×</span>
              <span className="flex-1">
                <span className="block font-medium text-gray-900">{item.name}</span>
                <span className="block text-sm text-gray-600">{wish(item)}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${item.name}`}
                onClick={() =>
                  void run(
                    () =>
                      call(wantlistsEndpoints.removeWantlistItem, {
                        params: { id: list.id, itemId: item.id },
                      }),
                    `${item.name} removed`,
                  )
                }
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-600">No cards yet: add the first below.</p>
      )}
      <AddCardForm listId={list.id} />
    </section>
  );
}
