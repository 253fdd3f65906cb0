import { Link } from 'react-router';

/** The desktop category bar: up to 5 top-level categories and 'All Categories'. */
export function CategoryMenu() {
  return (
    <ul className="flex items-center gap-6 text-sm font-medium">
      <li>
        <Link to="/categories" className="py-3 text-gray-700 hover:text-primary">
          All Categories
        </Link>
      </li>
    </ul>
  );
}

/** The same categories as a list for the mobile menu. */
export function MobileCategoryList({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className="space-y-1">
      <li>
        <Link to="/categories" onClick={onNavigate} className="block rounded px-2 py-2 hover:bg-gray-100">
          All Categories
        </Link>
      </li>
    </ul>
  );
}
