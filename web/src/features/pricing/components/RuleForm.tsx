import { useState, type FormEvent } from 'react';
import {
  CONDITION_CODES,
  PRICE_PROVIDERS,
  type PricingRule,
  type PricingRuleInput,
} from '@storefront/contract/pricing';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { useSaveRule } from '../pricing-queries';

type Form = Record<
  | 'name'
  | 'game'
  | 'set_code'
  | 'rarity'
  | 'finish'
  | 'condition'
  | 'min_price'
  | 'max_price'
  | 'base'
  | 'provider'
  | 'fixed_price'
  | 'percent'
  | 'amount'
  | 'floor'
  | 'ceiling'
  | 'rounding',
  string
> & { is_active: boolean };

const any = { value: '', label: 'Any' };
const formOf = (r: PricingRule | null): Form => ({
  name: r?.name ?? '',
  is_active: r?.is_active ?? true,
  game: r?.game ?? '',
  set_code: r?.set_code ?? '',
  rarity: r?.rarity ?? '',
  finish: r?.finish ?? '',
  condition: r?.condition ?? '',
  min_price: r?.min_price ?? '',
  max_price: r?.max_price ?? '',
  base: r?.base ?? 'market',
  provider: r?.provider ?? 'cardmarket',
  fixed_price: r?.fixed_price ?? '',
  percent: String(r?.percent ?? 0),
  amount: r?.amount ?? '0.00',
  floor: r?.floor ?? '',
  ceiling: r?.ceiling ?? '',
  rounding: r?.rounding ?? 'none',
});

const orNull = (v: string) => v.trim() || null;
const bodyOf = (f: Form): PricingRuleInput => ({
  name: f.name,
  is_active: f.is_active,
  game: (orNull(f.game) as PricingRuleInput['game']) ?? null,
  set_code: orNull(f.set_code),
  rarity: orNull(f.rarity),
  finish: (orNull(f.finish) as PricingRuleInput['finish']) ?? null,
  condition: (orNull(f.condition) as PricingRuleInput['condition']) ?? null,
  min_price: orNull(f.min_price),
  max_price: orNull(f.max_price),
  base: f.base as PricingRuleInput['base'],
  provider: f.base === 'provider' ? (f.provider as PricingRuleInput['provider']) : null,
  fixed_price: f.base === 'fixed' ? orNull(f.fixed_price) : null,
  percent: Number(f.percent) || 0,
  amount: f.amount.trim() || '0',
  floor: orNull(f.floor),
  ceiling: orNull(f.ceiling),
  rounding: f.rounding as PricingRuleInput['rounding'],
});

/** Adds or edits one rule: what it matches, then how it prices. */
export function RuleForm({ rule, onDone }: { rule: PricingRule | null; onDone: () => void }) {
  const [form, setForm] = useState(() => formOf(rule));
  const save = useSaveRule(onDone);
  const fields = (save.error as { body?: { fields?: Record<string, string> } } | null)?.body?.fields ?? {};
  const bind = (key: Exclude<keyof Form, 'is_active'>) => ({
    value: form[key],
    error: fields[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: rule?.id ?? null, body: bodyOf(form) });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      noValidate
    >
      <h3 className="font-semibold text-gray-900">{rule ? `Edit ${rule.name}` : 'New rule'}</h3>
      {save.isError && <FormAlert kind="error">{save.error.message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Rule name" required {...bind('name')} />
        <SelectField
          label="Game"
          options={[any, { value: 'mtg', label: 'Magic' }, { value: 'pokemon', label: 'Pokémon' }]}
          {...bind('game')}
        />
        <TextField label="Set code" {...bind('set_code')} />
        <TextField label="Rarity" {...bind('rarity')} />
        <SelectField
          label="Finish"
          options={[any, { value: 'nonfoil', label: 'Non-foil' }, { value: 'foil', label: 'Foil' }]}
          {...bind('finish')}
        />
        <SelectField
          label="Condition"
          options={[any, ...CONDITION_CODES.map((c) => ({ value: c, label: c }))]}
          {...bind('condition')}
        />
        <TextField label="Market price from ($)" inputMode="decimal" {...bind('min_price')} />
        <TextField label="Market price to ($)" inputMode="decimal" {...bind('max_price')} />
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
          {...bind('base')}
        />
        {form.base === 'provider' && (
          <SelectField
            label="Provider"
            options={PRICE_PROVIDERS.map((p) => ({ value: p, label: p }))}
            {...bind('provider')}
          />
        )}
        {form.base === 'fixed' && (
          <TextField label="Fixed price ($)" inputMode="decimal" {...bind('fixed_price')} />
        )}
        <TextField label="Percent (±)" type="number" step="0.01" {...bind('percent')} />
        <TextField label="Amount (± $)" inputMode="decimal" {...bind('amount')} />
        <TextField label="Floor ($)" inputMode="decimal" {...bind('floor')} />
        <TextField label="Ceiling ($)" inputMode="decimal" {...bind('ceiling')} />
        <SelectField
          label="Rounding"
          options={[
            { value: 'none', label: 'To the cent' },
            { value: '99', label: 'Up to .99' },
            { value: '49-99', label: 'Up to .49 or .99' },
          ]}
          {...bind('rounding')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={form.is_active}
          onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
        />
        Active
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Rule'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
