import {
  BUY_CONDITIONS,
  BuylistSettingsSchema,
  CONDITION_LABELS,
  type BuylistSettings,
} from '@storefront/contract/buylist';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/FormField';
import { useBuylistSaved } from '../buylist-queries';
import { PercentField } from './PercentField';

const asNumber = { valueAsNumber: true } as const;

/** The budget and how much of it is taken: committed (open and completed lists), paid out, remaining. */
function BudgetSummary({ settings }: { settings: BuylistSettings }) {
  const facts: [string, string][] = [
    ['Budget', settings.budget],
    ['Committed', settings.committed],
    ['Paid out', settings.spent],
    ['Remaining', settings.remaining],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Budget">
      {facts.map(([label, amount]) => (
        <div key={label} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
          <dt className="text-xs font-medium uppercase text-gray-700">{label}</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid={`budget-${label.toLowerCase()}`}>
            {formatAmount(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The store's default buy prices (cash and credit percents of the market price, for cards no buy rule
 * matches), condition percents, cap and budget.
 */
export function BuySettingsForm({ settings }: { settings: BuylistSettings }) {
  const saved = useBuylistSaved();
  const form = useZodForm(BuylistSettingsSchema, {
    defaultValues: {
      is_open: settings.is_open,
      cash_percent: settings.cash_percent,
      credit_percent: settings.credit_percent,
      max_per_card: settings.max_per_card,
      budget: settings.budget,
      condition_percents: settings.condition_percents,
    },
  });
  const submit = form.submitWith(async (body) => {
    await call(buylistEndpoints.saveSettings, { body });
    await saved('Buylist settings saved');
  }, 'Not saved');
  return (
    <section aria-labelledby="buy-rule-heading" className="space-y-3">
      <h2 id="buy-rule-heading" className="text-lg font-semibold text-gray-900">
        Default buy prices and budget
      </h2>
      <BudgetSummary settings={settings} />
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <input type="checkbox" {...form.register('is_open')} />
          The store is buying cards
        </label>
        <div className="grid gap-3 sm:grid-cols-4">
          <PercentField label="Cash (% of market)" max={100} {...form.field('cash_percent', asNumber)} />
          <PercentField
            label="Store credit (% of market)"
            max={150}
            {...form.field('credit_percent', asNumber)}
          />
          <TextField
            label="Maximum per card and condition"
            type="number"
            min={0}
            {...form.field('max_per_card', asNumber)}
          />
          <TextField label="Budget ($)" inputMode="decimal" {...form.field('budget')} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">Paid per condition (% of Near Mint)</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {BUY_CONDITIONS.map((c) => (
              <PercentField
                key={c}
                label={CONDITION_LABELS[c]}
                max={100}
                {...form.field(`condition_percents.${c}`, asNumber)}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save defaults'}
        </Button>
      </form>
    </section>
  );
}
