import { useQuery } from '@tanstack/react-query';
import { Folder, Search, Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { MIN_SUGGESTION_LENGTH } from '@storefront/contract/catalog-rules';
import type { SearchSuggestion } from '@storefront/contract/search';
import { suggestionsQuery } from './search-queries';

const DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The names suggested more than once: those get their category (a card's set) beside them. */
export function repeatedNames(suggestions: SearchSuggestion[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const s of suggestions) {
    if (seen.has(s.text)) repeated.add(s.text);
    seen.add(s.text);
  }
  return repeated;
}

/** The highlighted suggestion after an arrow key: -1 is the text itself; moving past either end wraps. */
export function nextActive(current: number, count: number, step: 1 | -1): number {
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

/**
 * The header's search box (spec section 4): suggestions once the text is longer than 2 characters,
 * chosen with the arrow keys and Enter or the mouse; Escape and a click outside close them; an empty
 * submit is ignored; choosing or submitting goes to /search?q=.
 */
export function SearchBox({
  className = '',
  initial = '',
  large = false,
}: {
  className?: string;
  initial?: string;
  large?: boolean;
}) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const box = useRef<HTMLFormElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;

  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const enabled = q.length >= MIN_SUGGESTION_LENGTH && text.trim().length >= MIN_SUGGESTION_LENGTH;
  const { data } = useQuery({ ...suggestionsQuery(q), enabled });
  const suggestions: SearchSuggestion[] = enabled ? (data?.suggestions ?? []) : [];
  const showList = open && suggestions.length > 0;
  const repeated = repeatedNames(suggestions);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const go = (query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    setOpen(false);
    setActive(-1);
    setText(trimmed);
    void navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList ? suggestions[active] : undefined;
    go(chosen ? chosen.text : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => nextActive(i, suggestions.length, event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    <form ref={box} role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search products..."
        autoComplete="off"
        className={`w-full rounded-full border border-gray-300 bg-white pr-10 pl-4 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none ${large ? 'py-3 text-base' : 'py-2 text-sm'}`}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 text-gray-600 hover:text-primary"
      >
        <Search className="h-4 w-4" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((s, i) => {
          const Icon = s.type === 'category' ? Folder : Tag;
          return (
            <li
              key={`${s.type}-${s.slug}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => go(s.text)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-2 px-4 py-2 text-sm ${i === active ? 'bg-primary/10 text-gray-900' : 'text-gray-800'}`}
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
              <span className="min-w-0 flex-1 truncate">{s.text}</span>
              {repeated.has(s.text) && s.category && (
                <span className="shrink-0 truncate text-xs text-gray-600">{s.category}</span>
              )}
              <span className="text-xs text-gray-600">{s.type === 'category' ? 'Category' : 'Product'}</span>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
