export { users, type UserRow } from './auth.tables.ts';
export { DEMO_PASSWORD, seedDemoUsers } from './auth.seed.ts';
