import { useState, type FormEvent } from 'react';
import { errorOf } from '../../../lib/api';
import { FormAlert, TextField } from '../../../ui/FormField';
import { SaveCancel } from '../../../ui/SaveCancel';
import { useCreateZone } from '../zone-queries';

/** A new zone: its name, its places ("US-NY, US-NJ" or "DE"), and its own free-shipping threshold. */
export function ZoneForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [places, setPlaces] = useState('');
  const [freeOver, setFreeOver] = useState('');
  const create = useCreateZone(onDone);
  const { message, fields } = errorOf(create.error);
  const placesError = Object.entries(fields).find(([key]) => key.startsWith('places'))?.[1];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({
      name,
      places: places.split(/[\s,]+/).filter(Boolean),
      free_over: freeOver.trim() || null,
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="zone-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="zone-form" className="text-lg font-semibold text-gray-900">
        Add a shipping zone
      </h2>
      {create.isError && <FormAlert kind="error">{message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Zone name"
          required
          value={name}
          error={fields.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Countries and regions"
          required
          placeholder="US-NY, DE"
          value={places}
          error={placesError}
          onChange={(e) => setPlaces(e.target.value)}
        />
        <TextField
          label="Free shipping over (optional)"
          inputMode="decimal"
          placeholder="50.00"
          value={freeOver}
          error={fields.free_over}
          onChange={(e) => setFreeOver(e.target.value)}
        />
      </div>
      <SaveCancel busy={create.isPending} label="Add Zone" onCancel={onDone} />
    </form>
  );
}
