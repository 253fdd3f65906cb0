import { collection, endpoints, readAndSave } from './endpoint.ts';

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
    ...readAndSave('settings', '/api/manage/buylist/settings/', 'BuylistSettings', 'BuylistSettingsView'),
    overrides: ['GET /api/manage/buylist/overrides/', { 200: 'OverrideList' }],
    saveOverride: ['PUT /api/manage/buylist/overrides/:productId/', { params: 'ProductIdParam', body: 'OverrideInput', 200: 'Override' }],
    deleteOverride: ['DELETE /api/manage/buylist/overrides/:productId/', { params: 'ProductIdParam', 204: 'NoContent' }],
    ...collection('rules', 'Rule', '/api/manage/buylist/rules/', { list: 'BuyRuleList', id: 'BuyRuleIdParam', input: 'BuyRuleInput', item: 'BuyRule' }),
    orderRules: ['PUT /api/manage/buylist/rules/order/', { body: 'RuleOrder', 200: 'BuyRuleList' }],
    submissions: ['GET /api/manage/buylist/submissions/', { query: 'ManageSubmissionQuery', 200: 'SubmissionPage' }],
    submission: ['GET /api/manage/buylist/submissions/:id/', { params: submission, 200: 'Submission' }],
    changeStatus: ['POST /api/manage/buylist/submissions/:id/status/', { params: submission, body: 'SubmissionStatusChange', 200: 'Submission' }],
    gradeLine: ['PATCH /api/manage/buylist/submissions/:id/lines/:lineId/', { params: 'SubmissionLineParam', body: 'LineGrade', 200: 'Submission' }],
  }),
};
