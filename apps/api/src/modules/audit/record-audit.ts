import type { DbExecutor } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** Stable names of audited events. Add new ones here; never rename an existing one. */
export type AuditAction =
  | 'user.signed_up'
  | 'user.signup_existing_email'
  | 'user.email_confirmed'
  | 'user.signed_in'
  | 'user.sign_in_failed'
  | 'user.signed_out'
  | 'user.password_changed'
  | 'user.recovery_requested'
  | 'user.recovered'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.suspended'
  | 'user.reinstated'
  | 'broker.applied'
  | 'broker.apply_existing_email'
  | 'broker.registered'
  | 'broker.application_approved'
  | 'broker.application_rejected'
  | 'broker.application_reopened'
  | 'broker.verification_rechecked'
  | 'onboarding.completed'
  | 'trucker.profile_updated'
  | 'session.refresh_token_reused'
  | 'admin.created'
  | 'signing_key.rotated'
  | 'signing_key.retired'
  | 'demo.account_seeded'
  | 'invitation.created'
  | 'invitation.resent'
  | 'invitation.revoked'
  | 'invitation.accepted'
  | 'invite_request.invited'
  | 'invite_request.dismissed'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
}

/** Who made the request, for audit entries. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Appends one entry to audit_log. Pass the transaction of the change being
 * audited, so the entry commits (or rolls back) with it.
 */
export async function recordAudit(tx: DbExecutor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 400) ?? null,
    data: entry.data ?? {},
  });
}
