import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buildBreadcrumbs } from '../../lib/breadcrumbs';
import { useBreadcrumbLabels } from '../../lib/breadcrumb-labels';

const HOME_ALIASES = new Set(['/', '/ecommerce', '/inventory', '/website']);

/** The trail from Home to the current page; hidden on the home screen, where only Home would show. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const labels = useBreadcrumbLabels();
  const crumbs = HOME_ALIASES.has(pathname.replace(/\/$/, '') || '/')
    ? []
    : buildBreadcrumbs(pathname, labels);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-[min(100%,80rem)] px-4 pt-4 sm:px-6 lg:px-8">
      {/* One line whatever the labels (a product's name replacing its slug must not move the page: CLS), and
          never wider than the screen, which the nav's untruncated content width would be on a phone. */}
      <ol className="flex items-center gap-1 overflow-hidden text-sm whitespace-nowrap text-gray-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.to} className={`flex items-center gap-1 ${last ? 'min-w-0' : 'shrink-0'}`}>
              {i > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-gray-400" />}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-gray-900">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="hover:text-primary hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
