import type { CartItem } from '@storefront/contract/cart';
import type { CheckoutResult, PaymentStatus } from '@storefront/contract/checkout';
import type { Cents } from '../../lib/money';
import type { CheckoutForm } from './checkout-form';

/** Spec section 3 (Order confirmation data), passed to /checkout/confirmation in navigation state. */
export interface ConfirmationData {
  order_id: number;
  order_number: string;
  total: string;
  shippingCents: Cents;
  paymentMethod: string;
  shippingMethod: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  cart: { items: CartItem[] };
  notes: string;
  payment?: { status: PaymentStatus } | undefined;
}

export function confirmationData(
  form: CheckoutForm,
  result: CheckoutResult,
  items: CartItem[],
  paymentName: string,
  shippingName: string,
  shippingCents: Cents,
): ConfirmationData {
  return {
    order_id: result.order_id,
    order_number: result.order_number,
    total: result.total,
    shippingCents,
    paymentMethod: paymentName,
    shippingMethod: shippingName,
    firstName: form.shippingFirstName,
    lastName: form.shippingLastName,
    email: form.email,
    phone: form.phone,
    address: form.shippingAddress,
    city: form.shippingCity,
    state: form.shippingState,
    zipCode: form.shippingZip,
    country: form.shippingCountry,
    cart: { items },
    notes: form.orderNotes,
    payment: result.payment,
  };
}

/** Spec section 4: the heading by payment status, which starts as processing. */
export function confirmationHeading(status: string | undefined): string {
  switch (status ?? 'processing') {
    case 'completed':
      return 'Order Confirmed!';
    case 'failed':
      return 'Payment Failed';
    case 'processing':
      return 'Processing Payment...';
    default:
      return 'Order Received!';
  }
}
