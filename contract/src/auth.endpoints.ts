import { authPaths as at } from './auth.paths.ts';
import {
  AuthProfileSchema,
  AuthUserSchema,
  EmailRequestSchema,
  LoginSchema,
  MessageSchema,
  PasswordResetConfirmSchema,
  PasswordSetSchema,
  RegisterSchema,
  TokenSchema,
  UserRoleSchema,
} from './auth.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

const tags = ['auth'];
const message = { 200: MessageSchema };

/** Authentication calls with their schemas. */
export const authEndpoints = {
  currentUser: endpoint(at.currentUser, { tags, response: { 200: AuthProfileSchema } }),
  login: endpoint(at.login, { tags, body: LoginSchema, response: { 200: AuthUserSchema } }),
  register: endpoint(at.register, { tags, body: RegisterSchema, response: { 201: AuthUserSchema } }),
  logout: endpoint(at.logout, { tags, response: message }),
  requestPasswordReset: endpoint(at.requestPasswordReset, {
    tags,
    body: EmailRequestSchema,
    response: message,
  }),
  confirmPasswordReset: endpoint(at.confirmPasswordReset, {
    tags,
    body: PasswordResetConfirmSchema,
    response: { 200: PasswordSetSchema },
  }),
  verifyEmail: endpoint(at.verifyEmail, { tags, body: TokenSchema, response: message }),
  resendVerification: endpoint(at.resendVerification, { tags, body: EmailRequestSchema, response: message }),
  userRole: endpoint(at.userRole, { tags, response: { 200: UserRoleSchema } }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
