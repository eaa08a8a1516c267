import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contractPayments } from '../../../db/schema/index';

export type ContractPaymentRow = typeof contractPayments.$inferSelect;

/** The contract's funding attempts, oldest first. */
export async function paymentsOf(db: DbExecutor, contractId: string): Promise<ContractPaymentRow[]> {
  return db
    .select()
    .from(contractPayments)
    .where(eq(contractPayments.contractId, contractId))
    .orderBy(asc(contractPayments.attempt));
}

/** A new attempt (processing); the partial unique index refuses a second live one. */
export async function insertPayment(
  db: DbExecutor,
  values: Pick<
    typeof contractPayments.$inferInsert,
    'contractId' | 'brokerId' | 'attempt' | 'amountCents' | 'provider' | 'idempotencyKey' | 'cardLast4'
  >,
): Promise<ContractPaymentRow> {
  const [row] = await db.insert(contractPayments).values(values).returning();
  if (!row) throw new Error('insert into contract_payments returned nothing');
  return row;
}

/** The attempt, locked (settling it queues on the row). */
export async function lockPayment(db: DbExecutor, id: string): Promise<ContractPaymentRow | undefined> {
  const [row] = await db.select().from(contractPayments).where(eq(contractPayments.id, id)).for('update');
  return row;
}

/** processing → its outcome; nothing when it was settled already. */
export async function settlePayment(
  db: DbExecutor,
  id: string,
  outcome: {
    status: 'succeeded' | 'declined' | 'failed';
    chargeId: string | null;
    failureMessage: string | null;
  },
): Promise<ContractPaymentRow | undefined> {
  const [row] = await db
    .update(contractPayments)
    .set({ ...outcome, completedAt: sql`now()` })
    .where(and(eq(contractPayments.id, id), eq(contractPayments.status, 'processing')))
    .returning();
  return row;
}

/** Attempts still processing since before `olderThan` (a crash or an outage left them unanswered). */
export async function staleProcessingPayments(
  db: DbExecutor,
  olderThan: Date,
  limit: number,
): Promise<ContractPaymentRow[]> {
  return db
    .select()
    .from(contractPayments)
    .where(and(eq(contractPayments.status, 'processing'), lt(contractPayments.createdAt, olderThan)))
    .orderBy(asc(contractPayments.createdAt))
    .limit(limit);
}
