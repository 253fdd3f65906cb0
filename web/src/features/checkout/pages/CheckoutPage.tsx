import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { EmptyCart, useCart } from '../../cart';
import { useCurrentUser } from '../../auth';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { toast } from '../../../ui/toast-store';
import { FormAlert } from '../../../ui/FormField';
import { FALLBACK_PAYMENT_METHODS, FALLBACK_SHIPPING_METHODS, shippingCents } from '../checkout-form';
import { paymentMethodsQuery, shippingMethodsQuery } from '../checkout-queries';
import { CheckoutFormSections } from '../components/CheckoutFormSections';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DiscountCodeField } from '../components/DiscountCodeField';
import { StripePayment } from '../components/StripePayment';
import { appliedCredit, StoreCreditField, useCreditBalance } from '../components/StoreCreditField';
import { GiftCardField } from '../components/GiftCardField';
import { shippingCost, shipsFree } from '@storefront/contract/shipping-rules';
import { useTenant } from '../../tenant';
import { toCents } from '../../../lib/money';
import { useCheckoutForm } from '../use-checkout-form';
import { useCheckoutQuote } from '../use-checkout-quote';
import { FIX_ERRORS, usePlaceOrder } from '../use-place-order';

/** /checkout: the one-step form of spec section 2 with the rules of section 5. */
export default function CheckoutPage() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { data: cart, isPending } = useCart();
  // Until the method lists arrive, the built-in lists stand in, so an early submit is judged like a later one.
  const shippingMethods = useQuery(shippingMethodsQuery).data ?? FALLBACK_SHIPPING_METHODS;
  const paymentMethods = useQuery(paymentMethodsQuery).data ?? FALLBACK_PAYMENT_METHODS;
  const pickupIds = useRef<ReadonlySet<string>>(new Set());
  const [isPickup] = useState(() => (id: string) => pickupIds.current.has(id));
  const form = useCheckoutForm(paymentMethods, isPickup);
  const [paymentMethod, shippingMethod, country, state] = form.watch([
    'payment_method',
    'shipping_method',
    'shipping_address.country',
    'shipping_address.state',
  ]);
  // The discount code applied (decision 060): the quote prices it or says why it is refused.
  const [code, setCode] = useState('');
  const quote = useCheckoutQuote(cart, shippingMethod, country, state, code);
  // The address's methods as the server quotes them (decision 053); until it answers, the store's flat ones.
  const offered = quote?.shipping_methods ?? shippingMethods;
  const choiceGone = quote !== undefined && !offered.some((m) => m.id === shippingMethod);
  useEffect(() => {
    if (choiceGone) form.setValue('shipping_method', quote.shipping_method);
  }, [choiceGone, quote, form]);
  useEffect(() => {
    pickupIds.current = new Set(offered.filter((m) => m.pickup).map((m) => m.id));
  }, [offered]);
  const payment = paymentMethods.find((m) => m.id === paymentMethod);
  const shipping = offered.find((m) => m.id === shippingMethod);
  const tenant = useTenant();
  const balance = useCreditBalance();
  const subtotal = cart ? toCents(cart.total) : 0;
  // The server's rule (shipping-rules.ts), so the summary says what the order will cost.
  const freeOver = tenant.free_shipping_over === null ? null : toCents(tenant.free_shipping_over);
  const cost =
    quote?.shipping_method === shippingMethod
      ? toCents(quote.shipping)
      : shippingCost(subtotal, shippingCents(shippingMethod, offered), freeOver);
  // The server's tax for this address; the total pays it when the prices do not already include it.
  const tax = quote && { cents: toCents(quote.tax), included: quote.prices_include_tax };
  const discount = quote ? toCents(quote.discount) : 0;
  const total = subtotal - discount + cost + (tax && !tax.included ? tax.cents : 0);
  const credit = appliedCredit(form.watch('store_credit'), balance, total);
  const { placeOrder, submitting, cardStep, finish } = usePlaceOrder(cart, shipping, payment, cost);

  if (!isLoading && !isAuthenticated) return <Navigate to="/login?next=/checkout" replace />;

  const onSubmit = form.handleSubmit(
    async (body) => {
      if (submitting) return;
      // Only a code the quote accepted is sent; a refused one is said by the field and left out.
      const failure = await placeOrder({ ...body, discount_code: code && quote?.discount_code ? code : '' });
      if (failure) form.fail(failure.message, failure.error);
    },
    () => {
      form.setError('root.server', { type: 'client', message: FIX_ERRORS });
      toast.error(FIX_ERRORS);
    },
  );

  // The order is placed (the cart emptied): Stripe's card fields take the payment.
  if (cardStep) {
    return (
      <PageContainer>
        <PageHeading>Checkout</PageHeading>
        <div className="max-w-2xl">
          <StripePayment
            order={cardStep.order}
            onDone={(paid) => finish({ ...cardStep.data, payment: { status: paid.payment.status } })}
          />
        </div>
      </PageContainer>
    );
  }
  if (isPending || isLoading) {
    return (
      <PageContainer>
        <PageHeading>Checkout</PageHeading>
        <p role="status">Loading...</p>
      </PageContainer>
    );
  }
  if (!cart?.items.length) return <EmptyCart heading="Checkout" />;

  return (
    <PageContainer>
      <PageHeading>Checkout</PageHeading>
      {form.failure && (
        <div className="mb-6">
          <FormAlert kind="error">{form.failure}</FormAlert>
        </div>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CheckoutFormSections
            form={form}
            shippingMethods={offered}
            pickup={shipping?.pickup ? shipping.name : null}
            paymentMethods={paymentMethods}
            needsCard={payment?.requires_card_details ?? false}
            shipsFree={shipsFree(subtotal, freeOver)}
            storeCredit={
              <>
                <StoreCreditField form={form} balance={balance} totalCents={total} applied={credit} />
                <GiftCardField form={form} totalCents={total - credit} />
              </>
            }
          />
        </div>
        <CheckoutSummary
          cart={cart}
          shipping={cost}
          tax={tax}
          quote={quote}
          codeField={
            <DiscountCodeField
              applied={code}
              onApply={setCode}
              accepted={quote?.discount_code ?? null}
              error={quote?.code_error ?? null}
              discount={quote?.discount}
            />
          }
          credit={credit}
          paymentLabel={payment?.name ?? 'Payment'}
          submitting={submitting}
        />
      </form>
    </PageContainer>
  );
}
