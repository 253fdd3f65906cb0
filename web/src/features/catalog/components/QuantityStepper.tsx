import { Minus, Plus } from 'lucide-react';

/** Spec section 5: a quantity from 1 to the available stock. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(1, max)));
}

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const button =
    'flex h-10 w-10 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:opacity-40';
  return (
    <div className="inline-flex items-center rounded-lg border border-gray-300 bg-white">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <label htmlFor="quantity" className="sr-only">
        Quantity
      </label>
      <input
        id="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(clampQuantity(Number(e.target.value), max))}
        className="h-10 w-14 border-x border-gray-300 text-center [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
