// The fmcsa module's public surface.
import type { DbExecutor } from '../../db/client';
import type { JobService } from '../jobs/index';
import { FMCSA_VERIFY_JOB } from './job-kind';

export { fmcsaPlugin } from './plugin';
export { FMCSA_VERIFY_JOB } from './job-kind';
export {
  createFmcsaClient,
  redactWebKey,
  type FmcsaClient,
  type FmcsaClientOptions,
  type FmcsaLookupResult,
} from './fmcsa-client';
export { FmcsaUnavailableError, type FmcsaFailure } from './fmcsa-unavailable-error';
export type { FmcsaAuthority, FmcsaCarrier } from './qc-mobile-schema';
export {
  verifyBroker,
  normalizeCompanyName,
  BROKER_BOND_MINIMUM_USD,
  type BrokerApplicant,
  type BrokerVerification,
} from './verify-broker';
export { FMCSA_NOTES } from './verify-application';
export {
  startFmcsaFixture,
  FMCSA_FIXTURE_WEB_KEY,
  type FmcsaFixture,
  type FmcsaFixtureMode,
  type FmcsaFixtureOptions,
} from './fixture/server';
export { FMCSA_FIXTURE_RECORDS, type FmcsaFixtureRecord, type FmcsaFixtureName } from './fixture/records';

/**
 * Queues the FMCSA check of an application (in `executor`'s transaction when
 * given). At most one check per application waits in the queue: while one is
 * queued (e.g. a retry after an FMCSA outage), another request is folded into it.
 */
export function queueFmcsaVerification(
  jobs: Pick<JobService, 'enqueue'>,
  applicationId: string,
  executor?: DbExecutor,
): Promise<void> {
  return jobs.enqueue(
    FMCSA_VERIFY_JOB,
    { applicationId },
    { dedupeKey: `${FMCSA_VERIFY_JOB}:${applicationId}`, ...(executor ? { executor } : {}) },
  );
}
