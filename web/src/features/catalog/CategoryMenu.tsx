import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
 * Keyboard focus does not open them (that put ~170 links before the page's content): each entry with
 * children has a button that opens its submenu on Enter or click, and Escape closes it.
 */
const LEVELS = [
  { item: 'group/l0', open: 'group-hover/l0:block' },
  { item: 'group/l1', open: 'group-hover/l1:block' },
  { item: 'group/l2', open: 'group-hover/l2:block' },
] as const;

const level = (depth: number) => LEVELS[Math.min(depth, LEVELS.length - 1)]!;

/** One category with its link and, when it has children, the button that opens its submenu. */
function MenuEntry({ node, depth }: { node: CategoryNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const submenuId = useId();
  const top = depth < 0;
  const Chevron = top ? ChevronDown : ChevronRight;
  return (
    <li
      className={`${level(depth + 1).item} relative flex items-center`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Link
        to={`/categories/${node.slug}`}
        className={
          top
            ? 'py-3 text-gray-700 hover:text-primary'
            : 'flex-1 px-4 py-2 text-sm text-gray-700 hover:bg-gray-50 hover:text-primary'
        }
      >
        {node.name}
      </Link>
      {node.children.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={`${node.name} submenu`}
            onClick={() => setOpen((o) => !o)}
            className={`rounded p-1 text-gray-600 hover:text-primary ${top ? 'ml-0.5' : 'mr-2'}`}
          >
            <Chevron aria-hidden="true" className="h-4 w-4" />
          </button>
          <Submenu id={submenuId} nodes={node.children} depth={depth + 1} open={open} />
        </>
      )}
    </li>
  );
}

/** A submenu shown on hover, or when its button opened it; children with children open to the side. */
function Submenu({
  id,
  nodes,
  depth,
  open,
}: {
  id: string;
  nodes: CategoryNode[];
  depth: number;
  open: boolean;
}) {
  const leaves = nodes.every((n) => n.children.length === 0);
  return (
    <ul
      id={id}
      className={`absolute z-50 min-w-52 rounded-lg border border-gray-200 bg-white py-1 shadow-lg ${open ? 'block' : `hidden ${level(depth).open}`} ${depth > 0 ? 'top-0 left-full' : 'top-full left-0'} ${leaves ? 'max-h-[70vh] overflow-y-auto' : ''}`}
    >
      {nodes.map((node) => (
        <MenuEntry key={node.id} node={node} depth={depth} />
      ))}
    </ul>
  );
}

/** The desktop category bar: up to 5 top-level categories with nested submenus, and 'All Categories'. */
export function CategoryMenu() {
  const tree = useCategoryTree();
  return (
    <ul className="flex items-center gap-6 text-sm font-medium">
      {tree.slice(0, MENU_CATEGORIES).map((node) => (
        <MenuEntry key={node.id} node={node} depth={-1} />
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
