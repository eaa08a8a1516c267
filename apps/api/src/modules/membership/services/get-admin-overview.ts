import { sql } from 'drizzle-orm';
import type { AdminOverview } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';

const RECENT_ACTIVITY = 12;

/** GET /api/admin/overview: live counts for the admin dashboard, in one round trip. */
export async function getAdminOverview(db: DbExecutor): Promise<AdminOverview> {
  const counts = await db.execute<Record<string, string | number>>(sql`
    SELECT
      (SELECT count(*) FROM broker_applications WHERE status = 'pending') AS pending_applications,
      (SELECT count(*) FROM users WHERE role = 'trucker') AS truckers,
      (SELECT count(*) FROM users WHERE role = 'broker') AS brokers,
      (SELECT count(*) FROM users WHERE role = 'admin') AS admins,
      (SELECT count(*) FROM users WHERE role IS NULL) AS no_role,
      (SELECT count(*) FROM users WHERE suspended_at IS NOT NULL) AS suspended,
      (SELECT count(*) FROM brokers WHERE status = 'pending') AS brokers_pending,
      (SELECT count(*) FROM brokers WHERE status = 'verified') AS brokers_verified,
      (SELECT count(*) FROM brokers WHERE status = 'rejected') AS brokers_rejected,
      (SELECT count(*) FROM invite_requests WHERE status = 'new') AS open_invite_requests,
      (SELECT count(*) FROM invitations
        WHERE accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS pending_invitations`);
  const c = counts.rows[0] ?? {};
  const n = (key: string) => Number(c[key] ?? 0);
  const activity = await db.execute<{
    id: string;
    action: string;
    actor_email: string | null;
    target_type: string | null;
    target_id: string | null;
    at: Date | string;
  }>(sql`
    SELECT a.id::text AS id, a.action, u.email AS actor_email, a.target_type, a.target_id, a.at
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
    WHERE a.action NOT IN ('user.signed_in', 'user.sign_in_failed', 'user.signed_out')
    ORDER BY a.at DESC LIMIT ${RECENT_ACTIVITY}`);
  return {
    pendingApplications: n('pending_applications'),
    usersByRole: { trucker: n('truckers'), broker: n('brokers'), admin: n('admins'), none: n('no_role') },
    suspendedUsers: n('suspended'),
    brokersByStatus: {
      pending: n('brokers_pending'),
      verified: n('brokers_verified'),
      rejected: n('brokers_rejected'),
    },
    openInviteRequests: n('open_invite_requests'),
    pendingInvitations: n('pending_invitations'),
    recentActivity: activity.rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorEmail: r.actor_email,
      targetType: r.target_type ?? '',
      targetId: r.target_id,
      at: new Date(r.at).toISOString(),
    })),
  };
}
