import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '@storefront/contract/cart';
import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentMethod,
  ShippingMethod,
} from '@storefront/contract/checkout';
import { checkoutEndpoints } from '@storefront/contract/checkout.endpoints';
import { call, HttpError } from '../../lib/api';
import type { Cents } from '../../lib/money';
import { cartEmptied } from '../cart';
import { ordersChanged } from '../orders';
import { toast } from '../../ui/toast-store';
import { confirmationData, type ConfirmationData } from './confirmation-data';

/** An order placed and waiting for its card payment in Stripe's Payment Element. */
export interface CardStep {
  order: CheckoutResult;
  data: ConfirmationData;
}

export const FIX_ERRORS = 'Please fix the errors below';

/**
 * Submits the checkout once per click with one Idempotency-Key per visit, so a retried request
 * cannot place a second order. Answers the message to show and the error (its `fields` go under the inputs).
 */
export function usePlaceOrder(
  cart: Cart | undefined,
  shipping: ShippingMethod | undefined,
  payment: PaymentMethod | undefined,
  shippingCents: Cents,
) {
  const [key] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  const [cardStep, setCardStep] = useState<CardStep | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();

  async function placeOrder(body: CheckoutRequest): Promise<{ message: string; error: unknown } | null> {
    setSubmitting(true);
    try {
      const result = await call(checkoutEndpoints.checkout, {
        body,
        headers: { 'Idempotency-Key': key },
      });
      const data = confirmationData(
        body,
        result,
        cart?.items ?? [],
        payment?.name ?? body.payment_method,
        shipping?.name ?? body.shipping_method,
        shippingCents,
      );
      cartEmptied(client);
      void client.invalidateQueries({ queryKey: ['checkout', 'store-credit'] });
      void ordersChanged(client);
      // The errors of earlier tries (each lives 5 s) are no longer true once the order is placed.
      toast.dismiss('error');
      // Paying through Stripe: the card is entered in Stripe's own fields next, on this page.
      if (result.payment.client_secret) setCardStep({ order: result, data });
      else finish(data);
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
      return { message, error };
    } finally {
      setSubmitting(false);
    }
  }

  /** Shows the order placed (and, after the card step, paid as the server says). */
  function finish(data: ConfirmationData) {
    toast.success('Order placed successfully!');
    void navigate(`/checkout/confirmation?order=${data.order_id}`, { state: { orderData: data } });
  }

  return { placeOrder, submitting, cardStep, finish };
}
