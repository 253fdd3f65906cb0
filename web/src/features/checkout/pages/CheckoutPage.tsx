import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useCart } from '../../cart';
import { useCurrentUser } from '../../auth';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { toast } from '../../../ui/toast-store';
import {
  copyShippingToBilling,
  FALLBACK_PAYMENT_METHODS,
  FALLBACK_SHIPPING_METHODS,
  INITIAL_FORM,
  shippingCents,
  validateCheckout,
  type CheckoutForm,
  type FormErrors,
  type FormField,
} from '../checkout-form';
import { paymentMethodsQuery, shippingMethodsQuery } from '../checkout-queries';
import { CheckoutFormSections } from '../components/CheckoutFormSections';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { StoreCreditField } from '../components/StoreCreditField';
import { toCents } from '../../../lib/money';
import { FIX_ERRORS, usePlaceOrder } from '../use-place-order';

/** /checkout: the one-step form of spec section 2 with the rules of section 5. */
export default function CheckoutPage() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { data: cart, isPending } = useCart();
  // Until the method lists arrive, the built-in lists stand in, so an early submit is judged like a later one.
  const shippingMethods = useQuery(shippingMethodsQuery).data ?? FALLBACK_SHIPPING_METHODS;
  const paymentMethods = useQuery(paymentMethodsQuery).data ?? FALLBACK_PAYMENT_METHODS;
  const [form, setForm] = useState<CheckoutForm>(INITIAL_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const payment = paymentMethods.find((m) => m.id === form.paymentMethod);
  const shipping = shippingMethods.find((m) => m.id === form.shippingMethod);
  const cost = shippingCents(form.shippingMethod, shippingMethods);
  const { placeOrder, submitting } = usePlaceOrder(cart, shipping, payment, cost);

  if (!isLoading && !isAuthenticated) return <Navigate to="/login?next=/checkout" replace />;

  const onChange = (field: FormField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onSameAsShipping = (same: boolean) =>
    setForm((f) => (same ? copyShippingToBilling(f) : { ...f, billingSameAsShipping: false }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateCheckout(form, payment?.requires_card_details ?? false);
    if (Object.keys(found).length) {
      setErrors(found);
      setSummary(FIX_ERRORS);
      toast.error(FIX_ERRORS);
      return;
    }
    setSummary(null);
    const failure = await placeOrder(form.billingSameAsShipping ? copyShippingToBilling(form) : form);
    if (failure) {
      setErrors(failure.fields);
      setSummary(failure.error);
    }
  }

  if (isPending || isLoading) {
    return (
      <PageContainer>
        <PageHeading>Checkout</PageHeading>
        <p role="status">Loading...</p>
      </PageContainer>
    );
  }
  if (!cart?.items.length) {
    return (
      <PageContainer>
        <PageHeading>Checkout</PageHeading>
        <div className="rounded-xl border border-dashed border-gray-300 py-16 text-center">
          <h2 className="text-lg font-semibold text-gray-900">Your cart is empty</h2>
          <Link to="/products" className={buttonClass('primary', 'mt-6')}>
            Continue Shopping
          </Link>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeading>Checkout</PageHeading>
      {summary && (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {summary}
        </div>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CheckoutFormSections
            form={form}
            errors={errors}
            onChange={onChange}
            onSameAsShipping={onSameAsShipping}
            shippingMethods={shippingMethods}
            paymentMethods={paymentMethods}
            needsCard={payment?.requires_card_details ?? false}
          />
          <StoreCreditField
            value={form.storeCredit}
            error={errors.storeCredit}
            totalCents={toCents(cart.total) + cost}
            onValue={(v) => onChange('storeCredit', v)}
          />
        </div>
        <CheckoutSummary cart={cart} shipping={cost} submitting={submitting} />
      </form>
    </PageContainer>
  );
}
