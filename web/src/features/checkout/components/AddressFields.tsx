import { CHECKOUT_COUNTRIES } from '@storefront/contract/checkout';
import { SelectField, TextField } from '../../../ui/FormField';
import type { CheckoutFormApi } from '../use-checkout-form';

const COUNTRY_OPTIONS = CHECKOUT_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** First and last name, address, city, state, zip and country of one side; a pickup's only name, state, country. */
export function AddressFields({
  side,
  form,
  pickup = false,
}: {
  side: 'shipping' | 'billing';
  form: CheckoutFormApi;
  pickup?: boolean;
}) {
  const prefix = `${side}_address` as const;
  const text = (
    part: 'first_name' | 'last_name' | 'address_line_1' | 'city' | 'state' | 'postal_code',
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      autoComplete={`${side} ${autoComplete}`}
      required
      {...form.field(`${prefix}.${part}`)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('first_name', 'First Name', 'given-name')}
      {text('last_name', 'Last Name', 'family-name')}
      {!pickup && (
        <>
          <div className="sm:col-span-2">{text('address_line_1', 'Address', 'street-address')}</div>
          {text('city', 'City', 'address-level2')}
        </>
      )}
      {text('state', 'State', 'address-level1')}
      {!pickup && text('postal_code', 'ZIP Code', 'postal-code')}
      <SelectField label="Country" options={COUNTRY_OPTIONS} {...form.field(`${prefix}.country`)} />
    </div>
  );
}
