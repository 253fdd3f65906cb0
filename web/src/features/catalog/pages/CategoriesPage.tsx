import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CategoryNode } from '@storefront/contract/catalog';
import { buildCategoryTree } from '@storefront/contract/catalog-rules';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { categoriesQuery } from '../catalog-queries';

function Tree({ nodes, depth = 0 }: { nodes: CategoryNode[]; depth?: number }) {
  return (
    <ul
      className={
        depth === 0
          ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
          : 'mt-2 ml-4 space-y-1 border-l border-gray-200 pl-3'
      }
    >
      {nodes.map((node) => (
        <li key={node.id} className={depth === 0 ? 'rounded-xl border border-gray-200 bg-white p-5' : ''}>
          <Link
            to={`/categories/${node.slug}`}
            className={
              depth === 0
                ? 'text-lg font-semibold text-gray-900 hover:text-primary'
                : 'text-gray-700 hover:text-primary hover:underline'
            }
          >
            {node.name}
          </Link>
          {depth === 0 && node.description && (
            <p className="mt-1 text-sm text-gray-600">{node.description}</p>
          )}
          {node.children.length > 0 && <Tree nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Spec section 2: the category tree built from parent links, each entry linking to its page. */
export default function CategoriesPage() {
  const { data, isPending, isError } = useQuery(categoriesQuery);
  const tree = data ? buildCategoryTree(data) : [];
  return (
    <PageContainer>
      <PageHeading>Categories</PageHeading>
      {isPending ? (
        <p className="text-gray-600">Loading categories...</p>
      ) : isError ? (
        <p className="text-red-700">Error loading categories</p>
      ) : tree.length === 0 ? (
        <p className="text-gray-600">No categories available.</p>
      ) : (
        <Tree nodes={tree} />
      )}
    </PageContainer>
  );
}
