import type { ReactNode } from 'react';
import type { ProductList } from '@storefront/contract/catalog';
import { Pagination } from '../../../ui/Pagination';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

/** Spec section 2 empty state of a product list. */
export function NoProducts({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-gray-900">No products found</p>
      <p className="mt-1 text-gray-600">Try adjusting your search or filter criteria.</p>
      {children}
    </div>
  );
}

/** A page of products as a 4-column grid with pagination; empty state when nothing matches. */
export function ProductResults({
  data,
  loading,
  page,
  pageSize,
  onPage,
  hrefFor,
}: {
  data: ProductList | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  hrefFor: (page: number) => string;
}) {
  const totalPages = data ? Math.ceil(data.count / pageSize) : 0;
  return (
    <>
      <ProductGrid
        items={data?.results ?? []}
        loading={loading}
        getKey={(p) => p.id}
        label="Products"
        renderItem={(p, i) => <ProductCard product={p} headingLevel="h2" eager={i < 4} />}
        empty={<NoProducts />}
      />
      <Pagination page={page} totalPages={totalPages} onPageChange={onPage} hrefFor={hrefFor} />
    </>
  );
}
