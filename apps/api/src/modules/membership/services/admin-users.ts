import { sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserList, Role, UserStatus } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { reinstateUser, suspendUser } from '../../auth/index';
import type { RequestContext } from '../../audit/index';
import type { MembershipDeps } from '../deps';

type UserListRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role | null;
  email_confirmed_at: Date | string | null;
  suspended_at: Date | string | null;
  suspended_reason: string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  broker_status: AdminUser['brokerStatus'];
  company_name: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function statusOf(row: UserListRow): UserStatus {
  if (row.suspended_at) return 'suspended';
  return row.email_confirmed_at ? 'active' : 'unconfirmed';
}

function toAdminUser(row: UserListRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    role: row.role,
    status: statusOf(row),
    brokerStatus: row.broker_status,
    companyName: row.company_name,
    suspendedAt: iso(row.suspended_at),
    suspendedReason: row.suspended_reason,
    lastSignInAt: iso(row.last_sign_in_at),
    createdAt: iso(row.created_at) ?? '',
  };
}

const SELECT_USERS = sql`
  SELECT u.id, u.email::text AS email, p.first_name, p.last_name, u.role, u.email_confirmed_at,
    u.suspended_at, u.suspended_reason, u.last_sign_in_at, u.created_at,
    b.status AS broker_status, coalesce(b.company_name, t.company_name) AS company_name
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN brokers b ON b.user_id = u.id
  LEFT JOIN truckers t ON t.user_id = u.id`;

export interface UserFilter {
  q?: string | undefined;
  role: Role | 'none' | 'all';
  status: UserStatus | 'all';
  page: number;
  pageSize: number;
}

/** GET /api/admin/users: search by email, name or company; filter by role and status; newest first. */
export async function listAdminUsers(db: DbExecutor, filter: UserFilter): Promise<AdminUserList> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(u.email ILIKE ${like} OR (p.first_name || ' ' || p.last_name) ILIKE ${like}
      OR b.company_name ILIKE ${like} OR t.company_name ILIKE ${like})`);
  }
  if (filter.role === 'none') conditions.push(sql`u.role IS NULL`);
  else if (filter.role !== 'all') conditions.push(sql`u.role = ${filter.role}`);
  if (filter.status === 'suspended') conditions.push(sql`u.suspended_at IS NOT NULL`);
  if (filter.status === 'active')
    conditions.push(sql`u.suspended_at IS NULL AND u.email_confirmed_at IS NOT NULL`);
  if (filter.status === 'unconfirmed')
    conditions.push(sql`u.suspended_at IS NULL AND u.email_confirmed_at IS NULL`);
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const rows = await db.execute<UserListRow & { total: string | number }>(sql`
    SELECT *, count(*) OVER () AS total FROM (${SELECT_USERS} ${where}) listed
    ORDER BY created_at DESC, id
    LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && filter.page > 1) {
    const counted = await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM (${SELECT_USERS} ${where}) c`,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { items: rows.rows.map(toAdminUser), total, page: filter.page, pageSize: filter.pageSize };
}

export async function getAdminUser(db: DbExecutor, id: string): Promise<AdminUser> {
  const rows = await db.execute<UserListRow>(sql`${SELECT_USERS} WHERE u.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw AppError.notFound('User');
  return toAdminUser(row);
}

/** Suspends a user (sessions revoked at once in every process) and tells the admin screens. */
export async function suspendMember(
  deps: MembershipDeps,
  input: { userId: string; adminId: string; reason: string },
  ctx: RequestContext,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    await suspendUser(tx, input, ctx, deps.auth.suspensionListeners);
    await deps.live.publish('admin', 'user.updated', { id: input.userId }, tx);
    return getAdminUser(tx, input.userId);
  });
}

export async function reinstateMember(
  deps: MembershipDeps,
  input: { userId: string; adminId: string },
  ctx: RequestContext,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    await reinstateUser(tx, input, ctx, deps.auth.suspensionListeners);
    await deps.live.publish('admin', 'user.updated', { id: input.userId }, tx);
    return getAdminUser(tx, input.userId);
  });
}
