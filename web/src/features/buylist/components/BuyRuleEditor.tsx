import { BuyRuleInputSchema, type BuyRule } from '@storefront/contract/buylist-rules';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormAlert, TextField } from '../../../ui/FormField';
import { CardRuleFields, cardRuleDefaults } from '../../pricing';
import { useBuylistSaved } from '../buylist-queries';
import { PercentField } from './PercentField';
import { SaveCancel } from '../../../ui/SaveCancel';

const asNumber = { valueAsNumber: true } as const;

/** Adds or edits one buy rule: the cards it matches, then the cash and credit percents paid for them. */
export function BuyRuleEditor({ rule, onDone }: { rule: BuyRule | null; onDone: () => void }) {
  const saved = useBuylistSaved(onDone);
  const form = useZodForm(BuyRuleInputSchema, {
    defaultValues: {
      ...cardRuleDefaults(rule),
      cash_percent: rule?.cash_percent ?? 30,
      credit_percent: rule?.credit_percent ?? 45,
    },
  });
  const submit = form.submitWith(async (body) => {
    if (rule) await call(buylistEndpoints.updateRule, { params: { id: rule.id }, body });
    else await call(buylistEndpoints.createRule, { body });
    await saved(`Buy rule ${body.name} saved`);
  }, 'Not saved');
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={rule ? `Edit ${rule.name}` : 'New buy rule'}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-gray-900">{rule ? `Edit ${rule.name}` : 'New buy rule'}</h3>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-gray-800">Cards it matches (blank: any)</legend>
        <TextField label="Rule name" required {...form.field('name')} />
        <CardRuleFields field={form.field} />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-gray-800">What the store pays (% of market)</legend>
        <PercentField label="Cash paid (%)" max={200} {...form.field('cash_percent', asNumber)} />
        <PercentField label="Store credit paid (%)" max={200} {...form.field('credit_percent', asNumber)} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-gray-800">
          <input type="checkbox" {...form.register('is_active')} />
          Active
        </label>
      </fieldset>
      <SaveCancel busy={form.busy} label="Save rule" onCancel={onDone} />
    </form>
  );
}
