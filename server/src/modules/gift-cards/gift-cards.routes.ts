import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCardEndpoints as api } from '@storefront/contract/gift-cards.endpoints';
import { TooManyRequests } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import {
  giftCardBalance,
  issueGiftCard,
  listGiftCards,
  redeemGiftCard,
  voidGiftCard,
} from './gift-cards.service.ts';

const TOO_MANY = 'Too many gift card lookups from your address. Please wait a while and try again.';

/** Gift cards: the public balance lookup and redeeming (rate limited per address), staff list, issue, void. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guessing codes is what a limit stops: the auth calls' budget per address and window, shared like theirs.
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const { perIp, windowMs } = app.config.authRateLimit;
  const limited = (action: string) => ({
    config: {
      rateLimit: {
        max: perIp,
        timeWindow: windowMs,
        keyGenerator: (request: FastifyRequest) => `gift-card-${action}:${request.ip}`,
        errorResponseBuilder: () => new TooManyRequests(TOO_MANY),
      },
    },
  });
  route(app, api.balance, limited('balance'), (request) => giftCardBalance(request.ctx, request.body.code));
  route(app, api.redeem, limited('redeem'), (request) => redeemGiftCard(request.ctx, request.body.code));
  route(app, api.list, (request) => listGiftCards(request.ctx));
  route(app, api.issue, (request) => issueGiftCard(request.ctx, app.mailer, request.body));
  route(app, api.void, (request) => voidGiftCard(request.ctx, request.params.giftCardId));
};
