import { endpoint, type Endpoint } from './endpoint.ts';
import { setupPaths as at } from './setup.paths.ts';
import { PaymentMethodSchema, ShippingMethodSchema } from './checkout.ts';
import {
  LogoUploadedSchema,
  ManagePaymentListSchema,
  ManageShippingListSchema,
  MethodParamsSchema,
  PaymentMethodUpdateSchema,
  SetupStateSchema,
  SetupStepBodySchema,
  SetupStepParamsSchema,
  ShippingMethodUpdateSchema,
  SupplierInvitedSchema,
  SupplierInviteSchema,
} from './setup.ts';

const tags = ['setup'];
const state = { 200: SetupStateSchema };

/** The setup wizard's calls with their schemas. */
export const setupEndpoints = {
  state: endpoint(at.state, { tags, response: state }),
  markStep: endpoint(at.markStep, {
    tags,
    params: SetupStepParamsSchema,
    body: SetupStepBodySchema,
    response: state,
  }),
  goLive: endpoint(at.goLive, { tags, response: state }),
  shippingMethods: endpoint(at.shippingMethods, { tags, response: { 200: ManageShippingListSchema } }),
  saveShippingMethod: endpoint(at.saveShippingMethod, {
    tags,
    params: MethodParamsSchema,
    body: ShippingMethodUpdateSchema,
    response: { 200: ShippingMethodSchema },
  }),
  paymentMethods: endpoint(at.paymentMethods, { tags, response: { 200: ManagePaymentListSchema } }),
  savePaymentMethod: endpoint(at.savePaymentMethod, {
    tags,
    params: MethodParamsSchema,
    body: PaymentMethodUpdateSchema,
    response: { 200: PaymentMethodSchema },
  }),
  inviteSupplier: endpoint(at.inviteSupplier, {
    tags,
    body: SupplierInviteSchema,
    response: { 201: SupplierInvitedSchema },
  }),
  uploadLogo: endpoint(at.uploadLogo, { tags, response: { 200: LogoUploadedSchema } }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
