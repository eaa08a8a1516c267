// The auth module's public surface.
export { routePolicyPlugin } from './policy/route-policy-plugin';
export { authPlugin, type AuthRuntime } from './policy/auth-plugin';
export { requireRole, principalOf } from './policy/require-role';
export { ownedOr404 } from './policy/ownership';
export type { Principal, RoutePolicy } from './policy/principal';
export type { RouteTable, RouteTableEntry } from './policy/route-table';
export { goTrueRoutes } from './gotrue/routes';
export { meRoutes } from './me-routes';
export { createAdmin, type CreateAdminInput } from './services/create-admin';
export { openSignUpGate, type SignUpGate, type SignUpGateInput } from './services/sign-up-gate';
export { rotateSigningKey, retireSigningKey } from './tokens/signing-keys';
export { AuthError } from './auth-error';
export { createConfirmedUser, type ConfirmedUserInput } from './services/create-confirmed-user';
export { chooseRole } from './google/choose-role';
export { OAUTH_STATE_TTL_MS } from './google/start-google-sign-in';
export { suspendUser, reinstateUser, type SuspensionListener } from './services/set-suspension';
export { toMeResponse } from './services/get-me';
export { findProfile, lockUser, type UserRow, type ProfileRow } from './repository/user-repository';
export {
  createPendingAccount,
  assertStrongPasswordField,
  hashAccountPassword,
  type PendingAccountInput,
} from './services/create-pending-account';
export { findAccountByEmailLocked, sendExistingAccountNotice } from './services/existing-account';
export type { AuthDeps } from './deps';
