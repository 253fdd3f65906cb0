import { TextField } from '../../../ui/FormField';

/** The search box above a management list. */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  return (
    <div className="w-full max-w-sm">
      <TextField label={label} type="search" value={value} onChange={(e) => onSearch(e.target.value)} />
    </div>
  );
}
