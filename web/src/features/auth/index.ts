// Authentication's face: what other features and the app may use.
export { UserMenu } from './UserMenu';
export { currentUserQuery, useCurrentUser, useRoleAccess, type CurrentUser } from './session';
