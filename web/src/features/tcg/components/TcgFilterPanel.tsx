import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import type { TcgOption } from '@storefront/contract/tcg';
import { Button } from '../../../ui/Button';
import type { TcgFilterState } from '../filter-state';
import { tcgFiltersQuery } from '../tcg-queries';
import { QueryHelp } from './QueryHelp';

const input =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
    </div>
  );
}

interface Props {
  draft: TcgFilterState;
  onChange: (next: TcgFilterState) => void;
  onSearch: () => void;
  onClear: () => void;
  loading: boolean;
}

/** The left-hand filter panel; option lists come from tcg_filters. */
export function TcgFilterPanel({ draft, onChange, onSearch, onClear, loading }: Props) {
  const options = useQuery(tcgFiltersQuery()).data;
  const set = <K extends keyof TcgFilterState>(key: K, value: TcgFilterState[K]) =>
    onChange({ ...draft, [key]: value });
  const text = (key: keyof TcgFilterState) => ({
    id: `tcg-${key}`,
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    className: input,
  });
  const select = (key: keyof TcgFilterState, all: string, list: TcgOption[] = []) => (
    // Remount when the options arrive, so a value read from the URL selects its option.
    <select key={list.length} {...text(key)}>
      <option value="">{all}</option>
      {list.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label} ({o.count})
        </option>
      ))}
    </select>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4"
      aria-label="TCG filters"
    >
      <div>
        <div className="flex items-center justify-between">
          <label htmlFor="tcg-query" className="block text-sm font-medium text-gray-800">
            Search
          </label>
          <QueryHelp />
        </div>
        <input type="search" placeholder="Search for cards..." {...text('query')} />
      </div>
      <Field id="tcg-game" label="Game">
        {select('game', 'All Games', options?.games)}
      </Field>
      <Field id="tcg-rarity" label="Rarity">
        {select('rarity', 'All Rarities', options?.rarities)}
      </Field>
      <Field id="tcg-cardType" label="Card Type">
        {select('cardType', 'All Types', options?.cardTypes)}
      </Field>
      <Field id="tcg-set" label="Set">
        {select(
          'set',
          'All Sets',
          options?.sets.filter((s) => !draft.game || s.game === draft.game),
        )}
      </Field>
      <Field id="tcg-color" label="Color">
        {select('color', 'All Colors', options?.colors)}
      </Field>
      <Field id="tcg-language" label="Language">
        {select('language', 'All Languages', options?.languages)}
      </Field>
      <Field id="tcg-manaCost" label="Mana Cost">
        <input type="number" min={0} {...text('manaCost')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="tcg-power" label="Power">
          <input type="number" {...text('power')} />
        </Field>
        <Field id="tcg-toughness" label="Toughness">
          <input type="number" {...text('toughness')} />
        </Field>
        <Field id="tcg-minPrice" label="Min Price">
          <input type="number" min={0} step={0.01} {...text('minPrice')} />
        </Field>
        <Field id="tcg-maxPrice" label="Max Price">
          <input type="number" min={0} step={0.01} {...text('maxPrice')} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={draft.inStock}
          onChange={(e) => set('inStock', e.target.checked)}
          className="h-4 w-4 rounded border-gray-300 accent-primary"
        />
        In Stock Only
      </label>
      <div className="grid grid-cols-2 gap-3">
        <Field id="tcg-sortBy" label="Sort By">
          <select {...text('sortBy')}>
            <option value="name">Name</option>
            <option value="price">Price</option>
            <option value="created_at">Date Added</option>
          </select>
        </Field>
        <Field id="tcg-sortOrder" label="Order">
          <select {...text('sortOrder')}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </Field>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={loading} className="flex-1">
          {loading ? 'Searching...' : 'Search'}
        </Button>
        <Button type="button" variant="secondary" onClick={onClear} className="flex-1">
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
