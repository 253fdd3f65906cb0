import type { Product } from '@storefront/contract/catalog';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type { WrittenJson } from '../../platform/response-serializer.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { STORE_ROWS } from './catalog-changes.ts';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import { catalogueIndexes } from './catalogue-indexes.ts';

/** A shopper's product page as the SQL read wrote it, and its product. */
export interface KeptPage {
  id: number;
  answer: WrittenJson<Product>;
}

/** How many product pages are kept: entries, and the bytes of their answers in all. */
export interface KeptPagesLimits {
  pages: number;
  bytes: number;
}

/** The slugs of a store's kept pages by product, to drop them when the product changes. */
interface KeptSlugs {
  slugs: Map<number, Set<string>>;
}

/**
 * Shoppers' product pages, by store and slug (decision 037), as the SQL read wrote them, under their own
 * signal (decision 050): each store's kept pages follow the change log as a store index does, a product
 * logged since drops its pages (a category or type, all the store's), so a kept page is byte for byte what
 * the SQL read would write now. Independent of the list index. One per app (catalog-read.ts).
 */
export class KeptPages {
  private readonly pages;
  private readonly stores: StoreIndexes<KeptSlugs>;

  constructor(
    { pages, bytes }: KeptPagesLimits = { pages: 20_000, bytes: 16 * 1024 * 1024 },
    sync: { maxAgeMs?: number; clock?: () => number } = {},
  ) {
    this.pages = boundedCache<string, KeptPage>({
      max: Math.max(1, pages),
      ttlMs: 10 * 60_000,
      maxSize: { total: bytes, sizeOf: (kept: KeptPage) => kept.answer.bytes.length },
    });
    this.stores = catalogueIndexes<KeptSlugs>(
      {
        load: async () => ({ slugs: new Map() }),
        apply: async (ctx, kept, ids) => this.drop(ctx.tenant.id, kept, ids),
        size: () => 1,
      },
      { limits: { storeProducts: pages > 0 ? 1 : 0, totalProducts: 32 }, ...sync },
    );
  }

  /** Loads and deltas of the kept pages' stores (metrics). */
  get counts(): { loads: number; deltas: number } {
    return this.stores.counts;
  }

  /** The store's kept page of `slug`, current at the store's data versions and change log. */
  async get(ctx: RequestContext, slug: string): Promise<KeptPage | undefined> {
    const version = ctx.dataVersion(['products', 'categories']);
    if (version === null || !(await this.stores.at(ctx, version))) return undefined;
    return this.pages.get(`${ctx.tenant.id} ${slug}`);
  }

  /**
   * What keeps the page of `slug` that a SQL read is about to read: only when the store's kept pages were
   * not synced meanwhile (a sync that ran during the read may have passed a change the read did not see).
   */
  keeper(ctx: RequestContext, slug: string): ((page: KeptPage) => void) | undefined {
    const tenantId = ctx.tenant.id;
    const entry = this.stores.entry(tenantId);
    if (!entry || entry.stale) return undefined;
    return (page) => {
      if (this.stores.entry(tenantId) !== entry) return;
      this.pages.set(`${tenantId} ${slug}`, page);
      const slugs = entry.index.slugs.get(page.id);
      if (slugs) slugs.add(slug);
      else entry.index.slugs.set(page.id, new Set([slug]));
    };
  }

  private drop(tenantId: string, kept: KeptSlugs, ids: number[]): KeptSlugs {
    const products = ids.includes(STORE_ROWS) ? [...kept.slugs.keys()] : ids;
    for (const id of products) {
      for (const slug of kept.slugs.get(id) ?? []) this.pages.delete(`${tenantId} ${slug}`);
      kept.slugs.delete(id);
    }
    return kept;
  }
}
