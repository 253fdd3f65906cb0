import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { isApiRequest } from '../../platform/routed-path.ts';
import { DomainError } from '../../platform/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Shoppers may call it before the store opens: signing in, registration and the e-mail links. */
    beforeOpening?: boolean;
  }
}

/** 403: a shopper's write to a store that has not opened yet (decision 024). */
export class StoreNotOpen extends DomainError {
  constructor(store: TenantRow) {
    super(403, `${store.name} is opening soon. Please come back in a little while.`);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A shopper is anyone outside the store's team: signed out, or signed in as a customer. */
const isShopper = (request: FastifyRequest) => (request.ctx.user?.role ?? 'customer') === 'customer';

/**
 * Until its admin goes live (`opened_at` null), a store takes no write from shoppers but those its
 * routes mark `beforeOpening`; its team (admin, staff, suppliers) works and tries the shop as usual, and
 * reads stay open (the shop window). Refuses by default, so a new shopper call cannot forget the rule.
 */
export const openingGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const { tenant } = request;
      if (!tenant || tenant.openedAt !== null || SAFE_METHODS.has(request.method)) return;
      if (!isApiRequest(request) || request.routeOptions.config?.beforeOpening) return;
      if (isShopper(request)) throw new StoreNotOpen(tenant);
    });
  },
  { name: 'opening-guard', dependencies: ['tenancy', 'session-loader', 'csrf'] },
);
