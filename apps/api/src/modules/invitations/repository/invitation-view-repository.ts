import { desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { brokers, invitations, profiles, users } from '../../../db/schema/index';

function viewQuery(db: DbExecutor) {
  return db
    .select({
      invitation: invitations,
      inviterEmail: users.email,
      inviterRole: users.role,
      inviterFirstName: profiles.firstName,
      inviterLastName: profiles.lastName,
      brokerCompanyName: brokers.companyName,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .leftJoin(profiles, eq(profiles.userId, invitations.invitedBy))
    .leftJoin(brokers, eq(brokers.userId, invitations.brokerId));
}

/** An invitation with who sent it and the broker it is for. */
export type InvitationView = Awaited<ReturnType<typeof viewQuery>>[number];

export async function findInvitationView(db: DbExecutor, id: string): Promise<InvitationView | undefined> {
  const [row] = await viewQuery(db).where(eq(invitations.id, id));
  return row;
}

export async function findInvitationViewByCodeHash(
  db: DbExecutor,
  codeHash: string,
): Promise<InvitationView | undefined> {
  const [row] = await viewQuery(db).where(eq(invitations.codeHash, codeHash));
  return row;
}

/** Newest first; only `brokerId`'s trucker invitations when given. */
export async function listInvitationViews(
  db: DbExecutor,
  filter: { brokerId?: string; limit: number },
): Promise<InvitationView[]> {
  const where: SQL | undefined = filter.brokerId ? eq(invitations.brokerId, filter.brokerId) : undefined;
  return viewQuery(db).where(where).orderBy(desc(invitations.createdAt)).limit(filter.limit);
}
