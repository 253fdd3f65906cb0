import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import {
  managePaymentMethods,
  manageShippingMethods,
  savePaymentMethod,
  saveShippingMethod,
} from '../checkout/index.ts';
import { goLive, inviteSupplier, markSetupStep, setupState } from './setup.service.ts';

/** The setup wizard's calls (admins only; each service checks the role): its state and the settings it edits. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.setupState, async (request) => setupState(request.ctx));
  route(app, api.markStep, async (request) =>
    markSetupStep(request.ctx, request.params.step, request.body.status),
  );
  route(app, api.goLive, async (request) => goLive(request.ctx, () => app.tenants.invalidate()));
  route(app, api.shippingMethods, async (request) => ({
    results: await manageShippingMethods(request.ctx),
  }));
  route(app, api.saveShippingMethod, async (request) =>
    saveShippingMethod(request.ctx, request.params.id, request.body),
  );
  route(app, api.paymentMethods, async (request) => ({ results: await managePaymentMethods(request.ctx) }));
  route(app, api.savePaymentMethod, async (request) =>
    savePaymentMethod(request.ctx, request.params.id, request.body.is_active),
  );
  route(app, api.inviteSupplier, async (request) => inviteSupplier(request.ctx, app.mailer, request.body));
};
