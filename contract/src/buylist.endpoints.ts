import { z } from 'zod';
import {
  BuylistPageSchema,
  BuylistQuerySchema,
  BuylistSettingsSchema,
  BuylistSettingsViewSchema,
  LineGradeSchema,
  ManageSubmissionQuerySchema,
  OverrideInputSchema,
  OverrideSchema,
  ProductIdParamSchema,
  SubmissionIdParamSchema,
  SubmissionInputSchema,
  SubmissionLineParamSchema,
  SubmissionPageSchema,
  SubmissionResponseSchema,
  SubmissionSchema,
  SubmissionStatusChangeSchema,
} from './buylist.ts';
import {
  BuyRuleIdParamSchema,
  BuyRuleInputSchema,
  BuyRuleListSchema,
  BuyRuleSchema,
} from './buylist-rules.ts';
import { buylistPaths as at } from './buylist.paths.ts';
import { RuleOrderSchema } from './pricing.ts';
import { PageQuerySchema } from './common.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { NoContentSchema } from './no-content.ts';

const tags = ['buylist'];
const manage = ['buylist (staff)'];
const params = SubmissionIdParamSchema;

/** Buylist calls with their schemas. */
export const buylistEndpoints = {
  list: endpoint(at.list, { tags, query: BuylistQuerySchema, response: { 200: BuylistPageSchema } }),
  submit: endpoint(at.submit, { tags, body: SubmissionInputSchema, response: { 201: SubmissionSchema } }),
  mySubmissions: endpoint(at.mySubmissions, {
    tags,
    query: PageQuerySchema,
    response: { 200: SubmissionPageSchema },
  }),
  mySubmission: endpoint(at.mySubmission, { tags, params, response: { 200: SubmissionSchema } }),
  respond: endpoint(at.respond, {
    tags,
    params,
    body: SubmissionResponseSchema,
    response: { 200: SubmissionSchema },
  }),
  settings: endpoint(at.settings, { tags: manage, response: { 200: BuylistSettingsViewSchema } }),
  saveSettings: endpoint(at.saveSettings, {
    tags: manage,
    body: BuylistSettingsSchema,
    response: { 200: BuylistSettingsViewSchema },
  }),
  overrides: endpoint(at.overrides, { tags: manage, response: { 200: z.array(OverrideSchema) } }),
  saveOverride: endpoint(at.saveOverride, {
    tags: manage,
    params: ProductIdParamSchema,
    body: OverrideInputSchema,
    response: { 200: OverrideSchema },
  }),
  deleteOverride: endpoint(at.deleteOverride, {
    tags: manage,
    params: ProductIdParamSchema,
    response: { 204: NoContentSchema },
  }),
  rules: endpoint(at.rules, { tags: manage, response: { 200: BuyRuleListSchema } }),
  createRule: endpoint(at.createRule, {
    tags: manage,
    body: BuyRuleInputSchema,
    response: { 201: BuyRuleSchema },
  }),
  orderRules: endpoint(at.orderRules, {
    tags: manage,
    body: RuleOrderSchema,
    response: { 200: BuyRuleListSchema },
  }),
  updateRule: endpoint(at.updateRule, {
    tags: manage,
    params: BuyRuleIdParamSchema,
    body: BuyRuleInputSchema,
    response: { 200: BuyRuleSchema },
  }),
  deleteRule: endpoint(at.deleteRule, {
    tags: manage,
    params: BuyRuleIdParamSchema,
    response: { 204: NoContentSchema },
  }),
  submissions: endpoint(at.submissions, {
    tags: manage,
    query: ManageSubmissionQuerySchema,
    response: { 200: SubmissionPageSchema },
  }),
  submission: endpoint(at.submission, { tags: manage, params, response: { 200: SubmissionSchema } }),
  changeStatus: endpoint(at.changeStatus, {
    tags: manage,
    params,
    body: SubmissionStatusChangeSchema,
    response: { 200: SubmissionSchema },
  }),
  gradeLine: endpoint(at.gradeLine, {
    tags: manage,
    params: SubmissionLineParamSchema,
    body: LineGradeSchema,
    response: { 200: SubmissionSchema },
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
