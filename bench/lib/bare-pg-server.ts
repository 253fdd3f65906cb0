import Fastify from 'fastify';
import pg from 'pg';

/**
 * The database ceiling: a bare Fastify route running one indexed query for 20 of the bench store's
 * products (the first page by name, as the product list's), on a pool as large as the app's.
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
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}/products`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
