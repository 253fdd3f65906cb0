import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buylistEndpoints as api } from '@storefront/contract/buylist.endpoints';
import { route } from '../../platform/route.ts';
import type { CardIndexes } from '../tcg/index.ts';
import { buyRules, createBuyRule, deleteBuyRule, orderBuyRules, updateBuyRule } from './buy-rules.service.ts';
import { buylistPage } from './buylist-list.service.ts';
import { tellCustomer } from './buylist-mail.ts';
import {
  buylistSettingsOf,
  deleteOverride,
  listOverrides,
  saveBuylistSettings,
  saveOverride,
} from './manage-settings.service.ts';
import {
  changeSubmissionStatus,
  gradeLine,
  manageSubmission,
  manageSubmissions,
} from './manage-submissions.service.ts';
import { mySubmission, mySubmissions, respondToOffer, submitSellList } from './submissions.service.ts';

/**
 * The buylist: the public offers (found through the app's card indexes, `cards`), customers' sell lists,
 * and staff working them (issue 16 point 3).
 */
export const buylistRoutes: FastifyPluginAsyncZod<{ cards: CardIndexes }> = async (app, { cards }) => {
  const andTell =
    (request: { ctx: Parameters<typeof tellCustomer>[0] }) =>
    async ({ submission, email }: Awaited<ReturnType<typeof submitSellList>>) => {
      await tellCustomer(request.ctx, app.mailer, submission, email);
      return submission;
    };

  route(app, api.list, (request) => {
    const [path = '', search = ''] = request.url.split('?');
    return buylistPage(request.ctx, cards, request.query, { path, params: new URLSearchParams(search) });
  });
  route(app, api.submit, (request) => submitSellList(request.ctx, request.body).then(andTell(request)));
  route(app, api.mySubmissions, (request) => mySubmissions(request.ctx, request.query));
  route(app, api.mySubmission, (request) => mySubmission(request.ctx, request.params.id));
  route(app, api.respond, (request) =>
    respondToOffer(request.ctx, request.params.id, request.body).then(andTell(request)),
  );

  route(app, api.settings, (request) => buylistSettingsOf(request.ctx));
  route(app, api.saveSettings, (request) => saveBuylistSettings(request.ctx, request.body));
  route(app, api.overrides, (request) => listOverrides(request.ctx));
  route(app, api.saveOverride, (request) =>
    saveOverride(request.ctx, request.params.productId, request.body),
  );
  route(app, api.deleteOverride, (request) => deleteOverride(request.ctx, request.params.productId));
  route(app, api.rules, (request) => buyRules(request.ctx));
  route(app, api.createRule, (request) => createBuyRule(request.ctx, request.body));
  route(app, api.orderRules, (request) => orderBuyRules(request.ctx, request.body.ids));
  route(app, api.updateRule, (request) => updateBuyRule(request.ctx, request.params.id, request.body));
  route(app, api.deleteRule, (request) => deleteBuyRule(request.ctx, request.params.id));
  route(app, api.submissions, (request) => manageSubmissions(request.ctx, request.query));
  route(app, api.submission, (request) => manageSubmission(request.ctx, request.params.id));
  route(app, api.changeStatus, (request) =>
    changeSubmissionStatus(request.ctx, request.params.id, request.body.status).then(andTell(request)),
  );
  route(app, api.gradeLine, (request) =>
    gradeLine(request.ctx, request.params.id, request.params.lineId, request.body).then(andTell(request)),
  );
};
