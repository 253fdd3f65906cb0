import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salePricesEndpoints as api } from '@storefront/contract/sale-prices.endpoints';
import type { Database } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { applyDueSalesEvery } from './sale-schedule.ts';
import {
  createSale,
  deleteSale,
  endSale,
  orderSales,
  previewSale,
  sales,
  startSale,
} from './sale-rules.service.ts';

/** Staff's sales (`/api/manage/sales/`) and the scheduled step that starts and ends them on time. */
export const salePricesRoutes: FastifyPluginAsyncZod<{ db: Database; everyMs?: number }> = async (
  app,
  { db, everyMs = 1000 },
) => {
  route(app, api.sales, async (request) => sales(request.ctx));
  route(app, api.createSale, async (request) => createSale(request.ctx, request.body));
  route(app, api.preview, async (request) => previewSale(request.ctx, request.body));
  route(app, api.orderSales, async (request) => orderSales(request.ctx, request.body.ids));
  route(app, api.startSale, async (request) => startSale(request.ctx, request.params.id));
  route(app, api.endSale, async (request) => endSale(request.ctx, request.params.id));
  route(app, api.deleteSale, async (request) => deleteSale(request.ctx, request.params.id));
  let stop = () => {};
  app.addHook('onReady', async () => {
    if (everyMs > 0) stop = applyDueSalesEvery(db, everyMs, (error) => app.log.error(error));
  });
  app.addHook('onClose', async () => stop());
};
