import { useMutation } from '@tanstack/react-query';
import { giftCardEndpoints } from '@storefront/contract/gift-cards.endpoints';
import { call, errorOf } from '../../../lib/api';
import { formatPrice, toCents, type Cents } from '../../../lib/money';
import { TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';

/**
 * "Gift card", with the payment choice: a code to pay with first (decision 062). "Check" shows what the card
 * holds and what it would pay of this order; the server takes it when the order is placed.
 */
export function GiftCardField({ form, totalCents }: { form: CheckoutFormApi; totalCents: Cents }) {
  const check = useMutation({
    mutationFn: (code: string) => call(giftCardEndpoints.balance, { body: { code } }),
  });
  const balance = check.data && check.data.status === 'active' ? toCents(check.data.balance) : 0;
  return (
    <div
      role="group"
      aria-labelledby="gift-card-heading"
      className="mb-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h3 id="gift-card-heading" className="font-semibold text-gray-900">
        Gift card
      </h3>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TextField
            label="Gift card code"
            autoComplete="off"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            {...form.field('gift_card')}
          />
        </div>
        <button
          type="button"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:border-primary"
          onClick={() => check.mutate(form.getValues('gift_card'))}
        >
          Check gift card
        </button>
      </div>
      <p className="mt-2 text-sm text-gray-700" role="status" data-testid="gift-card-status">
        {check.isError && errorOf(check.error).message}
        {check.data?.status === 'void' && 'This gift card is void.'}
        {check.data?.status === 'active' &&
          `Gift card ${check.data.card} holds ${formatPrice(balance)}: it pays ${formatPrice(Math.min(balance, totalCents))} of this order.`}
      </p>
    </div>
  );
}
