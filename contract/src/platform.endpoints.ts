import { endpoint, type Endpoint } from './endpoint.ts';
import { NoContentSchema } from './no-content.ts';
import { platformPaths as at } from './platform.paths.ts';
import {
  AddDomainSchema,
  CreatedStoreSchema,
  CreateOperatorSchema,
  CreateStoreSchema,
  DeleteStoreSchema,
  OperatorLoginSchema,
  OperatorResultSchema,
  PlatformSessionSchema,
  SignupConfirmSchema,
  SignupDoneSchema,
  SignupInfoSchema,
  SignupSchema,
  SignupSentSchema,
  StoreListSchema,
  StoreResultSchema,
  StoreSlugParamsSchema,
} from './platform.ts';

const tags = ['platform'] as const;
const bySlug = { params: StoreSlugParamsSchema, tags } as const;

/** The platform console's calls with their schemas. */
export const platformEndpoints = {
  session: endpoint(at.session, { tags, response: { 200: PlatformSessionSchema } }),
  login: endpoint(at.login, { tags, body: OperatorLoginSchema, response: { 200: OperatorResultSchema } }),
  logout: endpoint(at.logout, { tags, response: { 204: NoContentSchema } }),
  stores: endpoint(at.stores, { tags, response: { 200: StoreListSchema } }),
  createStore: endpoint(at.createStore, {
    tags,
    body: CreateStoreSchema,
    response: { 201: CreatedStoreSchema },
  }),
  suspendStore: endpoint(at.suspendStore, { ...bySlug, response: { 200: StoreResultSchema } }),
  resumeStore: endpoint(at.resumeStore, { ...bySlug, response: { 200: StoreResultSchema } }),
  addDomain: endpoint(at.addDomain, {
    ...bySlug,
    body: AddDomainSchema,
    response: { 200: StoreResultSchema },
  }),
  deleteStore: endpoint(at.deleteStore, {
    ...bySlug,
    body: DeleteStoreSchema,
    response: { 204: NoContentSchema },
  }),
  createOperator: endpoint(at.createOperator, {
    tags,
    body: CreateOperatorSchema,
    response: { 201: OperatorResultSchema },
  }),
  signupInfo: endpoint(at.signupInfo, { tags, response: { 200: SignupInfoSchema } }),
  signup: endpoint(at.signup, { tags, body: SignupSchema, response: { 202: SignupSentSchema } }),
  confirmSignup: endpoint(at.confirmSignup, {
    tags,
    body: SignupConfirmSchema,
    response: { 201: SignupDoneSchema },
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
