import type { CheckoutForm, FormErrors, FormField } from '../checkout-form';
import { Field } from './Field';

/** Card number, expiry, CVC and cardholder name, shown only for card payment. */
export function CardFields({
  form,
  errors,
  onChange,
}: {
  form: CheckoutForm;
  errors: FormErrors;
  onChange: (field: FormField, value: string) => void;
}) {
  const f = (key: 'cardNumber' | 'expiryDate' | 'cvc' | 'cardholderName') => ({
    id: key,
    value: form[key],
    error: errors[key],
    onValue: (v: string) => onChange(key, v),
    required: true,
  });
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <Field
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        className="sm:col-span-2"
        {...f('cardNumber')}
      />
      <Field label="Expiry Date" autoComplete="cc-exp" placeholder="MM/YY" {...f('expiryDate')} />
      <Field label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...f('cvc')} />
      <Field
        label="Cardholder Name"
        autoComplete="cc-name"
        className="sm:col-span-2"
        {...f('cardholderName')}
      />
    </div>
  );
}
