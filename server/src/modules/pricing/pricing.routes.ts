import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingEndpoints as api } from '@storefront/contract/pricing.endpoints';
import { BadRequest } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { removeUpload, saveUpload, uploadedPart } from '../imports/index.ts';
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

/**
 * The uploaded price file, written to disk whole before the import's transaction opens (decision 038): a
 * client sending slowly holds no database connection. Past the size limit nothing is kept.
 */
async function savedPriceFile(file: NodeJS.ReadableStream & { truncated?: boolean }) {
  const saved = await saveUpload(file).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new BadRequest('The upload could not be read', { file: 'Unreadable upload' });
  });
  if (file.truncated) {
    await removeUpload(saved.path);
    throw tooLarge();
  }
  return saved.path;
}

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRICE_FILE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, api.productHistory, async (request) => productPriceHistory(request.ctx, request.params.id));
  route(app, api.importPrices, async (request) => {
    requireRole(request.ctx, 'staff', 'admin');
    if (!request.isMultipart())
      throw new BadRequest('Send the price file as multipart/form-data', { file: 'Required' });
    const file = await uploadedPart(request).catch(() => {
      throw new BadRequest('The upload could not be read', { file: 'Unreadable upload' });
    });
    if (!file) throw new BadRequest('Choose a price file to upload', { file: 'Required' });
    const saved = await savedPriceFile(file.file);
    try {
      return await importPrices(request.ctx, createReadStream(saved), { format: request.query.format });
    } finally {
      await removeUpload(saved);
    }
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
