import { useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@storefront/contract/catalog';
import { buildCategoryTree } from '@storefront/contract/catalog-rules';
import { categoriesQuery } from '../catalog-queries';

const itemClass = (active: boolean) =>
  `block w-full rounded px-2 py-1 text-left text-sm ${active ? 'bg-primary/10 font-semibold text-primary' : 'text-gray-700 hover:bg-gray-100'}`;

function Branch({
  nodes,
  value,
  onChange,
}: {
  nodes: CategoryNode[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => (
        <li key={node.id}>
          <button
            type="button"
            aria-pressed={value === node.slug}
            className={itemClass(value === node.slug)}
            onClick={() => onChange(node.slug)}
          >
            {node.name}
          </button>
          {node.children.length > 0 && (
            <div className="ml-3 border-l border-gray-200 pl-2">
              <Branch nodes={node.children} value={value} onChange={onChange} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2: the nested category tree with 'All Categories' above it. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { data, isPending, isError } = useQuery(categoriesQuery);
  return (
    <section aria-labelledby="category-filter">
      <h2 id="category-filter" className="mb-2 text-sm font-semibold text-gray-900">
        Category
      </h2>
      {isPending ? (
        <p className="text-sm text-gray-600">Loading categories...</p>
      ) : isError ? (
        <p className="text-sm text-red-700">Error loading categories</p>
      ) : (
        <>
          <button
            type="button"
            aria-pressed={value === ''}
            className={itemClass(value === '')}
            onClick={() => onChange('')}
          >
            All Categories
          </button>
          <Branch nodes={buildCategoryTree(data)} value={value} onChange={onChange} />
        </>
      )}
    </section>
  );
}
