// The pure entry loads Stripe.js only when called: a store without Stripe never fetches it.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutResult } from '@storefront/contract/checkout';
import { paymentsEndpoints } from '@storefront/contract/payments.endpoints';
import { call, HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { Section } from './Section';

interface Props {
  /** The order just placed, with its intent's client secret and the publishable key. */
  order: CheckoutResult;
  /** The order as the server has it after the payment (paid, or still processing at Stripe). */
  onDone: (order: CheckoutResult) => void;
}

type Ready = { stripe: Stripe; elements: StripeElements };

/**
 * The card step of a Stripe payment: Stripe's Payment Element (the card never touches this page's code or
 * the server), `confirmPayment` (3-D Secure runs in Stripe's own frame), then the server checks the intent
 * with Stripe and marks the order paid (docs/payments.md).
 */
export function StripePayment({ order, onDone }: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Ready | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const { client_secret: clientSecret, publishable_key: key } = order.payment;

  useEffect(() => {
    let element: { destroy(): void } | undefined;
    void loadStripe(key!)
      .then((stripe) => {
        if (!stripe || !mount.current) throw new Error('Stripe did not load');
        const elements = stripe.elements({ clientSecret: clientSecret! });
        const payment = elements.create('payment');
        payment.mount(mount.current);
        element = payment;
        setReady({ stripe, elements });
      })
      .catch(() =>
        setFailure('The card form could not load. Please check your connection and reload the page.'),
      );
    return () => element?.destroy();
  }, [clientSecret, key]);

  async function pay() {
    if (!ready || paying) return;
    setPaying(true);
    setFailure(null);
    const returnUrl = `${window.location.origin}/account/orders/${order.order_id}`;
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    if (error) {
      setFailure(error.message ?? 'Your card was not charged. Please try again.');
      setPaying(false);
      return;
    }
    try {
      onDone(await call(paymentsEndpoints.confirm, { body: { order_id: order.order_id } }));
    } catch (caught) {
      setFailure(
        caught instanceof HttpError
          ? (caught.body.error ?? 'The payment could not be checked.')
          : 'The payment could not be checked. Your order is saved; please reload the page.',
      );
      setPaying(false);
    }
  }

  return (
    <Section title="Card Payment">
      <p className="mb-4 text-sm text-gray-700">
        Order {order.order_number} is saved. Enter your card to pay {`$${order.total}`}.
      </p>
      {failure && (
        <div className="mb-4">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      )}
      <div ref={mount} data-testid="stripe-payment-element" className="mb-4 min-h-12" />
      <Button onClick={() => void pay()} disabled={!ready || paying}>
        {paying ? 'Paying...' : `Pay $${order.total}`}
      </Button>
    </Section>
  );
}
