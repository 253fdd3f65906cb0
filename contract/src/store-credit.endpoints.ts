import { endpoint, type Endpoint } from './endpoint.ts';
import { storeCreditPaths as at } from './store-credit.paths.ts';
import { StoreCreditAdjustmentSchema, StoreCreditSchema, UserIdParamSchema } from './store-credit.ts';

const tags = ['store credit'];

/** Store-credit calls with their schemas. */
export const storeCreditEndpoints = {
  mine: endpoint(at.mine, { tags, response: { 200: StoreCreditSchema } }),
  customer: endpoint(at.customer, { tags, params: UserIdParamSchema, response: { 200: StoreCreditSchema } }),
  adjust: endpoint(at.adjust, {
    tags,
    params: UserIdParamSchema,
    body: StoreCreditAdjustmentSchema,
    response: { 201: StoreCreditSchema },
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
