// Catalogue rules without zod, so the header's code (category menu, search box) stays small.

/** Spec section 9: 10 or fewer units left is low stock. */
export const LOW_STOCK_THRESHOLD = 10;

export const STOCK_STATUSES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Spec sections 3 and 9: none left is out of stock, 1 to 10 is low stock, more is in stock. */
export function stockStatus(available: number): StockStatus {
  if (available <= 0) return 'out_of_stock';
  return available <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/** The shopper-facing sentence for a stock level, e.g. "Only 3 left in stock". */
export function stockDisplay(available: number): string {
  const status = stockStatus(available);
  if (status === 'out_of_stock') return 'Out of Stock';
  if (status === 'low_stock') return `Only ${available} left in stock`;
  return `In Stock (${available} available)`;
}

/** Spec sections 5 and 9: suggestions only for more than 2 characters, at most 8. */
export const MIN_SUGGESTION_LENGTH = 3;
export const MAX_SUGGESTIONS = 8;

interface CategoryLike {
  id: number;
  parent: number | null;
  sort_order: number;
  name: string;
}

/** A category with its children, assembled on the client from parent links (spec section 3). */
export type CategoryNode<T extends CategoryLike = CategoryLike> = T & { children: CategoryNode<T>[] };

/** Builds the tree from parent links, siblings by sort_order then name; orphans become roots. */
export function buildCategoryTree<T extends CategoryLike>(categories: T[]): CategoryNode<T>[] {
  const nodes = new Map<number, CategoryNode<T>>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryNode<T>[]) => {
    list.sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}
