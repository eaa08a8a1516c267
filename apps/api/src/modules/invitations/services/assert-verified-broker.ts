import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findBroker } from '../repository/member-repository';

/** A broker inviting on their own behalf must be verified (403 otherwise). */
export async function assertVerifiedBroker(tx: DbExecutor, brokerId: string): Promise<void> {
  const broker = await findBroker(tx, brokerId);
  if (broker?.status !== 'verified') {
    throw new AppError('forbidden', 'Only verified brokers can invite truckers.');
  }
}

/** An admin attaching a trucker invitation to a broker must pick a verified one (400 on brokerId). */
export async function assertBrokerOption(tx: DbExecutor, brokerId: string): Promise<void> {
  const broker = await findBroker(tx, brokerId);
  if (broker?.status !== 'verified') {
    throw AppError.validation([{ field: 'brokerId', message: 'Choose a verified broker from the list' }]);
  }
}
