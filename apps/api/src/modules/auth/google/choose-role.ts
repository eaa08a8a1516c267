import type { ChooseRoleInput, MeResponse } from '@haulclub/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import type { Principal } from '../policy/principal';
import type { SignUpGate } from '../services/sign-up-gate';
import { toMeResponse } from '../services/get-me';
import { findProfile, insertProfile, lockUser, setRole } from '../repository/user-repository';

/**
 * POST /api/me/role: an account without a role (a new Google sign-up)
 * chooses trucker or broker, once. users.role and profiles.role are set in
 * one transaction; 409 when a role is already set. The sign-up gate applies
 * (a trucker needs an invitation sent to this email). Audited.
 */
export async function chooseRole(
  db: Db,
  gate: SignUpGate,
  principal: Principal,
  input: ChooseRoleInput,
  ctx: RequestContext,
): Promise<MeResponse> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, principal.userId);
    if (!user) throw new AppError('unauthorized', 'Your session has ended. Sign in again.');
    if (user.role !== null) throw new AppError('conflict', 'Your role has already been chosen.');
    const gateInput = { email: user.email, role: input.role, inviteCode: input.invite_code };
    await gate.check(tx, gateInput);
    if (!(await findProfile(tx, user.id))) await insertProfile(tx, { userId: user.id, role: null });
    const updated = await setRole(tx, user.id, input.role);
    await gate.accept(tx, { ...gateInput, userId: user.id });
    await recordAudit(tx, {
      action: 'user.role_changed',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ...ctx,
      data: { from: null, to: input.role, chosenBy: 'self' },
    });
    return toMeResponse(updated, await findProfile(tx, user.id));
  });
}
