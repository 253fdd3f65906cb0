import type { ReactNode } from 'react';
import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import { TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import { PaymentChoices, ShippingChoices } from './MethodChoices';
import { Section } from './Section';

interface Props {
  form: CheckoutFormApi;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  needsCard: boolean;
  /** The order is over the store's free-shipping threshold: every method says "Free". */
  shipsFree: boolean;
  /** The chosen pickup method's name, null when the order is shipped: no street address is asked. */
  pickup?: string | null;
  /** The store-credit field, shown with the payment choice, before the card fields. */
  storeCredit?: ReactNode;
}

/** Contact, shipping, billing, payment, shipping method and order notes (spec section 2, Checkout). */
export function CheckoutFormSections({
  form,
  shippingMethods,
  paymentMethods,
  needsCard,
  shipsFree,
  storeCredit,
  pickup = null,
}: Props) {
  const sameAsShipping = form.watch('billing_same_as_shipping');
  return (
    <>
      <Section title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('customer_email')}
          />
          <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('customer_phone')} />
        </div>
      </Section>
      <Section title={pickup ? 'Pickup' : 'Shipping Address'}>
        {pickup && (
          <p className="mb-4 text-sm text-gray-700">
            {pickup}: you collect the order at the store, so no street address is needed.
          </p>
        )}
        <AddressFields side="shipping" form={form} pickup={Boolean(pickup)} />
      </Section>
      <Section title="Billing Address">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            {...form.register('billing_same_as_shipping', {
              // Spec section 5: checking 'same as shipping' copies the shipping fields into billing.
              onChange: (e: { target: HTMLInputElement }) => {
                if (e.target.checked) form.setValue('billing_address', form.getValues('shipping_address'));
              },
            })}
            className="h-4 w-4 accent-primary"
          />
          Same as shipping address
        </label>
        {!sameAsShipping && (
          <div className="mt-4">
            <AddressFields side="billing" form={form} />
          </div>
        )}
      </Section>
      <Section title="Payment Method">
        {storeCredit}
        <PaymentChoices methods={paymentMethods} form={form} />
        {needsCard && <CardFields form={form} />}
      </Section>
      <Section title="Shipping Method">
        <ShippingChoices methods={shippingMethods} form={form} shipsFree={shipsFree} />
      </Section>
      <Section title="Order Notes">
        <label htmlFor="orderNotes" className="sr-only">
          Order notes
        </label>
        <textarea
          id="orderNotes"
          rows={3}
          {...form.register('order_notes')}
          placeholder="Notes about your order, e.g. special notes for delivery"
          className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:outline-2 focus:outline-primary"
        />
      </Section>
    </>
  );
}
