import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { brokerApplications, brokers, profiles, truckers, users } from '../../db/schema/index';

export type BrokerRow = typeof brokers.$inferSelect;
export type ApplicationRow = typeof brokerApplications.$inferSelect;
export type TruckerRow = typeof truckers.$inferSelect;

export async function findBroker(db: DbExecutor, userId: string): Promise<BrokerRow | undefined> {
  const [row] = await db.select().from(brokers).where(eq(brokers.userId, userId)).limit(1);
  return row;
}

export async function lockBroker(db: DbExecutor, userId: string): Promise<BrokerRow | undefined> {
  const [row] = await db.select().from(brokers).where(eq(brokers.userId, userId)).for('update').limit(1);
  return row;
}

export async function insertBroker(db: DbExecutor, row: typeof brokers.$inferInsert): Promise<BrokerRow> {
  const [inserted] = await db.insert(brokers).values(row).returning();
  if (!inserted) throw new Error('insert into brokers returned nothing');
  return inserted;
}

export async function setBrokerStatus(
  db: DbExecutor,
  userId: string,
  status: BrokerRow['status'],
  adminId: string | null,
): Promise<void> {
  const now = new Date();
  await db
    .update(brokers)
    .set({
      status,
      verifiedAt: status === 'verified' ? now : null,
      verifiedBy: status === 'verified' ? adminId : null,
      updatedAt: now,
    })
    .where(eq(brokers.userId, userId));
}

/** Serialises work on one MC number (and one email) across concurrent applications. */
export async function lockApplicationKeys(db: DbExecutor, mcNumber: string, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('broker-mc:' || ${mcNumber}))`);
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('broker-email:' || lower(${email})))`);
}

/** An open or approved application (or live broker) holding this MC number. */
export async function mcNumberTaken(
  db: DbExecutor,
  mcNumber: string,
  exceptUserId?: string,
): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM broker_applications WHERE mc_number = ${mcNumber} AND status <> 'rejected'
        AND (${exceptUserId ?? null}::uuid IS NULL OR user_id <> ${exceptUserId ?? null}::uuid)
      UNION ALL
      SELECT 1 FROM brokers WHERE mc_number = ${mcNumber} AND status <> 'rejected'
        AND (${exceptUserId ?? null}::uuid IS NULL OR user_id <> ${exceptUserId ?? null}::uuid)
    ) AS taken`);
  return result.rows[0]?.taken ?? false;
}

export async function emailHasOpenApplication(db: DbExecutor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(brokerApplications)
    .where(and(eq(brokerApplications.email, email), sql`${brokerApplications.status} <> 'rejected'`));
  return (row?.n ?? 0) > 0;
}

export async function insertApplication(
  db: DbExecutor,
  row: typeof brokerApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [inserted] = await db.insert(brokerApplications).values(row).returning();
  if (!inserted) throw new Error('insert into broker_applications returned nothing');
  return inserted;
}

export async function lockApplication(db: DbExecutor, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerApplications)
    .where(eq(brokerApplications.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateApplication(
  db: DbExecutor,
  id: string,
  set: Partial<typeof brokerApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(brokerApplications)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(brokerApplications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

/** The user's latest application. */
export async function findLatestApplication(
  db: DbExecutor,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(brokerApplications)
    .where(eq(brokerApplications.userId, userId))
    .orderBy(desc(brokerApplications.createdAt))
    .limit(1);
  return row;
}

const reviewers = alias(users, 'reviewers');

export interface ApplicationWithPeople {
  application: ApplicationRow;
  reviewer: { id: string; email: string } | null;
}

export async function findApplicationWithPeople(
  db: DbExecutor,
  id: string,
): Promise<ApplicationWithPeople | undefined> {
  const [row] = await db
    .select({ application: brokerApplications, reviewerId: reviewers.id, reviewerEmail: reviewers.email })
    .from(brokerApplications)
    .leftJoin(reviewers, eq(reviewers.id, brokerApplications.reviewedBy))
    .where(eq(brokerApplications.id, id))
    .limit(1);
  return row && toWithPeople(row);
}

function toWithPeople(row: {
  application: ApplicationRow;
  reviewerId: string | null;
  reviewerEmail: string | null;
}): ApplicationWithPeople {
  return {
    application: row.application,
    reviewer: row.reviewerId && row.reviewerEmail ? { id: row.reviewerId, email: row.reviewerEmail } : null,
  };
}

export async function listApplications(
  db: DbExecutor,
  filter: {
    status: ApplicationRow['status'] | 'all';
    q?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ApplicationWithPeople[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(brokerApplications.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = or(
      ilike(brokerApplications.companyName, like),
      ilike(brokerApplications.email, like),
      ilike(brokerApplications.mcNumber, like),
      ilike(sql`${brokerApplications.firstName} || ' ' || ${brokerApplications.lastName}`, like),
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(brokerApplications).where(where);
  const rows = await db
    .select({ application: brokerApplications, reviewerId: reviewers.id, reviewerEmail: reviewers.email })
    .from(brokerApplications)
    .leftJoin(reviewers, eq(reviewers.id, brokerApplications.reviewedBy))
    .where(where)
    // Oldest pending first (a queue); decided ones newest first.
    .orderBy(
      filter.status === 'pending' ? brokerApplications.createdAt : desc(brokerApplications.createdAt),
      brokerApplications.id,
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(toWithPeople), total: totalRow?.n ?? 0 };
}

export async function findTrucker(db: DbExecutor, userId: string): Promise<TruckerRow | undefined> {
  const [row] = await db.select().from(truckers).where(eq(truckers.userId, userId)).limit(1);
  return row;
}

export async function findTruckerWithBroker(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ trucker: truckers, brokerCompanyName: brokers.companyName })
    .from(truckers)
    .leftJoin(brokers, eq(brokers.userId, truckers.brokerId))
    .where(eq(truckers.userId, userId))
    .limit(1);
  return row;
}

/** Creates or updates the trucker row (an invitation created it with the broker id; onboarding fills it). */
export async function upsertTruckerProfile(
  db: DbExecutor,
  userId: string,
  set: Omit<typeof truckers.$inferInsert, 'userId' | 'brokerId' | 'invitationId' | 'createdAt'>,
): Promise<void> {
  const now = new Date();
  await db
    .insert(truckers)
    .values({ userId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: truckers.userId, set: { ...set, updatedAt: now } });
}

export async function markOnboardingComplete(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ onboardingComplete: true, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
