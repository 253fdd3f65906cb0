import {
  ADDRESS_COUNTRIES,
  ADDRESS_STATES,
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '@storefront/contract/account';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';

type Values = Required<AddressInput>;
const EMPTY: Values = {
  name: '',
  address: '',
  city: '',
  state: 'NY',
  zipCode: '',
  country: 'US',
  phone: '',
  isDefault: false,
};
const STATE_OPTIONS = ADDRESS_STATES.map((s) => ({ value: s, label: s }));
const COUNTRY_OPTIONS = Object.entries(ADDRESS_COUNTRIES).map(([value, label]) => ({ value, label }));

/** The address modal's form, in add mode (no `address`) or edit mode. */
export function AddressForm({
  address,
  onSubmit,
  onCancel,
}: {
  address?: Address | undefined;
  onSubmit: (values: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(AddressInputSchema, { defaultValues: address ? { ...address } : EMPTY });
  const { busy, failure } = form;
  const text = (
    key: 'name' | 'address' | 'city' | 'zipCode' | 'phone',
    label: string,
    autoComplete: string,
  ) => (
    <TextField label={label} required={key !== 'phone'} autoComplete={autoComplete} {...form.field(key)} />
  );

  const submit = form.submitWith(onSubmit, 'Saving the address failed');

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      {text('name', 'Full Name', 'name')}
      {text('address', 'Address', 'street-address')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', 'City', 'address-level2')}
        <SelectField label="State" required {...form.field('state')} options={STATE_OPTIONS} />
        {text('zipCode', 'ZIP Code', 'postal-code')}
        <SelectField label="Country" required {...form.field('country')} options={COUNTRY_OPTIONS} />
      </div>
      {text('phone', 'Phone', 'tel')}
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('isDefault')} className="h-4 w-4 rounded border-gray-300" />
        Set as default address
      </label>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : address ? 'Update Address' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
