import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The header's search box: submitting goes to /search?q=; an empty (trimmed) text is ignored. */
export function SearchBox({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search products..."
        autoComplete="off"
        className="w-full rounded-full border border-gray-300 bg-white py-2 pr-10 pl-4 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 text-gray-600 hover:text-primary"
      >
        <Search className="h-4 w-4" />
      </button>
    </form>
  );
}
