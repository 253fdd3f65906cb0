import { useQuery } from '@tanstack/react-query';
import { storeCreditEndpoints } from '@storefront/contract/store-credit.endpoints';
import { call } from '../../../lib/api';
import { formatPrice, toCents, type Cents } from '../../../lib/money';
import { TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';

/** The shopper's store-credit balance (checkout shows it and lets them spend it). */
export const storeCreditQuery = {
  queryKey: ['checkout', 'store-credit'],
  queryFn: () => call(storeCreditEndpoints.mine),
};

/** The shopper's store-credit balance in cents (0 until it is known). */
export function useCreditBalance(): Cents {
  const { data } = useQuery(storeCreditQuery);
  return data ? toCents(data.balance) : 0;
}

/** The credit a typed amount applies: never more than the balance or the order's total. */
export function appliedCredit(typed: string | undefined, balance: Cents, totalCents: Cents): Cents {
  let cents = 0;
  try {
    cents = typed?.trim() ? toCents(typed) : 0;
  } catch {
    cents = 0;
  }
  return Math.max(0, Math.min(cents, balance, totalCents));
}

interface Props {
  form: CheckoutFormApi;
  balance: Cents;
  totalCents: Cents;
  applied: Cents;
}

/**
 * "Store credit", with the payment choice: the balance, the amount to spend (at most the total) and what is
 * left to pay with the payment method.
 */
export function StoreCreditField({ form, balance, totalCents, applied }: Props) {
  if (!balance) return null;
  const usable = Math.min(balance, totalCents);
  return (
    <div
      role="group"
      aria-labelledby="store-credit-heading"
      className="mb-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h3 id="store-credit-heading" className="font-semibold text-gray-900">
        Store credit
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        You have <strong>{formatPrice(balance)}</strong> of store credit.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField label="Store credit to use" inputMode="decimal" {...form.field('store_credit')} />
        </div>
        <button
          type="button"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:border-primary"
          onClick={() => {
            form.setValue('store_credit', (usable / 100).toFixed(2));
            form.clearErrors('store_credit');
          }}
        >
          Use {formatPrice(usable)}
        </button>
      </div>
      <p className="mt-2 text-sm text-gray-700" data-testid="left-to-pay">
        Left to pay with your payment method: {formatPrice(totalCents - applied)}
      </p>
    </div>
  );
}
