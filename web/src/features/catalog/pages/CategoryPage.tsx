import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { categoriesQuery, productsQuery } from '../catalog-queries';
import { NoProducts, ProductResults } from '../components/ProductResults';
import { changeParam, readListParams, toApiQuery } from '../list-params';
import { useMetaDescription } from '../use-document-meta';

/** Spec section 2: one category's products (its subcategories' too), 4 columns, paged in the address. */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const category = categories.data?.find((c) => c.slug === slug);
  const params = { ...readListParams(searchParams), category: slug };
  const products = useQuery({ ...productsQuery(toApiQuery(params)), enabled: Boolean(category) });
  useBreadcrumbLabel(`/categories/${slug}`, category?.name);
  useMetaDescription(category?.description);

  if (categories.isPending)
    return (
      <PageContainer>
        <p className="text-gray-600">Loading categories...</p>
      </PageContainer>
    );
  if (categories.isError)
    return (
      <PageContainer>
        <p className="text-red-700">Error loading categories</p>
      </PageContainer>
    );
  if (!category) {
    return (
      <PageContainer>
        <PageHeading>Category not found</PageHeading>
        <Link to="/categories" className="text-primary hover:underline">
          Browse all categories
        </Link>
      </PageContainer>
    );
  }

  const onPage = (page: number) => {
    setSearchParams(changeParam(searchParams, 'page', page));
    window.scrollTo({ top: 0 });
  };
  const hrefFor = (page: number) => {
    const query = changeParam(searchParams, 'page', page).toString();
    return `/categories/${slug}${query ? `?${query}` : ''}`;
  };
  const count = products.data?.count;

  return (
    <PageContainer>
      <PageHeading subtitle={category.description || undefined}>{category.name}</PageHeading>
      <p className="mb-4 text-sm text-gray-700" aria-live="polite">
        {count === undefined ? 'Loading...' : `${count} products found`}
      </p>
      {products.data?.count === 0 ? (
        <NoProducts>
          <Link to="/categories" className="mt-4 inline-block font-medium text-primary hover:underline">
            Browse all categories
          </Link>
        </NoProducts>
      ) : (
        <ProductResults
          data={products.data}
          loading={products.isPending}
          page={params.page}
          pageSize={params.pageSize}
          onPage={onPage}
          hrefFor={hrefFor}
        />
      )}
    </PageContainer>
  );
}
