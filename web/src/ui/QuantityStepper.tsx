import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

/** Spec section 5: a quantity from 1 to the available stock. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(1, max)));
}

/**
 * − n + with decrement disabled at 1 (spec section 4) and increment at `max`. `editable` shows the number as
 * an input named "Quantity" (the product page); otherwise it is read out as it changes (a cart line).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  editable = false,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the group, e.g. "Quantity of {product}". */
  label?: string;
  editable?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const size = editable ? 'h-10 w-10' : 'h-9 w-9';
  const button = `flex ${size} items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40`;
  const change = (n: number) => onChange(clampQuantity(n, max));
  return (
    <div
      className="inline-flex items-center rounded-lg border border-gray-300 bg-white"
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => change(value - 1)}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      {editable ? (
        <>
          <label htmlFor={id} className="sr-only">
            Quantity
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, max)}
            value={value}
            disabled={disabled}
            onChange={(e) => change(Number(e.target.value))}
            className="h-10 w-14 border-x border-gray-300 text-center [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
          />
        </>
      ) : (
        <span className="w-10 text-center text-sm font-medium" aria-live="polite">
          <span className="sr-only">Quantity </span>
          {value}
        </span>
      )}
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => change(value + 1)}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
