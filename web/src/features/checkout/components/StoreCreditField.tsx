import { useQuery } from '@tanstack/react-query';
import { storeCreditPaths } from '@storefront/contract/store-credit.paths';
import { call } from '../../../lib/api';
import { formatPrice, toCents, type Cents } from '../../../lib/money';
import { TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';

/** The shopper's store-credit balance (checkout shows it and lets them spend it). */
export const storeCreditQuery = {
  queryKey: ['checkout', 'store-credit'],
  queryFn: () => call(storeCreditPaths.mine),
};

interface Props {
  form: CheckoutFormApi;
  totalCents: Cents;
}

function centsOf(value: string): Cents {
  try {
    return value.trim() ? toCents(value) : 0;
  } catch {
    return 0;
  }
}

/** "Store credit": the balance, the amount to spend (at most the total) and what is left to pay. */
export function StoreCreditField({ form, totalCents }: Props) {
  const { data } = useQuery(storeCreditQuery);
  const value = form.watch('store_credit');
  const balance = data ? toCents(data.balance) : 0;
  if (!balance) return null;
  const usable = Math.min(balance, totalCents);
  const rest = Math.max(0, totalCents - Math.min(centsOf(value), usable));
  return (
    <section
      aria-labelledby="store-credit-heading"
      className="rounded-xl border border-gray-200 bg-white p-6"
    >
      <h2 id="store-credit-heading" className="text-lg font-semibold text-gray-900">
        Store credit
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        You have <strong>{formatPrice(balance)}</strong> of store credit.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField label="Store credit to use" inputMode="decimal" {...form.field('store_credit')} />
        </div>
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 hover:border-primary"
          onClick={() => {
            form.setValue('store_credit', (usable / 100).toFixed(2));
            form.clearErrors('store_credit');
          }}
        >
          Use {formatPrice(usable)}
        </button>
      </div>
      <p className="mt-2 text-sm text-gray-700" data-testid="left-to-pay">
        Left to pay with your payment method: {formatPrice(rest)}
      </p>
    </section>
  );
}
