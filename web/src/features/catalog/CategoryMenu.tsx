import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryNode } from '@storefront/contract/catalog';
import { buildCategoryTree } from '@storefront/contract/catalog-rules';
import { categoriesQuery } from './catalog-queries';

/** Spec section 9: the desktop header shows 5 top-level categories. */
export const MENU_CATEGORIES = 5;

const useCategoryTree = () => {
  const { data } = useQuery(categoriesQuery);
  return data ? buildCategoryTree(data) : [];
};

/*
 * Each depth has its own group name, so hovering a top-level entry opens its submenu only, not every
 * submenu below it; closed submenus are display:none, so a long list of sets never lengthens the page.
 */
const LEVELS = [
  { item: 'group/l0', open: 'group-hover/l0:block group-focus-within/l0:block' },
  { item: 'group/l1', open: 'group-hover/l1:block group-focus-within/l1:block' },
  { item: 'group/l2', open: 'group-hover/l2:block group-focus-within/l2:block' },
] as const;

/** A submenu that opens on hover or keyboard focus; children with children open to the side. */
function Submenu({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  const level = LEVELS[Math.min(depth, LEVELS.length - 1)]!;
  const child = LEVELS[Math.min(depth + 1, LEVELS.length - 1)]!;
  const leaves = nodes.every((n) => n.children.length === 0);
  return (
    <ul
      className={`absolute z-50 hidden min-w-52 rounded-lg border border-gray-200 bg-white py-1 shadow-lg ${level.open} ${depth > 0 ? 'top-0 left-full' : 'top-full left-0'} ${leaves ? 'max-h-[70vh] overflow-y-auto' : ''}`}
    >
      {nodes.map((node) => (
        <li key={node.id} className={`${child.item} relative`}>
          <Link
            to={`/categories/${node.slug}`}
            className="flex items-center justify-between gap-4 px-4 py-2 text-sm text-gray-700 hover:bg-gray-50 hover:text-primary"
          >
            {node.name}
            {node.children.length > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4" />}
          </Link>
          {node.children.length > 0 && <Submenu nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** The desktop category bar: up to 5 top-level categories with nested hover submenus, and 'All Categories'. */
export function CategoryMenu() {
  const tree = useCategoryTree();
  return (
    <ul className="flex items-center gap-6 text-sm font-medium">
      {tree.slice(0, MENU_CATEGORIES).map((node) => (
        <li key={node.id} className={`${LEVELS[0].item} relative`}>
          <Link
            to={`/categories/${node.slug}`}
            className="flex items-center gap-1 py-3 text-gray-700 hover:text-primary"
          >
            {node.name}
            {node.children.length > 0 && <ChevronDown aria-hidden="true" className="h-4 w-4" />}
          </Link>
          {node.children.length > 0 && <Submenu nodes={node.children} depth={0} />}
        </li>
      ))}
      <li>
        <Link to="/categories" className="block py-3 text-gray-700 hover:text-primary">
          All Categories
        </Link>
      </li>
    </ul>
  );
}

function MobileBranch({
  nodes,
  onNavigate,
  depth,
}: {
  nodes: CategoryNode[];
  onNavigate: () => void;
  depth: number;
}) {
  return (
    <ul className={depth > 0 ? 'ml-3 border-l border-gray-200 pl-2' : 'space-y-1'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`/categories/${node.slug}`}
            onClick={onNavigate}
            className={`block rounded px-2 py-2 hover:bg-gray-100 ${depth === 0 ? 'font-medium' : 'text-sm text-gray-700'}`}
          >
            {node.name}
          </Link>
          {node.children.length > 0 && (
            <MobileBranch nodes={node.children} onNavigate={onNavigate} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The same category tree for the mobile menu, with 'All Categories' first. */
export function MobileCategoryList({ onNavigate }: { onNavigate: () => void }) {
  const tree = useCategoryTree();
  return (
    <div className="space-y-1">
      <Link
        to="/categories"
        onClick={onNavigate}
        className="block rounded px-2 py-2 font-medium hover:bg-gray-100"
      >
        All Categories
      </Link>
      <MobileBranch nodes={tree} onNavigate={onNavigate} depth={0} />
    </div>
  );
}
