import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PRICE_FINISHES, PricingRule } from '@storefront/contract/pricing';
import { SelectField, TextField } from '../../../ui/FormField';
import type { CardRuleFilter } from '../rule-text';

/** A blank select or amount is "any": null in the contract. */
export const emptyIsNull = {
  setValueAs: (v: unknown) => (typeof v === 'string' && !v.trim() ? null : v),
};

/** `useZodForm(...).field` of a form whose schema has the card-rule filters. */
type FieldOf = (
  name: CardRuleFilter,
  options?: typeof emptyIsNull,
) => UseFormRegisterReturn & { error?: string | undefined };

/** What a rule answered (pricing's or the buylist's) has of the card-rule fields. */
type CardRuleAnswer = Pick<PricingRule, 'name' | 'is_active' | CardRuleFilter>;

/** The card-rule fields' starting values: the rule's, or a new active rule that matches every card. */
export const cardRuleDefaults = (rule: CardRuleAnswer | null) => ({
  name: rule?.name ?? '',
  is_active: rule?.is_active ?? true,
  game: (rule?.game as 'mtg' | 'pokemon' | null | undefined) ?? null,
  set_code: rule?.set_code ?? '',
  rarity: rule?.rarity ?? '',
  finish: (rule?.finish as (typeof PRICE_FINISHES)[number] | null | undefined) ?? null,
  min_price: rule?.min_price ?? null,
  max_price: rule?.max_price ?? null,
});

const any = { value: '', label: 'Any' };

/**
 * The cards a rule matches (game, set, rarity, finish, market price band), with each one's message under
 * it; a blank filter matches every card. Placed in the editor's own grid, the band as one cell.
 */
export function CardRuleFields({ field }: { field: FieldOf }) {
  return (
    <>
      <SelectField
        label="Game"
        options={[any, { value: 'mtg', label: 'Magic' }, { value: 'pokemon', label: 'Pokémon' }]}
        {...field('game', emptyIsNull)}
      />
      <TextField label="Set code" {...field('set_code')} />
      <TextField label="Rarity" {...field('rarity')} />
      <SelectField
        label="Finish"
        options={[any, { value: 'nonfoil', label: 'Non-foil' }, { value: 'foil', label: 'Foil' }]}
        {...field('finish', emptyIsNull)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Market from ($)" inputMode="decimal" {...field('min_price', emptyIsNull)} />
        <TextField label="Market to ($)" inputMode="decimal" {...field('max_price', emptyIsNull)} />
      </div>
    </>
  );
}
