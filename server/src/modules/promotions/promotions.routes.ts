import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionsEndpoints as api } from '@storefront/contract/promotions.endpoints';
import { route } from '../../platform/route.ts';
import { createCode, listCodes, updateCode } from './discount-codes.service.ts';
import { createPromotion, orderPromotions, promotionList, updatePromotion } from './promotions.service.ts';

/** Discount codes and automatic promotions, kept by staff and admins (issue 28, decision 060). */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.codes, async (request) => listCodes(request.ctx));
  route(app, api.createCode, async (request) => createCode(request.ctx, request.body));
  route(app, api.updateCode, async (request) => updateCode(request.ctx, request.params.id, request.body));
  route(app, api.promotions, async (request) => promotionList(request.ctx));
  route(app, api.createPromotion, async (request) => createPromotion(request.ctx, request.body));
  route(app, api.orderPromotions, async (request) => orderPromotions(request.ctx, request.body.ids));
  route(app, api.updatePromotion, async (request) =>
    updatePromotion(request.ctx, request.params.id, request.body),
  );
};
