import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findTrucker, type TruckerRow } from '../../membership/index';
import { findBrokerStatus } from '../repository/broker-status';

/** Posting, editing and reposting need a verified broker (403 otherwise). */
export async function assertVerifiedBroker(db: DbExecutor, brokerId: string): Promise<void> {
  if ((await findBrokerStatus(db, brokerId)) !== 'verified') throw notVerified();
}

/** The refusal of a broker who is not verified (403). */
export function notVerified(): AppError {
  return new AppError('forbidden', 'Your broker account is not verified yet');
}

/** Every trucker route needs the trucker's profile (403, like the route policy's onboarding gate, until it exists). */
export async function requireTrucker(db: DbExecutor, truckerId: string): Promise<TruckerRow> {
  return (await findTrucker(db, truckerId)) ?? onboardingRequired();
}

/** The refusal of a trucker without a profile yet (403). */
export function onboardingRequired(): never {
  throw new AppError('onboarding_required', 'Complete onboarding first');
}
