import type { MassEntryAnswer, MassEntryOptions } from '@storefront/contract/cart-mass-entry';
import { cartEndpoints } from '@storefront/contract/cart.endpoints';
import { call } from '../../../lib/api';

/** The options as the form holds them (selects give strings; an empty seller is none). */
export interface MassEntryForm {
  pick: MassEntryOptions['pick'];
  minCondition: MassEntryOptions['minCondition'];
  foil: MassEntryOptions['foil'];
  printing: MassEntryOptions['printing'];
  preferSeller: string;
}

export const DEFAULT_FORM: MassEntryForm = {
  pick: 'cheapest',
  minCondition: 'DMG',
  foil: 'any',
  printing: 'exact',
  preferSeller: '',
};

const optionsOf = ({ preferSeller, ...rest }: MassEntryForm): MassEntryOptions => ({
  ...rest,
  ...(preferSeller.trim() && { preferSeller: preferSeller.trim() }),
});

/** POST /api/ecommerce/cart/mass-entry/: the per-line answer, and with `add` the cart after adding. */
export const runMassEntry = (list: string, form: MassEntryForm, add: boolean): Promise<MassEntryAnswer> =>
  call(cartEndpoints.massEntry, { body: { list, options: optionsOf(form), add } });
