import type { DiscountCode } from '@storefront/contract/promotions';
import { SelectField, TextField } from '../../../ui/FormField';

export interface MatchForm {
  game: string;
  set_code: string;
  rarity: string;
  category_id: string;
  product_type_id: string;
  product_id: string;
}

type Match = Pick<
  DiscountCode,
  'game' | 'set_code' | 'rarity' | 'category_id' | 'product_type_id' | 'product_id'
>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const id = (v: string) => (v.trim() ? Number(v) : null);

/** A row's filters as the form's strings. */
export const matchForm = (m: Match | null): MatchForm => ({
  game: text(m?.game),
  set_code: text(m?.set_code),
  rarity: text(m?.rarity),
  category_id: text(m?.category_id),
  product_type_id: text(m?.product_type_id),
  product_id: text(m?.product_id),
});

/** The form's filters as the server takes them (empty: any). */
export const matchInput = (f: MatchForm) => ({
  game: (f.game || null) as 'mtg' | 'pokemon' | null,
  set_code: f.set_code,
  rarity: f.rarity,
  category_id: id(f.category_id),
  product_type_id: id(f.product_type_id),
  product_id: id(f.product_id),
});

/** What a code or promotion matches: game, set, rarity (as pricing rules) and category, type, product ids. */
export function MatchFields({
  form,
  errors,
  onChange,
}: {
  form: MatchForm;
  errors: Record<string, string>;
  onChange: (m: Partial<MatchForm>) => void;
}) {
  const field = (key: keyof MatchForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium text-gray-700">Items it applies to (empty: any)</legend>
      <SelectField
        label="Game"
        options={[
          { value: '', label: 'Any game' },
          { value: 'mtg', label: 'Magic' },
          { value: 'pokemon', label: 'Pokémon' },
        ]}
        {...field('game')}
      />
      <TextField label="Set code" maxLength={20} {...field('set_code')} />
      <TextField label="Rarity" maxLength={40} {...field('rarity')} />
      <TextField label="Category id" inputMode="numeric" {...field('category_id')} />
      <TextField label="Product type id" inputMode="numeric" {...field('product_type_id')} />
      <TextField label="Product id" inputMode="numeric" {...field('product_id')} />
    </fieldset>
  );
}
