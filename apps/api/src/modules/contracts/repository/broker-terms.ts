import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { brokerContractTerms, type ContractTermsColumn } from '../../../db/schema/index';

export async function findBrokerTerms(
  db: DbExecutor,
  brokerId: string,
): Promise<ContractTermsColumn | undefined> {
  const [row] = await db
    .select({ terms: brokerContractTerms.terms })
    .from(brokerContractTerms)
    .where(eq(brokerContractTerms.brokerId, brokerId));
  return row?.terms;
}

export async function upsertBrokerTerms(
  db: DbExecutor,
  brokerId: string,
  terms: ContractTermsColumn,
): Promise<void> {
  await db
    .insert(brokerContractTerms)
    .values({ brokerId, terms })
    .onConflictDoUpdate({ target: brokerContractTerms.brokerId, set: { terms, updatedAt: sql`now()` } });
}
