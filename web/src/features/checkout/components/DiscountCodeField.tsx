import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/FormField';
import { formatAmount } from '../../../lib/money';

interface Props {
  /** The code sent with the quote ('' for none). */
  applied: string;
  onApply: (code: string) => void;
  /** The quote's answer: the code as the store spells it once accepted, or why it was refused. */
  accepted: string | null;
  error: string | null;
  discount: string | undefined;
}

/**
 * "Discount code": the shopper types a code and applies it; the quote answers the discount or why the code
 * is refused (decision 060), and an accepted code can be removed.
 */
export function DiscountCodeField({ applied, onApply, accepted, error, discount }: Props) {
  const [typed, setTyped] = useState(applied);
  if (applied && accepted)
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <span>
          Code <strong>{accepted}</strong> applied: −{formatAmount(discount)}
        </span>
        <Button
          variant="secondary"
          onClick={() => {
            setTyped('');
            onApply('');
          }}
        >
          Remove Code
        </Button>
      </div>
    );
  const apply = () => onApply(typed.trim());
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="min-w-48 flex-1">
        <TextField
          label="Discount code"
          value={typed}
          maxLength={40}
          autoComplete="off"
          error={applied ? (error ?? undefined) : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code rather than placing the order.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </div>
      <Button variant="secondary" className="mt-6" onClick={apply} disabled={!typed.trim()}>
        Apply
      </Button>
    </div>
  );
}
