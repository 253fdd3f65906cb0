import { Minus, Plus } from 'lucide-react';

/** − n + with decrement disabled at 1 (spec section 4) and increment at `max`. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const button =
    'flex h-9 w-9 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      className="inline-flex items-center rounded-lg border border-gray-300"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span className="w-10 text-center text-sm font-medium" aria-live="polite">
        <span className="sr-only">Quantity </span>
        {value}
      </span>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
