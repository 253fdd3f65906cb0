import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/FormField';

/** A colour as text (registered with the form) beside a picker that writes the same value. */
export function ColourField({
  label,
  field,
  value,
  onPick,
}: {
  label: string;
  field: Omit<ComponentProps<typeof TextField>, 'label'>;
  value: string;
  onPick: (v: string) => void;
}) {
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(e) => onPick(e.target.value.toUpperCase())}
        className="mb-0.5 h-10 w-10 shrink-0 cursor-pointer rounded border border-gray-300"
      />
      <div className="grow">
        <TextField label={label} {...field} />
      </div>
    </div>
  );
}
