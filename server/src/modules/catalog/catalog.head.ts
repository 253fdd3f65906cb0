import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAGE_IMAGE_SIZES, responsiveImage } from '@storefront/contract/responsive-image';
import { pageTitle } from '@storefront/contract/tenant-title';
import { queryRows } from '../../db/client.ts';
import { escapeHtml, type HeadRenderer } from '../../platform/web-app.ts';

/** Sitemaps hold at most 50,000 addresses (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `<script>` content may not contain `</`; JSON stays valid with `<` escaped. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

interface Head {
  title: string;
  description: string;
  path: string;
  type: string;
  image?: string;
  extra?: string;
}

function renderHead(request: FastifyRequest, head: Head): string {
  const origin = originOf(request);
  const url = `${origin}${head.path}`;
  const title = pageTitle(request.tenant?.name, head.title);
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', request.tenant?.name ?? ''),
    head.image ? meta('property', 'og:image', new URL(head.image, origin).href) : '',
    head.extra ?? '',
  ].join('\n    ');
}

/** The product page's picture is its largest paint: fetch it with the page, not after the app and its data. */
function preloadImage(file: string): string {
  const { srcSet, sizes } = responsiveImage(file, PAGE_IMAGE_SIZES);
  const responsive =
    srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(file)}"${responsive} fetchpriority="high" />`;
}

interface ProductHeadRow {
  slug: string;
  name: string;
  sku: string;
  meta_title: string;
  meta_description: string;
  short_description: string;
  price: string;
  image: string | null;
  brand: string | null;
  available: number;
}

async function productHead(request: FastifyRequest, slug: string): Promise<string | null> {
  const [p] = await request.ctx.db((tx) =>
    queryRows<ProductHeadRow>(
      tx,
      sql`select p.slug, p.name, p.sku, p.meta_title, p.meta_description, p.short_description,
                 p.price::text as price, p.attributes->>'brand' as brand,
                 (select i.file from product_images i where i.tenant_id = p.tenant_id and i.product_id = p.id
                  order by i.sort_order, i.id limit 1) as image,
                 (select coalesce(sum(s.quantity), 0)::int from supplier_stocks s
                  where s.tenant_id = p.tenant_id and s.product_id = p.id) as available
          from products p where p.tenant_id = ${request.ctx.tenant.id} and p.slug = ${slug} and p.is_active`,
    ),
  );
  if (!p) return null;
  const origin = originOf(request);
  const description = p.meta_description || p.short_description;
  return renderHead(request, {
    title: p.meta_title || p.name,
    description,
    path: `/products/${p.slug}`,
    type: 'product',
    image: p.image ?? undefined,
    extra:
      (p.image ? preloadImage(p.image) + '\n    ' : '') +
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        sku: p.sku,
        description,
        ...(p.image && { image: `${origin}${p.image}` }),
        ...(p.brand && { brand: { '@type': 'Brand', name: p.brand } }),
        offers: {
          '@type': 'Offer',
          url: `${origin}/products/${p.slug}`,
          priceCurrency: 'USD',
          price: p.price,
          availability: `https://schema.org/${p.available > 0 ? 'InStock' : 'OutOfStock'}`,
        },
      }),
  });
}

async function categoryHead(request: FastifyRequest, slug: string): Promise<string | null> {
  const [c] = await request.ctx.db((tx) =>
    queryRows<{ slug: string; name: string; description: string }>(
      tx,
      sql`select slug, name, description from categories
          where tenant_id = ${request.ctx.tenant.id} and slug = ${slug}`,
    ),
  );
  if (!c) return null;
  return renderHead(request, {
    title: c.name,
    description: c.description || `${c.name} at ${request.tenant?.name ?? 'our store'}`,
    path: `/categories/${c.slug}`,
    type: 'website',
  });
}

const PAGE = /^\/(products|categories)\/([^/?#]+)\/?(?:[?#].*)?$/;

/** Title, description, canonical link, Open Graph and JSON-LD of product and category pages. */
export const catalogHead: HeadRenderer = async (request) => {
  if (!request.tenant) return null;
  const match = PAGE.exec(request.url);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return null; // bad percent-encoding names no product
  }
  return match[1] === 'products' ? productHead(request, slug) : categoryHead(request, slug);
};

const xml = (s: string) => escapeHtml(s);

/** /sitemap.xml and /robots.txt of the store the host names. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const rows = await request.ctx.db((tx) =>
      queryRows<{ path: string; lastmod: string }>(
        tx,
        sql`(select '/categories/' || slug as path, to_char(created_at, 'YYYY-MM-DD') as lastmod
             from categories where tenant_id = ${request.ctx.tenant.id} order by id)
            union all
            (select '/products/' || slug, to_char(updated_at, 'YYYY-MM-DD') from products
             where tenant_id = ${request.ctx.tenant.id} and is_active order by id limit ${SITEMAP_LIMIT - 3})`,
      ),
    );
    const urls = [
      { path: '/', lastmod: '' },
      { path: '/products', lastmod: '' },
      { path: '/categories', lastmod: '' },
      ...rows,
    ]
      .slice(0, SITEMAP_LIMIT)
      .map(
        (u) =>
          `<url><loc>${xml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // No store needed: the platform host answers it too.
  app.get(
    '/robots.txt',
    { schema: { hide: true }, config: { tenantOptional: true } },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /cart',
            'Disallow: /checkout',
            'Disallow: /account',
            'Disallow: /search',
            '',
            `Sitemap: ${originOf(request)}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
  );
};
