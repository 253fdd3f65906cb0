import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import type { CheckoutForm, FormErrors, FormField } from '../checkout-form';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import { Field, FieldError, Section } from './Field';
import { PaymentChoices, ShippingChoices } from './MethodChoices';

interface Props {
  form: CheckoutForm;
  errors: FormErrors;
  onChange: (field: FormField, value: string) => void;
  onSameAsShipping: (same: boolean) => void;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  needsCard: boolean;
}

/** Contact, shipping, billing, payment, shipping method and order notes (spec section 2, Checkout). */
export function CheckoutFormSections({
  form,
  errors,
  onChange,
  onSameAsShipping,
  shippingMethods,
  paymentMethods,
  needsCard,
}: Props) {
  return (
    <>
      <Section title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onValue={(v) => onChange('email', v)}
          />
          <Field
            id="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            value={form.phone}
            error={errors.phone}
            onValue={(v) => onChange('phone', v)}
          />
        </div>
      </Section>
      <Section title="Shipping Address">
        <AddressFields side="shipping" form={form} errors={errors} onChange={onChange} />
      </Section>
      <Section title="Billing Address">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={form.billingSameAsShipping}
            onChange={(e) => onSameAsShipping(e.target.checked)}
            className="h-4 w-4 accent-primary"
          />
          Same as shipping address
        </label>
        {!form.billingSameAsShipping && (
          <div className="mt-4">
            <AddressFields side="billing" form={form} errors={errors} onChange={onChange} />
          </div>
        )}
      </Section>
      <Section title="Payment Method">
        <PaymentChoices
          methods={paymentMethods}
          value={form.paymentMethod}
          onChange={(v) => onChange('paymentMethod', v)}
        />
        <FieldError id="paymentMethod" error={errors.paymentMethod} />
        {needsCard && <CardFields form={form} errors={errors} onChange={onChange} />}
      </Section>
      <Section title="Shipping Method">
        <ShippingChoices
          methods={shippingMethods}
          value={form.shippingMethod}
          onChange={(v) => onChange('shippingMethod', v)}
        />
        <FieldError id="shippingMethod" error={errors.shippingMethod} />
      </Section>
      <Section title="Order Notes">
        <label htmlFor="orderNotes" className="sr-only">
          Order notes
        </label>
        <textarea
          id="orderNotes"
          rows={3}
          value={form.orderNotes}
          onChange={(e) => onChange('orderNotes', e.target.value)}
          placeholder="Notes about your order, e.g. special notes for delivery"
          className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:outline-2 focus:outline-primary"
        />
      </Section>
    </>
  );
}
