import type { CartItem } from '@storefront/contract/cart';
import type { CheckoutRequest, CheckoutResult, PaymentStatus } from '@storefront/contract/checkout';
import type { Cents } from '../../lib/money';

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
  body: CheckoutRequest,
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
    firstName: body.shipping_address.first_name,
    lastName: body.shipping_address.last_name,
    email: body.customer_email,
    phone: body.customer_phone,
    address: body.shipping_address.address_line_1,
    city: body.shipping_address.city,
    state: body.shipping_address.state,
    zipCode: body.shipping_address.postal_code,
    country: body.shipping_address.country,
    cart: { items },
    notes: body.order_notes,
    // Only the status: the intent's client secret is not kept in the page's history.
    payment: { status: result.payment.status },
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
