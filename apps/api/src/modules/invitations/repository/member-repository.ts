import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { brokers, profiles, truckers, users } from '../../../db/schema/index';

export type BrokerRow = typeof brokers.$inferSelect;

/**
 * Whether this address belongs to a member: an account with a role (confirmed
 * or not). A role-less account (a Google sign-in that has not chosen a role)
 * can still be invited: it becomes a trucker through POST /api/me/role.
 */
export async function isMemberEmail(db: DbExecutor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.role)))
    .limit(1);
  return rows.length > 0;
}

export async function findBroker(db: DbExecutor, userId: string): Promise<BrokerRow | undefined> {
  const [row] = await db.select().from(brokers).where(eq(brokers.userId, userId));
  return row;
}

export async function listVerifiedBrokers(db: DbExecutor): Promise<BrokerRow[]> {
  return db.select().from(brokers).where(eq(brokers.status, 'verified')).orderBy(asc(brokers.companyName));
}

/** The trucker record created when an invitation is accepted; onboarding fills in the rest. */
export async function insertTrucker(
  db: DbExecutor,
  row: { userId: string; brokerId: string | null; invitationId: string },
): Promise<void> {
  await db
    .insert(truckers)
    .values(row)
    .onConflictDoUpdate({
      target: truckers.userId,
      set: { brokerId: row.brokerId, invitationId: row.invitationId, updatedAt: sql`now()` },
    });
}

/** A broker's truckers with their account and profile, newest first. */
export async function listTruckersOfBroker(db: DbExecutor, brokerId: string) {
  return db
    .select({
      userId: truckers.userId,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      onboardingComplete: profiles.onboardingComplete,
      suspendedAt: users.suspendedAt,
      companyName: truckers.companyName,
      truckType: truckers.truckType,
      homeBaseCity: truckers.homeBaseCity,
      homeBaseState: truckers.homeBaseState,
      joinedAt: truckers.createdAt,
    })
    .from(truckers)
    .innerJoin(users, eq(users.id, truckers.userId))
    .leftJoin(profiles, eq(profiles.userId, truckers.userId))
    .where(eq(truckers.brokerId, brokerId))
    .orderBy(desc(truckers.createdAt));
}

export type BrokerTruckerRow = Awaited<ReturnType<typeof listTruckersOfBroker>>[number];
