import {
  CONDITION_CODES,
  PRICE_PROVIDERS,
  PricingRuleInputSchema,
  type PricingRule,
} from '@storefront/contract/pricing';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { useSaveRule } from '../pricing-queries';
import { CardRuleFields, cardRuleDefaults, emptyIsNull } from './CardRuleFields';
import { SaveCancel } from '../../../ui/SaveCancel';

/** A blank percent or amount is left out, so the contract's default (0) applies. */
const blankIsDefault = (asNumber: boolean) => ({
  setValueAs: (v: unknown) => {
    if (typeof v !== 'string') return v;
    if (!v.trim()) return undefined;
    return asNumber ? Number(v) : v;
  },
});

const defaultsOf = (rule: PricingRule | null) => ({
  ...cardRuleDefaults(rule),
  condition: (rule?.condition as (typeof CONDITION_CODES)[number] | null | undefined) ?? null,
  base: rule?.base ?? 'market',
  provider: (rule?.provider as (typeof PRICE_PROVIDERS)[number] | null | undefined) ?? 'cardmarket',
  fixed_price: rule?.fixed_price ?? null,
  percent: rule?.percent ?? 0,
  amount: rule?.amount ?? '0.00',
  floor: rule?.floor ?? null,
  ceiling: rule?.ceiling ?? null,
  rounding: rule?.rounding ?? 'none',
});

/** Adds or edits one rule: what it matches, then how it prices. */
export function RuleForm({ rule, onDone }: { rule: PricingRule | null; onDone: () => void }) {
  // Fields that are not shown (the provider or fixed price of another base) are not sent.
  const form = useZodForm(PricingRuleInputSchema, {
    defaultValues: defaultsOf(rule),
    shouldUnregister: true,
  });
  const save = useSaveRule(onDone);
  const base = form.watch('base');
  const submit = form.submitWith(
    (body) => save.mutateAsync({ id: rule?.id ?? null, body }),
    'Rule not saved',
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      noValidate
    >
      <h3 className="font-semibold text-gray-900">{rule ? `Edit ${rule.name}` : 'New rule'}</h3>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Rule name" required {...form.field('name')} />
        <CardRuleFields field={form.field} />
        <SelectField
          label="Condition"
          options={[{ value: '', label: 'Any' }, ...CONDITION_CODES.map((c) => ({ value: c, label: c }))]}
          {...form.field('condition', emptyIsNull)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Base price"
          options={[
            { value: 'market', label: 'Market' },
            { value: 'low', label: 'Low' },
            { value: 'mid', label: 'Mid' },
            { value: 'provider', label: 'A provider' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          {...form.field('base')}
        />
        {base === 'provider' && (
          <SelectField
            label="Provider"
            options={PRICE_PROVIDERS.map((p) => ({ value: p, label: p }))}
            {...form.field('provider')}
          />
        )}
        {base === 'fixed' && (
          <TextField
            label="Fixed price ($)"
            inputMode="decimal"
            {...form.field('fixed_price', emptyIsNull)}
          />
        )}
        <TextField
          label="Percent (±)"
          type="number"
          step="0.01"
          {...form.field('percent', blankIsDefault(true))}
        />
        <TextField
          label="Amount (± $)"
          inputMode="decimal"
          {...form.field('amount', blankIsDefault(false))}
        />
        <TextField label="Floor ($)" inputMode="decimal" {...form.field('floor', emptyIsNull)} />
        <TextField label="Ceiling ($)" inputMode="decimal" {...form.field('ceiling', emptyIsNull)} />
        <SelectField
          label="Rounding"
          options={[
            { value: 'none', label: 'To the cent' },
            { value: '99', label: 'Up to .99' },
            { value: '49-99', label: 'Up to .49 or .99' },
          ]}
          {...form.field('rounding')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('is_active')} />
        Active
      </label>
      <SaveCancel busy={form.busy} label="Save Rule" onCancel={onDone} />
    </form>
  );
}
