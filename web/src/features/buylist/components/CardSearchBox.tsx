import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';

interface CardSearchBoxProps {
  /** The search box's name for screen readers, e.g. "Search cards to sell". */
  label: string;
  placeholder: string;
  /** The button's words: "Search", "Find". */
  action: string;
  initial?: string;
  /** Called with the trimmed query (the card query language of /tcg/search). */
  onSearch: (q: string) => void;
  className?: string;
}

/** The buylist's card search: a search box and its button, for shoppers on /sell and staff adding an override. */
export function CardSearchBox({
  label,
  placeholder,
  action,
  initial = '',
  onSearch,
  className = '',
}: CardSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={search} className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
      />
      <Button type="submit" variant="secondary">
        {action}
      </Button>
    </form>
  );
}
