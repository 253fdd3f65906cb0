import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import { formatAmount } from '../../../lib/money';

interface Choice {
  id: string;
  name: string;
  description: string;
  price?: string;
}

/** A radio group of methods, each with its description (and price for shipping). */
function Choices({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="space-y-2">
        {choices.map((c) => (
          <label
            key={c.id}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 ${value === c.id ? 'border-primary bg-gray-50' : 'border-gray-200'}`}
          >
            <input
              type="radio"
              name={name}
              value={c.id}
              checked={value === c.id}
              onChange={() => onChange(c.id)}
              className="accent-primary"
            />
            <span className="flex-1">
              <span className="block text-sm font-medium text-gray-900">{c.name}</span>
              {c.description && <span className="block text-sm text-gray-600">{c.description}</span>}
            </span>
            {c.price !== undefined && (
              <span className="text-sm font-medium text-gray-900">{formatAmount(c.price)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const ShippingChoices = (p: {
  methods: ShippingMethod[];
  value: string;
  onChange: (id: string) => void;
}) => (
  <Choices
    name="shippingMethod"
    legend="Shipping method"
    choices={p.methods}
    value={p.value}
    onChange={p.onChange}
  />
);

export const PaymentChoices = (p: {
  methods: PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
}) => (
  <Choices
    name="paymentMethod"
    legend="Payment method"
    choices={p.methods}
    value={p.value}
    onChange={p.onChange}
  />
);
