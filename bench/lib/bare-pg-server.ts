import Fastify from 'fastify';
import pg from 'pg';

/**
 * The database ceiling: a bare Fastify route running one indexed query for 20 of the bench store's
 * products (the first page by name, as the product list's), on a pool as large as the app's. `/cards`
 * answers the same page with the same payload as the product list (each product's kept card, about 14 KB
 * in all) from one indexed query, its text spliced into the answer: the ceiling for that answer's size.
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
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}/products`,
    cardsUrl: `http://127.0.0.1:${bound}/cards`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
