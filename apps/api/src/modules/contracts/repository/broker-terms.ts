import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CONTRACT_TERMS } from '@haulclub/shared';
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

/**
 * The broker's default terms, else HaulClub's (`DEFAULT_CONTRACT_TERMS`), as an SQL expression for
 * a contract's insert: the terms are read by the statement that copies them.
 */
export function brokerTermsOrDefault(brokerId: string): SQL<ContractTermsColumn> {
  return sql<ContractTermsColumn>`COALESCE(
    (SELECT ${brokerContractTerms.terms} FROM ${brokerContractTerms} WHERE ${brokerContractTerms.brokerId} = ${brokerId}::uuid),
    ${JSON.stringify(DEFAULT_CONTRACT_TERMS)}::jsonb)`;
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
