import { useEffect, useId, useState } from 'react';
import { searchEndpoints } from '@storefront/contract/search.endpoints';
import { call } from '../../../lib/api';
import { TextField } from '../../../ui/FormField';

/** How long typing pauses before the names are looked up, and from how many characters. */
const PAUSE_MS = 250;
const FROM_CHARACTERS = 3;

/** A card name with the store's matching product names offered as you type (the search box's suggestions). */
export function CardNameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
}) {
  const listId = useId();
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const q = value.trim();
    if (q.length < FROM_CHARACTERS) return;
    let current = true;
    const timer = setTimeout(() => {
      call(searchEndpoints.suggestions, { query: { q } })
        .then(({ suggestions }) => {
          if (current)
            setNames([...new Set(suggestions.filter((s) => s.type === 'product').map((s) => s.text))]);
        })
        .catch(() => current && setNames([]));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  return (
    <>
      <TextField
        label="Card name"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        list={listId}
        autoComplete="off"
        error={error}
      />
      <datalist id={listId}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </>
  );
}
