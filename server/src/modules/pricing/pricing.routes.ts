import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingEndpoints as api } from '@storefront/contract/pricing.endpoints';
import { BadRequest } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { requireRole } from '../../platform/session-user.ts';
import { productPriceHistory } from './price-history.service.ts';
import { importPrices } from './price-import.service.ts';
import { createRule, deleteRule, orderRules, rules, updateRule } from './pricing-rules.service.ts';
import { apply, preview, runs, undoRun } from './pricing-runs.service.ts';
import {
  getSettings,
  getSupplierPricing,
  saveSettings,
  saveSupplierPricing,
} from './pricing-settings.service.ts';

/** The largest price file a browser may upload (MTGJSON's AllPricesToday is ~60 MB; AllPrices is for the CLI). */
export const PRICE_FILE_MAX_BYTES = 200 * 1024 * 1024;

const tooLarge = () =>
  new BadRequest('The price file is larger than 200 MB: import it with the CLI', { file: 'Too large' });

/** The upload's chunks; past the size limit the import fails inside its transaction, so nothing is kept. */
async function* sizeChecked(stream: AsyncIterable<Buffer> & { truncated?: boolean }) {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (stream.truncated) throw tooLarge();
}

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRICE_FILE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, api.productHistory, async (request) => productPriceHistory(request.ctx, request.params.id));
  route(app, api.importPrices, async (request) => {
    requireRole(request.ctx, 'staff', 'admin');
    if (!request.isMultipart())
      throw new BadRequest('Send the price file as multipart/form-data', { file: 'Required' });
    const file = await request.file().catch(() => {
      throw new BadRequest('The upload could not be read', { file: 'Unreadable upload' });
    });
    if (!file) throw new BadRequest('Choose a price file to upload', { file: 'Required' });
    return importPrices(request.ctx, sizeChecked(file.file), { format: request.query.format });
  });
  route(app, api.rules, async (request) => rules(request.ctx));
  route(app, api.createRule, async (request) => createRule(request.ctx, request.body));
  route(app, api.updateRule, async (request) => updateRule(request.ctx, request.params.id, request.body));
  route(app, api.deleteRule, async (request) => deleteRule(request.ctx, request.params.id));
  route(app, api.orderRules, async (request) => orderRules(request.ctx, request.body.ids));
  route(app, api.settings, async (request) => getSettings(request.ctx));
  route(app, api.saveSettings, async (request) => saveSettings(request.ctx, request.body));
  route(app, api.preview, async (request) => preview(request.ctx));
  route(app, api.apply, async (request) => apply(request.ctx));
  route(app, api.runs, async (request) => runs(request.ctx));
  route(app, api.undoRun, async (request) => undoRun(request.ctx, request.params.id));
  route(app, api.supplierPricing, async (request) => getSupplierPricing(request.ctx));
  route(app, api.saveSupplierPricing, async (request) => saveSupplierPricing(request.ctx, request.body));
};
