import { z } from 'zod';
import { idParam, pageOf, PageQuerySchema } from './common.ts';
import { CartImageSchema } from './cart.ts';
import { PAYMENT_STATUSES } from './checkout.ts';
import { RefundSchema } from './orders-refunds.ts';
import { ShipmentSchema } from './shipment.ts';

/** An address as orders answer it (spec section 3, Order list: name, address, city, state, zip_code). */
export const OrderAddressSchema = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int().nullable(),
    slug: z.string(),
    name: z.string(),
    sku: z.string(),
    image: CartImageSchema.nullable(),
  }),
  /** The variant bought (a card's condition and finish), when one was chosen. */
  variant_name: z.string().nullable(),
  /** That variant's id while the store still has it ('Buy Again' adds it again), else null. */
  variant_id: z.number().int().nullable(),
  quantity: z.number().int(),
  price: z.string(),
  line_total: z.string(),
  /** The line's tax (inside line_total when the order's prices included tax), on the discounted amount. */
  tax: z.string(),
  /** Taken off line_total by promotions and the code (decision 060); the lines' add up to the order's. */
  discount: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One tender of an order: store credit, or the card or other method that paid the rest (integer cents). */
export const OrderPaymentSchema = z.object({
  /** `store_credit`, or the payment method's id (card, cash, paypal). */
  method: z.string(),
  /** "Store credit", "Credit/Debit Card". */
  label: z.string(),
  /** Dollars with 2 decimals; the payments of an order add up to its total. */
  amount: z.string(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** Spec section 3 (Order list) with the detail the order screen shows. */
export const OrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  shipping_method: z.string(),
  /** The method's name when the order was placed ("Standard Shipping"); its id for orders placed before. */
  shipping_method_name: z.string(),
  /** Collected at the store (a pickup method): no parcel, no delivery address. */
  pickup: z.boolean(),
  customer_email: z.string(),
  customer_phone: z.string(),
  subtotal: z.string(),
  /** Off the subtotal (promotions and the code): total = subtotal - discount + shipping (+ tax on top). */
  discount: z.string(),
  /** The discount code the order used, as the store spells it. */
  discount_code: z.string().nullable(),
  shipping_cost: z.string(),
  /** Tax on the lines and shipping; added to the total, or already inside the prices when `tax_included`. */
  tax_total: z.string(),
  tax_included: z.boolean(),
  total: z.string(),
  /** The currency of every amount of the order. */
  currency: z.string(),
  shipping_address: OrderAddressSchema,
  billing_address: OrderAddressSchema,
  order_notes: z.string(),
  items: z.array(OrderItemSchema),
  /** How the order is paid, store credit first (an order paid before payments were recorded: its method). */
  payments: z.array(OrderPaymentSchema),
  /** Carrier and tracking once the order has shipped; null before. */
  shipment: ShipmentSchema.nullable(),
  /** Money given back, oldest first (decision 057); `refunded` is their total. */
  refunds: z.array(RefundSchema),
  refunded: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListQuerySchema = PageQuerySchema;
export const OrderPageSchema = pageOf(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
export const OrderParamsSchema = z.object({ id: idParam() });

/** How each payment method type reads to a shopper (the seeded methods' names). */
export const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash on Delivery',
  card: 'Credit/Debit Card',
  paypal: 'PayPal',
};
