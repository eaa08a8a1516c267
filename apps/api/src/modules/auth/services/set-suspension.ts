import { AppError } from '../../../lib/errors';
import type { DbExecutor } from '../../../db/client';
import { recordAudit, type RequestContext } from '../../audit/index';
import { notifySessionsChanged, revokeSessions } from '../repository/session-repository';
import { lockUser, updateUser, type UserRow } from '../repository/user-repository';

/**
 * Told of a suspension or reinstatement inside its transaction (e.g. the load
 * board hides a broker's loads and announces it); registered at boot through
 * app.auth.onSuspensionChange.
 */
export type SuspensionListener = (
  tx: DbExecutor,
  change: { userId: string; suspended: boolean },
) => Promise<void>;

/**
 * Suspends a user: marks the account, revokes every session and refresh
 * token, and tells every API process to drop cached session states, so the
 * data API refuses the user's access tokens at once. Admins cannot suspend
 * themselves. Audited with the admin's id. `listeners` run in the transaction.
 */
export async function suspendUser(
  tx: DbExecutor,
  input: { userId: string; adminId: string; reason: string },
  ctx: RequestContext,
  listeners: readonly SuspensionListener[] = [],
): Promise<UserRow> {
  if (input.userId === input.adminId) throw new AppError('conflict', 'You cannot suspend your own account.');
  const user = await lockUser(tx, input.userId);
  if (!user) throw AppError.notFound('User');
  if (user.suspendedAt) throw new AppError('conflict', `${user.email} is already suspended.`);
  const updated = await updateUser(tx, user.id, { suspendedAt: new Date(), suspendedReason: input.reason });
  for (const listener of listeners) await listener(tx, { userId: user.id, suspended: true });
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
  listeners: readonly SuspensionListener[] = [],
): Promise<UserRow> {
  const user = await lockUser(tx, input.userId);
  if (!user) throw AppError.notFound('User');
  if (!user.suspendedAt) throw new AppError('conflict', `${user.email} is not suspended.`);
  const updated = await updateUser(tx, user.id, { suspendedAt: null, suspendedReason: null });
  for (const listener of listeners) await listener(tx, { userId: user.id, suspended: false });
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
