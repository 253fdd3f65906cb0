import { SelectField, TextField } from '../../../ui/FormField';
import type { MassEntryForm } from './mass-entry-queries';

const CONDITIONS = [
  { value: 'NM', label: 'Near Mint' },
  { value: 'LP', label: 'Lightly Played or better' },
  { value: 'MP', label: 'Moderately Played or better' },
  { value: 'HP', label: 'Heavily Played or better' },
  { value: 'DMG', label: 'Any condition' },
];

/** The choices that decide which offers fill the list. */
export function MassEntryOptions({
  form,
  onChange,
}: {
  form: MassEntryForm;
  onChange: (form: MassEntryForm) => void;
}) {
  const set = <K extends keyof MassEntryForm>(key: K, value: MassEntryForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Options</legend>
      <SelectField
        label="Pick"
        value={form.pick}
        onChange={(e) => set('pick', e.target.value as MassEntryForm['pick'])}
        options={[
          { value: 'cheapest', label: 'Cheapest first' },
          { value: 'best_condition', label: 'Best condition first' },
        ]}
      />
      <SelectField
        label="Minimum condition"
        value={form.minCondition}
        onChange={(e) => set('minCondition', e.target.value as MassEntryForm['minCondition'])}
        options={CONDITIONS}
      />
      <SelectField
        label="Finish"
        value={form.foil}
        onChange={(e) => set('foil', e.target.value as MassEntryForm['foil'])}
        options={[
          { value: 'any', label: 'Foil or not' },
          { value: 'foil', label: 'Foil only' },
          { value: 'nonfoil', label: 'Non-foil only' },
        ]}
      />
      <SelectField
        label="Printing"
        value={form.printing}
        onChange={(e) => set('printing', e.target.value as MassEntryForm['printing'])}
        options={[
          { value: 'exact', label: 'The set named in the line' },
          { value: 'any', label: 'Any printing' },
        ]}
      />
      <TextField
        label="Preferred seller"
        value={form.preferSeller}
        maxLength={150}
        placeholder="Any seller"
        onChange={(e) => set('preferSeller', e.target.value)}
      />
    </fieldset>
  );
}
