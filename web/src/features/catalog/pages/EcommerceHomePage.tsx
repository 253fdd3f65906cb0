import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/money';
import { HERO_IMAGE_SIZES } from '@storefront/contract/responsive-image';
import { useTenant } from '../../tenant';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/Button';
import { Later } from '../../../ui/Later';
import { ProductCard } from '../components/ProductCard';
import { ProductGrid } from '../components/ProductGrid';
import { featuredQuery, productsQuery } from '../catalog-queries';
import { SidebarList } from '../components/SidebarList';
import { ProductImage } from '../../../ui/ProductImage';

/** Spec section 9: 4 featured products in the hero, the first 8 latest products. */
const HERO_PRODUCTS = 4;
const LATEST_PRODUCTS = 8;
const FEATURED_GRID = 8;

function Hero() {
  const tenant = useTenant();
  const { data } = useQuery(featuredQuery(FEATURED_GRID));
  const hero = data?.results.slice(0, HERO_PRODUCTS) ?? [];
  return (
    <section className="bg-gradient-to-br from-primary to-secondary text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-14">
        <div className="flex flex-col justify-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Welcome to {tenant.tenant.name ?? 'our store'}
          </h1>
          <p className="mt-3 max-w-lg text-lg text-white/90">{tenant.theme.client_details.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClass('secondary', 'text-gray-900')}>
              Shop All Products <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link
              to="/deals"
              className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-medium text-white ring-1 ring-white/60 hover:bg-white/10"
            >
              See Deals
            </Link>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3" aria-label="Featured products">
          {hero.map((p, i) => (
            <li key={p.id}>
              <Link
                to={`/products/${p.slug}`}
                className="flex h-full flex-col rounded-xl bg-white/95 p-3 text-gray-900 shadow hover:bg-white"
              >
                <span className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
                  {p.image && (
                    <ProductImage
                      file={p.image.file}
                      slug={p.slug}
                      sizes={HERO_IMAGE_SIZES}
                      alt={p.image.alt_text}
                      width={300}
                      height={225}
                      loading={i < 2 ? 'eager' : 'lazy'}
                      className="h-full w-full object-contain"
                    />
                  )}
                </span>
                <span className="mt-2 line-clamp-1 text-sm font-medium">{p.name}</span>
                <span className="text-sm font-bold">{formatAmount(p.price)}</span>
              </Link>
            </li>
          ))}
          {/* Until the featured products arrive, placeholders of their size hold the hero's height (no layout shift). */}
          {!data &&
            Array.from({ length: HERO_PRODUCTS }, (_, i) => (
              <li key={i} aria-hidden="true" className="flex flex-col rounded-xl bg-white/20 p-3">
                <span className="aspect-[4/3] rounded-lg bg-white/30" />
                <span className="mt-2 text-sm">&nbsp;</span>
                <span className="text-sm">&nbsp;</span>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}

function Section({
  id,
  title,
  to,
  children,
}: {
  id: string;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id={id} className="text-2xl font-bold text-gray-900">
          {title}
        </h2>
        <Link to={to} className="text-sm font-medium text-primary hover:underline">
          View all<span className="sr-only"> {title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/** Spec section 1 ecommerce home: hero, featured grid, sidebar of deals, new arrivals and preorders, latest. */
export default function EcommerceHomePage() {
  usePageTitle();
  const featured = useQuery(featuredQuery(FEATURED_GRID));
  const latest = useQuery(productsQuery({ ordering: '-created_at', page_size: LATEST_PRODUCTS }));
  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 lg:flex-row lg:px-8">
        <div className="min-w-0 flex-1 space-y-12">
          <Section id="featured" title="Featured Products" to="/products">
            <ProductGrid
              columns={3}
              items={featured.data?.results ?? []}
              loading={featured.isPending}
              getKey={(p) => p.id}
              renderItem={(p) => <ProductCard product={p} />}
              empty={<p className="text-gray-600">No featured products yet.</p>}
            />
          </Section>
          <Section id="latest" title="Latest Products" to="/new">
            <ProductGrid
              columns={3}
              items={latest.data?.results ?? []}
              loading={latest.isPending}
              getKey={(p) => p.id}
              renderItem={(p) => <ProductCard product={p} />}
              empty={<p className="text-gray-600">No products yet.</p>}
            />
          </Section>
        </div>
        <aside className="space-y-6 lg:w-72 lg:shrink-0" aria-label="Deals, new arrivals and preorders">
          {/* Below the fold on a phone: each list in a task of its own on the first load. */}
          <Later>
            <SidebarList title="Deals" collection="deals" to="/deals" />
          </Later>
          <Later>
            <SidebarList title="New Arrivals" collection="new" to="/new" />
          </Later>
          <Later>
            <SidebarList title="Preorders" collection="preorders" to="/preorders" />
          </Later>
        </aside>
      </div>
    </>
  );
}
