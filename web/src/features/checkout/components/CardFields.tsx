import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';

type CardPart = 'number' | 'expiry' | 'cvc' | 'cardholder_name';

/** Each card field: its label, its input hints and whether it takes the whole row. */
const CARD_FIELDS: [CardPart, string, InputHTMLAttributes<HTMLInputElement>, boolean][] = [
  [
    'number',
    'Card Number',
    { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 5678 9012 3456' },
    true,
  ],
  ['expiry', 'Expiry Date', { autoComplete: 'cc-exp', placeholder: 'MM/YY' }, false],
  ['cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' }, false],
  ['cardholder_name', 'Cardholder Name', { autoComplete: 'cc-name' }, true],
];

/** Card number, expiry, CVC and cardholder name, shown only for card payment. */
export function CardFields({ form }: { form: CheckoutFormApi }) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {CARD_FIELDS.map(([part, label, hints, wide]) => (
        <div key={part} className={wide ? 'sm:col-span-2' : undefined}>
          <TextField label={label} required {...hints} {...form.field(`card.${part}`)} />
        </div>
      ))}
    </div>
  );
}
