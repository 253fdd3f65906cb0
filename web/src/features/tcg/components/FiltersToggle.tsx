import { SlidersHorizontal } from 'lucide-react';

interface Props {
  open: boolean;
  active: number;
  controls: string;
  onToggle: () => void;
}

/** Below `lg`, the filters fold away behind this button (it names how many are in use), so results come first. */
export function FiltersToggle({ open, active, controls, onToggle }: Props) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="flex w-full items-center justify-between rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm font-medium text-gray-900 lg:hidden"
    >
      <span className="flex items-center gap-2">
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filters
        {active > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
            {active}
            <span className="sr-only"> active</span>
          </span>
        )}
      </span>
      <span className="text-gray-600">{open ? 'Hide' : 'Show'}</span>
    </button>
  );
}
