import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '@storefront/contract/cart';
import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import { checkoutPaths } from '@storefront/contract/checkout.paths';
import { call, HttpError } from '../../lib/api';
import type { Cents } from '../../lib/money';
import { cartEmptied } from '../cart';
import { ordersChanged } from '../orders';
import { toast } from '../../ui/toast-store';
import { errorsByField, toCheckoutBody, type CheckoutForm, type FormErrors } from './checkout-form';
import { confirmationData } from './confirmation-data';

export const FIX_ERRORS = 'Please fix the errors below';

/**
 * Submits the checkout once per click with one Idempotency-Key per visit, so a retried request
 * cannot place a second order. Answers the error message and field errors to show.
 */
export function usePlaceOrder(
  cart: Cart | undefined,
  shipping: ShippingMethod | undefined,
  payment: PaymentMethod | undefined,
  shippingCents: Cents,
) {
  const [key] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();

  async function placeOrder(form: CheckoutForm): Promise<{ error: string; fields: FormErrors } | null> {
    const needsCard = payment?.requires_card_details ?? false;
    setSubmitting(true);
    try {
      const result = await call(checkoutPaths.checkout, {
        body: toCheckoutBody(form, needsCard),
        headers: { 'Idempotency-Key': key },
      });
      const data = confirmationData(
        form,
        result,
        cart?.items ?? [],
        payment?.name ?? form.paymentMethod,
        shipping?.name ?? form.shippingMethod,
        shippingCents,
      );
      cartEmptied(client);
      void client.invalidateQueries({ queryKey: ['checkout', 'store-credit'] });
      void ordersChanged(client);
      toast.success('Order placed successfully!');
      void navigate(`/checkout/confirmation?order=${result.order_id}`, { state: { orderData: data } });
      return null;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        void navigate('/login?next=/checkout');
        return null;
      }
      const message =
        error instanceof HttpError
          ? (error.body.error ?? 'Failed to create order')
          : 'Failed to place order. Please try again.';
      toast.error(message);
      const fields = error instanceof HttpError ? errorsByField(error.body.fields) : {};
      return { error: message, fields };
    } finally {
      setSubmitting(false);
    }
  }

  return { placeOrder, submitting };
}
