export type { UserRow } from './auth.tables.ts';
export {
  endOtherSessions,
  endSession,
  SESSION_COOKIE,
  sessionLoader,
  startSession,
  insertSession,
  SESSION_LENGTH_MS,
} from './sessions.ts';
export { DEMO_PASSWORD, seedDemoUsers } from './auth.seed.ts';
export { assertUnique, findByEmail, supplierStatus, toProfile, userById } from './auth.service.ts';
export { adminAddresses, suppliersOf, usersNamed } from './user-lookups.ts';
export {
  approveSupplierRequest,
  insertUsers,
  updateUser,
  type NewUser,
  type UserChanges,
} from './user-writes.ts';
export { sendOwnerWelcome, sendSupplierInvitation, sendVerification } from './email-flows.service.ts';
export { authRoutes } from './auth.routes.ts';
export { signInLimiter } from './sign-in-throttle.ts';
