import { ProductListQuerySchema } from '@storefront/contract/catalog';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import { searchEndpoints } from '@storefront/contract/search.endpoints';
import { MIN_SUGGESTION_LENGTH } from '@storefront/contract/search';
import { DomainError } from '../../platform/errors.ts';
import { requestContext, type RequestContext } from '../../platform/tenancy.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCatalogRead, type CatalogReadOptions } from './catalog-read.ts';
import type { ProductQuery } from './product-filter.ts';
import type { DecliningReader } from './product-reader.ts';

/** Room for every test store in every index. */
const ROOMY = { storeProducts: 250_000, totalProducts: 500_000 };

/** A read model of its own for a test (as an app makes one), over the test app's database. */
export const freshReadModel = (options: Partial<CatalogReadOptions> = {}) =>
  createCatalogRead({ searchIndex: ROOMY, listIndex: ROOMY, ...options });

/**
 * The context of a request to the store at `host` (its slug before the first dot) at the test app's data
 * versions, which every write through the app bumps: a shopper's, or with `role` a staff member's.
 */
export function readerContext(t: TestApp, host: string, role?: 'staff'): RequestContext {
  const store = t.stores[host.split('.')[0]!]!;
  const user = role ? { id: 0, username: role, email: `${role}@example.com`, role } : null;
  return requestContext(t.handle.db, store, user, undefined, t.app.dataVersions);
}

const LIST_PATHS: Record<string, { path: string; featured?: boolean }> = {
  [api.products.path]: { path: api.products.path },
  [api.featured.path]: { path: api.featured.path, featured: true },
};

/** The product list query of `url` (a list's or the featured list's), as its route validates it. */
export function productQueryOf(url: string): ProductQuery {
  const { searchParams, pathname } = new URL(url, 'http://reader');
  const query = ProductListQuerySchema.parse(Object.fromEntries(searchParams));
  return LIST_PATHS[pathname]?.featured ? { ...query, featured: true } : query;
}

/** An answer as a route sends it: status, body and ETag. */
export interface ReadAnswer {
  status: number;
  body: string;
  etag?: string;
}

async function answered(read: () => Promise<{ bytes: Buffer; etag?: string } | null>) {
  try {
    const answer = await read();
    return answer && { status: 200, body: answer.bytes.toString('utf8'), etag: answer.etag };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, body: JSON.stringify({ error: error.message, fields: error.fields }) };
  }
}

/**
 * What `reader` answers for `url` (the product list, the featured list, a product's page, suggestions),
 * called as its route calls it; null where it declined (an in-process reader).
 */
export async function answerOf(reader: DecliningReader, ctx: RequestContext, url: string) {
  const { pathname, searchParams } = new URL(url, 'http://reader');
  const list = LIST_PATHS[pathname];
  if (list) return answered(() => reader.list(ctx, productQueryOf(url), list.path));
  if (pathname === searchEndpoints.suggestions.path) {
    const q = (searchParams.get('q') ?? '').trim();
    if (q.length < MIN_SUGGESTION_LENGTH) return { status: 200, body: JSON.stringify({ suggestions: [] }) };
    const suggested = await reader.suggest(ctx, q);
    return suggested && { status: 200, body: JSON.stringify({ suggestions: suggested }) };
  }
  const slug = pathname.slice(api.products.path.length).replace(/\/$/, '');
  return answered(() => reader.page(ctx, slug));
}
