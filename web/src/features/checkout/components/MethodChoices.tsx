import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import { shippingLabel } from '@storefront/contract/shipping-rules';
import { toCents } from '../../../lib/money';
import type { CheckoutFormApi } from '../use-checkout-form';

interface Choice {
  id: string;
  name: string;
  description: string;
  /** Shipping's price as shown: "$5.99", or "Free". */
  price?: string;
}

/** A radio group of methods, each with its description (and price for shipping), and its message. */
function Choices({
  name,
  legend,
  choices,
  form,
}: {
  name: 'shipping_method' | 'payment_method';
  legend: string;
  choices: Choice[];
  form: CheckoutFormApi;
}) {
  const { error, ...radio } = form.field(name);
  const value = form.watch(name);
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="space-y-2">
        {choices.map((c) => (
          <label
            key={c.id}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 ${value === c.id ? 'border-primary bg-gray-50' : 'border-gray-200'}`}
          >
            <input type="radio" value={c.id} {...radio} className="accent-primary" />
            <span className="flex-1">
              <span className="block text-sm font-medium text-gray-900">{c.name}</span>
              {c.description && <span className="block text-sm text-gray-600">{c.description}</span>}
            </span>
            {c.price !== undefined && <span className="text-sm font-medium text-gray-900">{c.price}</span>}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

export const ShippingChoices = (p: {
  methods: ShippingMethod[];
  form: CheckoutFormApi;
  shipsFree: boolean;
}) => (
  <Choices
    name="shipping_method"
    legend="Shipping method"
    choices={p.methods.map((m) => ({ ...m, price: shippingLabel(p.shipsFree ? 0 : toCents(m.price)) }))}
    form={p.form}
  />
);

export const PaymentChoices = (p: { methods: PaymentMethod[]; form: CheckoutFormApi }) => (
  <Choices name="payment_method" legend="Payment method" choices={p.methods} form={p.form} />
);
