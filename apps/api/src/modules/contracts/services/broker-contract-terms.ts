import { DEFAULT_CONTRACT_TERMS, type BrokerContractTerms, type ContractTermsInput } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findBroker } from '../../membership/index';
import { findBrokerTerms, upsertBrokerTerms } from '../repository/broker-terms';

async function assertVerifiedBroker(db: DbExecutor, brokerId: string): Promise<void> {
  const broker = await findBroker(db, brokerId);
  if (broker?.status !== 'verified')
    throw new AppError('forbidden', 'Your broker account is not verified yet');
}

/**
 * GET /api/broker/contract-terms: the broker's defaults for new contracts (HaulClub's until saved).
 * Any broker may read them (a broker under review sees what their contracts will say); saving needs
 * a verified broker.
 */
export async function getBrokerContractTerms(db: DbExecutor, brokerId: string): Promise<BrokerContractTerms> {
  const own = await findBrokerTerms(db, brokerId);
  return { ...(own ?? DEFAULT_CONTRACT_TERMS), isDefault: !own };
}

/** PUT /api/broker/contract-terms: new contracts start from these; existing ones keep theirs. */
export async function putBrokerContractTerms(
  db: DbExecutor,
  brokerId: string,
  terms: ContractTermsInput,
): Promise<BrokerContractTerms> {
  await assertVerifiedBroker(db, brokerId);
  await upsertBrokerTerms(db, brokerId, terms);
  return { ...terms, isDefault: false };
}
