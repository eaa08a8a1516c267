import { AppError } from '../../../lib/errors';
import type { DbExecutor } from '../../../db/client';
import { recordAudit, type RequestContext } from '../../audit/index';
import { notifySessionsChanged, revokeSessions } from '../repository/session-repository';
import { lockUser, updateUser, type UserRow } from '../repository/user-repository';

/**
 * Suspends a user: marks the account, revokes every session and refresh
 * token, and tells every API process to drop cached session states, so the
 * data API refuses the user's access tokens at once. Admins cannot suspend
 * themselves. Audited with the admin's id.
 */
export async function suspendUser(
  tx: DbExecutor,
  input: { userId: string; adminId: string; reason: string },
  ctx: RequestContext,
): Promise<UserRow> {
  if (input.userId === input.adminId) throw new AppError('conflict', 'You cannot suspend your own account.');
  const user = await lockUser(tx, input.userId);
  if (!user) throw AppError.notFound('User');
  if (user.suspendedAt) throw new AppError('conflict', `${user.email} is already suspended.`);
  const updated = await updateUser(tx, user.id, { suspendedAt: new Date(), suspendedReason: input.reason });
  const sessionIds = await revokeSessions(tx, user.id, 'suspended');
  await notifySessionsChanged(tx, user.id);
  await recordAudit(tx, {
    action: 'user.suspended',
    actorUserId: input.adminId,
    targetType: 'user',
    targetId: user.id,
    ...ctx,
    data: { reason: input.reason, revokedSessions: sessionIds.length },
  });
  return updated;
}

/** Lifts a suspension; the user signs in again (their old sessions stay revoked). Audited. */
export async function reinstateUser(
  tx: DbExecutor,
  input: { userId: string; adminId: string },
  ctx: RequestContext,
): Promise<UserRow> {
  const user = await lockUser(tx, input.userId);
  if (!user) throw AppError.notFound('User');
  if (!user.suspendedAt) throw new AppError('conflict', `${user.email} is not suspended.`);
  const updated = await updateUser(tx, user.id, { suspendedAt: null, suspendedReason: null });
  await notifySessionsChanged(tx, user.id);
  await recordAudit(tx, {
    action: 'user.reinstated',
    actorUserId: input.adminId,
    targetType: 'user',
    targetId: user.id,
    ...ctx,
  });
  return updated;
}
