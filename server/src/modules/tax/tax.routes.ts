import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxEndpoints as api } from '@storefront/contract/tax.endpoints';
import { route } from '../../platform/route.ts';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from './tax-rates.service.ts';
import {
  getTaxExemption,
  getTaxSettings,
  saveTaxExemption,
  saveTaxSettings,
} from './tax-settings.service.ts';

/** The store's tax rates and settings (admins) and its tax-exempt customers (staff). */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.rates, async (request) => listTaxRates(request.ctx));
  route(app, api.createRate, async (request) => createTaxRate(request.ctx, request.body));
  route(app, api.updateRate, async (request) => updateTaxRate(request.ctx, request.params.id, request.body));
  route(app, api.deleteRate, async (request) => deleteTaxRate(request.ctx, request.params.id));
  route(app, api.settings, async (request) => getTaxSettings(request.ctx));
  route(app, api.saveSettings, async (request) => saveTaxSettings(request.ctx, request.body));
  route(app, api.exemption, async (request) => getTaxExemption(request.ctx, request.params.userId));
  route(app, api.saveExemption, async (request) =>
    saveTaxExemption(request.ctx, request.params.userId, request.body),
  );
};
