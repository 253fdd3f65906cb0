/** Auth's tables, for other modules' foreign keys only (import from a `*.tables.ts` file). */
export { authTokens, sessions, users } from './auth.tables.ts';
