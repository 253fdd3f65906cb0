import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Collection } from '@storefront/contract/catalog';
import { formatAmount } from '../../../lib/money';
import { Skeleton } from '../../../ui/Skeleton';
import { productsQuery } from '../catalog-queries';
import { ProductImage } from '../../../ui/ProductImage';

/** A short list of one collection for the home page's sidebar, linking to the full page. */
export function SidebarList({
  title,
  collection,
  to,
}: {
  title: string;
  collection: Collection;
  to: string;
}) {
  const { data, isPending } = useQuery(productsQuery({ collection, page_size: 3 }));
  const id = `sidebar-${collection}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id={id} className="font-semibold text-gray-900">
          {title}
        </h2>
        <Link to={to} className="text-sm text-primary hover:underline">
          View all<span className="sr-only"> {title}</span>
        </Link>
      </div>
      {isPending ? (
        <Skeleton className="h-32" />
      ) : !data?.results.length ? (
        <p className="text-sm text-gray-600">Nothing here right now.</p>
      ) : (
        <ul className="space-y-3">
          {data.results.map((p) => (
            <li key={p.id}>
              <Link
                to={`/products/${p.slug}`}
                className="flex items-center gap-3 rounded-lg hover:bg-gray-50"
              >
                <span className="h-14 w-14 shrink-0 overflow-hidden rounded-md bg-gray-100">
                  {p.image && (
                    <ProductImage
                      file={p.image.file}
                      slug={p.slug}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="h-full w-full object-contain"
                    />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm font-medium text-gray-900">{p.name}</span>
                  <span className="text-sm text-gray-700">
                    {formatAmount(p.price)}
                    {collection === 'deals' && p.compare_at_price && (
                      <span className="ml-2 text-gray-600 line-through">
                        <span className="sr-only">Was </span>
                        {formatAmount(p.compare_at_price)}
                      </span>
                    )}
                    {collection === 'preorders' && p.release_date && (
                      <span className="ml-2 text-gray-600">Releases {p.release_date}</span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
