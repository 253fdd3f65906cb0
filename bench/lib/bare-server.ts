import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a fixed 20-product JSON, measured in the same run. */
export async function startBareServer(listenPort = 0) {
  const products = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    slug: `product-${i + 1}`,
    name: `Product ${i + 1}`,
    price: (9.99 + i).toFixed(2),
    sku: `SKU-${1000 + i}`,
    stock_status: 'in_stock',
  }));
  const body = { count: 20, next: null, previous: null, results: products };
  const app = Fastify({ logger: false });
  app.get('/products', async () => body);
  await app.listen({ port: listenPort, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/products`, close: () => app.close() };
}
