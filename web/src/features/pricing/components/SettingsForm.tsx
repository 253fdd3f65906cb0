import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CONDITION_CODES, PRICE_PROVIDERS, type PricingSettings } from '@storefront/contract/pricing';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { settingsQuery, useSaveSettings } from '../pricing-queries';

/** Condition multipliers, the store's market provider, and re-applying the rules after each import. */
export function SettingsForm() {
  const { data } = useQuery(settingsQuery);
  return data ? <SettingsFields initial={data} /> : null;
}

function SettingsFields({ initial }: { initial: PricingSettings }) {
  const [form, setForm] = useState(initial);
  const save = useSaveSettings();
  const fields = (save.error as { body?: { fields?: Record<string, string> } } | null)?.body?.fields ?? {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  return (
    <section aria-labelledby="pricing-settings-heading" className="space-y-3">
      <h2 id="pricing-settings-heading" className="text-lg font-semibold text-gray-900">
        Pricing settings
      </h2>
      <form
        onSubmit={submit}
        className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        noValidate
      >
        {save.isError && <FormAlert kind="error">{save.error.message}</FormAlert>}
        {save.isSuccess && <FormAlert kind="success">Pricing settings saved</FormAlert>}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {CONDITION_CODES.map((c) => (
            <TextField
              key={c}
              label={`${c} (%)`}
              type="number"
              min={0}
              max={200}
              value={form.condition_percents[c]}
              error={fields[`condition_percents.${c}`]}
              onChange={(e) =>
                setForm({
                  ...form,
                  condition_percents: { ...form.condition_percents, [c]: Number(e.target.value) },
                })
              }
            />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Market prices from"
            options={PRICE_PROVIDERS.map((p) => ({ value: p, label: p }))}
            value={form.market_provider}
            onChange={(e) =>
              setForm({ ...form, market_provider: e.target.value as PricingSettings['market_provider'] })
            }
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-700">
            <input
              type="checkbox"
              checked={form.auto_apply}
              onChange={(e) => setForm({ ...form, auto_apply: e.target.checked })}
            />
            Re-apply the rules after each price import
          </label>
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save Settings
        </Button>
      </form>
    </section>
  );
}
