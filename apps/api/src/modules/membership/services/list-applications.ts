import { and, eq, sql } from 'drizzle-orm';
import type { BrokerApplication, BrokerApplicationList } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { invitations, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { findApplicationWithPeople, listApplications } from '../repository';
import { toBrokerApplication } from '../views';

/** Who invited these users as brokers (an admin's accepted broker invitation), by user id. */
async function inviters(
  db: DbExecutor,
  userIds: string[],
): Promise<Map<string, { id: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: invitations.acceptedBy, id: users.id, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.kind, 'broker'),
        sql`${invitations.acceptedBy} in (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, { id: r.id, email: r.email }]] : [])));
}

export async function getApplication(db: DbExecutor, id: string): Promise<BrokerApplication> {
  const row = await findApplicationWithPeople(db, id);
  if (!row) throw AppError.notFound('Application');
  const invitedBy = await inviters(db, [row.application.userId]);
  return toBrokerApplication(row, invitedBy.get(row.application.userId) ?? null);
}

export async function listBrokerApplications(
  db: DbExecutor,
  filter: Parameters<typeof listApplications>[1],
): Promise<BrokerApplicationList> {
  const { rows, total } = await listApplications(db, filter);
  const invitedBy = await inviters(
    db,
    rows.map((r) => r.application.userId),
  );
  return {
    items: rows.map((r) => toBrokerApplication(r, invitedBy.get(r.application.userId) ?? null)),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
