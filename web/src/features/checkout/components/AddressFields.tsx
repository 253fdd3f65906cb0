import { CHECKOUT_COUNTRIES } from '@storefront/contract/checkout';
import type { CheckoutForm, FormErrors, FormField } from '../checkout-form';
import { Field, selectClass } from './Field';

interface Props {
  side: 'shipping' | 'billing';
  form: CheckoutForm;
  errors: FormErrors;
  onChange: (field: FormField, value: string) => void;
}

/** First and last name, address, city, state, zip and country of one side. */
export function AddressFields({ side, form, errors, onChange }: Props) {
  const f = (part: 'FirstName' | 'LastName' | 'Address' | 'City' | 'State' | 'Zip') => {
    const key = `${side}${part}` as const;
    return {
      id: key,
      value: form[key],
      error: errors[key],
      onValue: (v: string) => onChange(key, v),
      required: true,
    };
  };
  const country = `${side}Country` as const;
  const auto = side === 'shipping' ? 'shipping' : 'billing';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First Name" autoComplete={`${auto} given-name`} {...f('FirstName')} />
      <Field label="Last Name" autoComplete={`${auto} family-name`} {...f('LastName')} />
      <Field
        label="Address"
        autoComplete={`${auto} street-address`}
        className="sm:col-span-2"
        {...f('Address')}
      />
      <Field label="City" autoComplete={`${auto} address-level2`} {...f('City')} />
      <Field label="State" autoComplete={`${auto} address-level1`} {...f('State')} />
      <Field label="ZIP Code" autoComplete={`${auto} postal-code`} {...f('Zip')} />
      <div>
        <label htmlFor={country} className="block text-sm font-medium text-gray-800">
          Country
        </label>
        <select
          id={country}
          value={form[country]}
          onChange={(e) => onChange(country, e.target.value)}
          className={selectClass}
        >
          {CHECKOUT_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
