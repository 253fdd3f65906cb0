import { useQuery } from '@tanstack/react-query';
import { productTypesQuery } from '../catalog-queries';

const selectClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none';

/** Spec section 2: the product type filter, 'All Product Types' first. */
export function ProductTypeFilter({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { data, isPending } = useQuery(productTypesQuery);
  return (
    <div>
      <label htmlFor="product-type-filter" className="mb-2 block text-sm font-semibold text-gray-900">
        Product Type
      </label>
      {isPending ? (
        <p className="text-sm text-gray-600">Loading product types...</p>
      ) : (
        <select
          id="product-type-filter"
          className={selectClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">All Product Types</option>
          {data?.results.map((t) => (
            <option key={t.id} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

export function LabelledSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-gray-700">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
