import { useMemo } from 'react';
import type { PaymentMethod } from '@storefront/contract/checkout';
import { useZodForm } from '../../lib/use-zod-form';
import { checkoutFormSchema, INITIAL_FORM } from './checkout-form';

/**
 * The checkout form on the shared form hook; card fields are required when the chosen method needs them,
 * and no street address when the chosen shipping method is a pickup (`isPickup`, a stable function: the
 * offered pickups come with the quote, after the form exists).
 */
export function useCheckoutForm(
  paymentMethods: PaymentMethod[],
  isPickup?: (shippingMethod: string) => boolean,
) {
  const schema = useMemo(
    () =>
      checkoutFormSchema(
        (id) => paymentMethods.find((m) => m.id === id)?.requires_card_details ?? false,
        isPickup,
      ),
    [paymentMethods, isPickup],
  );
  return useZodForm(schema, { defaultValues: INITIAL_FORM });
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>;
