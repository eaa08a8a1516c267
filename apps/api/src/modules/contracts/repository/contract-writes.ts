import type { ContractParty } from '@haulclub/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contracts, contractSignatures, type ContractTermsColumn } from '../../../db/schema/index';

export type ContractRow = typeof contracts.$inferSelect;
type NewContract = Pick<
  typeof contracts.$inferInsert,
  | 'bookingId'
  | 'loadId'
  | 'futureId'
  | 'precommitmentId'
  | 'brokerId'
  | 'truckerId'
  | 'totalCents'
  | 'truckerCents'
  | 'brokerCents'
  | 'platformCents'
  | 'tonuFeeCents'
> & {
  /** The terms, or an SQL expression that reads them (`brokerTermsOrDefault`). */
  contractTerms: ContractTermsColumn | SQL<ContractTermsColumn>;
};

/**
 * The booking's (or future's, or rate future's) contract; nothing when it already has one (unique
 * booking_id, future_id and precommitment_id).
 */
export async function insertContract(db: DbExecutor, values: NewContract): Promise<ContractRow | undefined> {
  const [row] = await db.insert(contracts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The contract row, locked for the rest of the transaction (signing and editing queue on it). */
export async function lockContract(db: DbExecutor, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

/** New terms, only while the contract is pending and no one has signed (frozen_at unset). */
export async function updateTerms(
  db: DbExecutor,
  id: string,
  terms: ContractTermsColumn,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(contracts)
    .set({ contractTerms: terms, updatedAt: sql`now()` })
    .where(and(eq(contracts.id, id), eq(contracts.status, 'pending'), isNull(contracts.termsFrozenAt)))
    .returning();
  return row;
}

export interface NewSignature {
  contractId: string;
  party: ContractParty;
  userId: string;
  fullName: string;
  ip: string;
  userAgent: string | null;
  termsSha256: string;
}

/** The party's signature; nothing if that party has signed already (unique contract and party). */
export async function insertSignature(db: DbExecutor, values: NewSignature): Promise<boolean> {
  const rows = await db.insert(contractSignatures).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function signedParties(db: DbExecutor, contractId: string): Promise<ContractParty[]> {
  const rows = await db
    .select({ party: contractSignatures.party })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, contractId))
    .orderBy(asc(contractSignatures.signedAt));
  return rows.map((r) => r.party);
}

/** First signature: the terms are frozen from now on. */
export async function freezeTerms(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(contracts)
    .set({ termsFrozenAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(contracts.id, id), isNull(contracts.termsFrozenAt)));
}

/** Both signed: pending → signed (Active). */
export async function markSigned(db: DbExecutor, id: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(contracts)
    .set({ status: 'signed', signedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(contracts.id, id), eq(contracts.status, 'pending')))
    .returning();
  return row;
}
