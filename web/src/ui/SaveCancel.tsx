import { Button } from './Button';

/** A form's submit ("Saving..." while busy) and Cancel buttons, side by side. */
export function SaveCancel({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-3">
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
