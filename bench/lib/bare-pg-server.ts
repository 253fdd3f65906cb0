import Fastify from 'fastify';
import pg from 'pg';

/**
 * The database ceiling: a bare Fastify route running one indexed query for 20 of the bench store's
 * products (the first page by name, as the product list's), on a pool as large as the app's. `/cards`
 * answers the same page with the same payload as the product list (each product's kept card, about 14 KB
 * in all) from one indexed query, its text spliced into the answer: the ceiling for that answer's size.
 * `/detail/:slug` does the same for a product page.
 */
export async function startBarePgServer(databaseUrl: string, tenantId: string, port = 0) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const app = Fastify({ logger: false });
  app.get('/products', async () => {
    const { rows } = await pool.query({
      name: 'bare-page',
      text: `select id, slug, name, sku, price::text as price from products
             where tenant_id = $1 and is_active order by lower(name), id limit 20`,
      values: [tenantId],
    });
    return { count: rows.length, next: null, previous: null, results: rows };
  });
  app.get('/cards', async (_request, reply) => {
    const { rows } = await pool.query<{ item: string }>({
      name: 'bare-cards',
      text: `select k.item::text as item from products p
             join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id
             where p.tenant_id = $1 and p.is_active order by lower(p.name), p.id limit 20`,
      values: [tenantId],
    });
    const results = rows.map((r) => r.item).join(',');
    return reply
      .type('application/json')
      .send(`{"count":${rows.length},"next":null,"previous":null,"results":[${results}]}`);
  });
  // A product page's own payload (its card, variants with their stock, offers) from one query, built by
  // PostgreSQL as one JSON text: the ceiling for that answer, beside the five-column route.
  app.get<{ Params: { slug: string } }>('/detail/:slug', async (request, reply) => {
    const { rows } = await pool.query<{ page: string }>({
      name: 'bare-detail',
      text: `select (k.item::jsonb || jsonb_build_object('available_stock', p.available_stock,
               'description', p.description,
               'variants', coalesce((select jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
                 'price', v.price::text, 'stock', coalesce((select sum(s.quantity) from supplier_stocks s
                   where s.tenant_id = v.tenant_id and s.variant_id = v.id), 0)) order by v.sort_order, v.id)
                 from product_variants v where v.tenant_id = p.tenant_id and v.product_id = p.id), '[]'),
               'stocks', coalesce((select jsonb_agg(jsonb_build_object('supplier', su.username, 'variant', sv.name,
                 'available', s.quantity, 'price', s.price::text) order by s.quantity desc, s.price, su.username)
                 from supplier_stocks s join users su on su.tenant_id = s.tenant_id and su.id = s.supplier_id
                 join product_variants sv on sv.tenant_id = s.tenant_id and sv.id = s.variant_id and sv.is_active
                 where s.tenant_id = p.tenant_id and s.product_id = p.id), '[]')))::text as page
             from products p join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id
             where p.tenant_id = $1 and p.slug = $2 and p.is_active`,
      values: [tenantId, request.params.slug],
    });
    return reply.type('application/json').send(rows[0]?.page ?? '{}');
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}/products`,
    cardsUrl: `http://127.0.0.1:${bound}/cards`,
    /** `/detail/:slug`: a product page's payload from one query. */
    origin: `http://127.0.0.1:${bound}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
