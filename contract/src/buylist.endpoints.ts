import { endpoints } from './endpoint.ts';

const submission = 'SubmissionIdParam';

/** The buylist: what the store buys, customers' sell lists, and staff working them. */
export const buylistEndpoints = {
  // prettier-ignore
  ...endpoints('buylist', {
    list: ['GET /api/buylist/', { query: 'BuylistQuery', 200: 'BuylistPage' }],
    submit: ['POST /api/buylist/submissions/', { body: 'SubmissionInput', 201: 'Submission' }],
    mySubmissions: ['GET /api/buylist/submissions/', { query: 'PageQuery', 200: 'SubmissionPage' }],
    mySubmission: ['GET /api/buylist/submissions/:id/', { params: submission, 200: 'Submission' }],
    respond: ['POST /api/buylist/submissions/:id/respond/', { params: submission, body: 'SubmissionResponse', 200: 'Submission' }],
  }),
  // prettier-ignore
  ...endpoints('buylist (staff)', {
    settings: ['GET /api/manage/buylist/settings/', { 200: 'BuylistSettingsView' }],
    saveSettings: ['PUT /api/manage/buylist/settings/', { body: 'BuylistSettings', 200: 'BuylistSettingsView' }],
    overrides: ['GET /api/manage/buylist/overrides/', { 200: 'OverrideList' }],
    saveOverride: ['PUT /api/manage/buylist/overrides/:productId/', { params: 'ProductIdParam', body: 'OverrideInput', 200: 'Override' }],
    deleteOverride: ['DELETE /api/manage/buylist/overrides/:productId/', { params: 'ProductIdParam', 204: 'NoContent' }],
    rules: ['GET /api/manage/buylist/rules/', { 200: 'BuyRuleList' }],
    createRule: ['POST /api/manage/buylist/rules/', { body: 'BuyRuleInput', 201: 'BuyRule' }],
    orderRules: ['PUT /api/manage/buylist/rules/order/', { body: 'RuleOrder', 200: 'BuyRuleList' }],
    updateRule: ['PUT /api/manage/buylist/rules/:id/', { params: 'BuyRuleIdParam', body: 'BuyRuleInput', 200: 'BuyRule' }],
    deleteRule: ['DELETE /api/manage/buylist/rules/:id/', { params: 'BuyRuleIdParam', 204: 'NoContent' }],
    submissions: ['GET /api/manage/buylist/submissions/', { query: 'ManageSubmissionQuery', 200: 'SubmissionPage' }],
    submission: ['GET /api/manage/buylist/submissions/:id/', { params: submission, 200: 'Submission' }],
    changeStatus: ['POST /api/manage/buylist/submissions/:id/status/', { params: submission, body: 'SubmissionStatusChange', 200: 'Submission' }],
    gradeLine: ['PATCH /api/manage/buylist/submissions/:id/lines/:lineId/', { params: 'SubmissionLineParam', body: 'LineGrade', 200: 'Submission' }],
  }),
};
