import { updateUserData } from '@haulclub/shared';
import { recordAudit } from '../../audit/index';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { hashPassword, verifyPassword } from '../passwords/hash-password';
import { revokeSessions } from '../repository/session-repository';
import {
  listIdentities,
  lockUser,
  updateProfileNames,
  updateUser as updateUserRow,
} from '../repository/user-repository';
import { toGoTrueUser, type GoTrueUser } from '../user-view';
import { checkReauthentication } from './reauthenticate';
import { assertStrongPassword, parseWith } from './validate';

export interface UpdateUserRequest {
  password?: string | undefined;
  /** The reauthentication code (GET /reauthenticate), needed for a password change after 10 minutes. */
  nonce?: string | undefined;
  email?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/**
 * PUT /user: change the password (which signs out every other session) or
 * the profile metadata. The role is not the user's to change. A password
 * change needs proof beyond the access token: a sign-in at most 10 minutes
 * old (a recovery link is one) or the emailed reauthentication code.
 */
export async function updateUser(
  deps: AuthDeps,
  who: { userId: string; sessionId: string; signedInAt: Date },
  input: UpdateUserRequest,
  ctx: RequestContext,
): Promise<GoTrueUser> {
  const { role, ...rest } = input.data ?? {};
  const data = input.data ? parseWith(updateUserData.strict(), rest) : undefined;
  if (input.password !== undefined) assertStrongPassword(input.password);
  const newHash =
    input.password !== undefined ? await hashPassword(input.password, deps.config.auth.argon2) : undefined;

  const outcome = await deps.db.transaction(async (tx) => {
    let user = await lockUser(tx, who.userId);
    if (!user) throw authErrors.sessionNotFound();
    if (role !== undefined && role !== user.role)
      throw authErrors.validation('data.role: your role cannot be changed');
    if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw authErrors.validation('email: changing the email address is not supported yet');
    }
    if (input.password !== undefined && newHash) {
      if (await verifyPassword(user.encryptedPassword, input.password, deps.config.auth.argon2)) {
        throw authErrors.samePassword();
      }
      // Returned, not thrown: a wrong code's counted attempt must commit.
      const refused = await checkReauthentication(tx, who, input.nonce);
      if (refused) return { refused };
      user = await updateUserRow(tx, user.id, { encryptedPassword: newHash });
      const revoked = await revokeSessions(tx, user.id, 'password_changed', { except: who.sessionId });
      await recordAudit(tx, {
        action: 'user.password_changed',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ...ctx,
        data: { otherSessionsRevoked: revoked.length },
      });
    }
    if (data && Object.keys(data).length > 0) {
      user = await updateUserRow(tx, user.id, { rawUserMetaData: { ...user.rawUserMetaData, ...data } });
      await updateProfileNames(tx, user.id, { firstName: data.first_name, lastName: data.last_name });
      await recordAudit(tx, {
        action: 'user.updated',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ...ctx,
        data: { fields: Object.keys(data) },
      });
    }
    return { user: toGoTrueUser(user, await listIdentities(tx, user.id)) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.user;
}
