import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wantlistsEndpoints as api } from '@storefront/contract/wantlists.endpoints';
import type { Database } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { alertTimer } from './wantlist-alert-timer.ts';
import { unsubscribeState, wantedCards } from './wantlist-demand.service.ts';
import {
  addWantlistItem,
  createWantlist,
  deleteWantlist,
  listWantlists,
  removeWantlistItem,
  updateWantlist,
  updateWantlistItem,
} from './wantlists.service.ts';

/** Wantlists (issue 29, decision 063): a shopper's lists, the alert e-mails' unsubscribe link, staff demand. */
export const wantlistsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.wantlists, async (request) => ({ results: await listWantlists(request.ctx) }));
  route(app, api.createWantlist, (request) => createWantlist(request.ctx, request.body));
  route(app, api.updateWantlist, (request) => updateWantlist(request.ctx, request.params.id, request.body));
  route(app, api.deleteWantlist, async (request) => {
    await deleteWantlist(request.ctx, request.params.id);
  });
  route(app, api.addWantlistItem, (request) => addWantlistItem(request.ctx, request.params.id, request.body));
  route(app, api.updateWantlistItem, (request) =>
    updateWantlistItem(request.ctx, request.params.id, request.params.itemId, request.body),
  );
  route(app, api.removeWantlistItem, (request) =>
    removeWantlistItem(request.ctx, request.params.id, request.params.itemId),
  );

  const secret = app.config.secretKey;
  route(app, api.unsubscribeState, (request) => unsubscribeState(request.ctx, secret, request.query, false));
  // One click from a mail client (RFC 8058) posts without the store's CSRF token: the signed link is the proof.
  route(app, api.unsubscribe, { config: { skipCsrf: true } }, (request) =>
    unsubscribeState(request.ctx, secret, request.query, true),
  );
  route(app, api.wantedCards, async (request) => ({ results: await wantedCards(request.ctx) }));

  alertTimer(app, db, app.config.wantlistAlertEveryMs);
};
