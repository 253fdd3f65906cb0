import { at } from './endpoint.ts';

/** The buylist: what the store buys, customers' sell lists, staff working them (zod-free). */
export const buylistPaths = {
  list: at('GET', '/api/buylist/'),
  submit: at('POST', '/api/buylist/submissions/'),
  mySubmissions: at('GET', '/api/buylist/submissions/'),
  mySubmission: at('GET', '/api/buylist/submissions/:id/'),
  respond: at('POST', '/api/buylist/submissions/:id/respond/'),
  settings: at('GET', '/api/manage/buylist/settings/'),
  saveSettings: at('PUT', '/api/manage/buylist/settings/'),
  overrides: at('GET', '/api/manage/buylist/overrides/'),
  saveOverride: at('PUT', '/api/manage/buylist/overrides/:productId/'),
  deleteOverride: at('DELETE', '/api/manage/buylist/overrides/:productId/'),
  rules: at('GET', '/api/manage/buylist/rules/'),
  createRule: at('POST', '/api/manage/buylist/rules/'),
  orderRules: at('PUT', '/api/manage/buylist/rules/order/'),
  updateRule: at('PUT', '/api/manage/buylist/rules/:id/'),
  deleteRule: at('DELETE', '/api/manage/buylist/rules/:id/'),
  submissions: at('GET', '/api/manage/buylist/submissions/'),
  submission: at('GET', '/api/manage/buylist/submissions/:id/'),
  changeStatus: at('POST', '/api/manage/buylist/submissions/:id/status/'),
  gradeLine: at('PATCH', '/api/manage/buylist/submissions/:id/lines/:lineId/'),
};
