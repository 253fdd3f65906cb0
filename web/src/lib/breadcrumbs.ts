export interface Crumb {
  label: string;
  to: string;
}

/** Spec section 2: friendly names for known path segments; others are title-cased. */
export const SEGMENT_NAMES: Record<string, string> = {
  products: 'Products',
  categories: 'Categories',
  cart: 'Shopping Cart',
  account: 'My Account',
  login: 'Sign In',
  register: 'Sign Up',
  search: 'Search Results',
};

export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Home plus one crumb per path segment. `labels` names segments the path cannot (a category slug
 * shows the category's name). Empty when only Home would show, so the trail is hidden.
 */
export function buildBreadcrumbs(pathname: string, labels: Record<string, string> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  segments.forEach((segment, i) => {
    const to = `/${segments.slice(0, i + 1).join('/')}`;
    crumbs.push({ label: labels[to] ?? SEGMENT_NAMES[segment] ?? titleCase(segment), to });
  });
  return crumbs;
}
