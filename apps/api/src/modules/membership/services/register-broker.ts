import { sql } from 'drizzle-orm';
import type { BrokerRegistrationData, BrokerStatusResponse } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { findProfile, type Principal } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { findLatestApplication, insertApplication, insertBroker, lockBroker } from '../repository';
import { toBrokerStatus } from '../views';
import { assertApplicationKeysFree, queueVerification } from './application-rules';
import { translateUniqueViolation } from './submit-application';

/**
 * POST /api/onboarding/broker (broker onboarding step 1): a signed-in
 * broker without a broker record registers their business. Creates the
 * broker record (pending) and its application, and queues the FMCSA check.
 */
export async function registerBroker(
  deps: MembershipDeps,
  principal: Principal,
  input: BrokerRegistrationData,
  ctx: RequestContext,
): Promise<BrokerStatusResponse> {
  return deps.db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`broker-user:${principal.userId}`}))`);
      if (await lockBroker(tx, principal.userId)) {
        throw new AppError('conflict', 'Your brokerage is already registered.');
      }
      await assertApplicationKeysFree(tx, input.mcNumber, principal.email, principal.userId);
      const profile = await findProfile(tx, principal.userId);
      const broker = await insertBroker(tx, {
        userId: principal.userId,
        companyName: input.companyName,
        mcNumber: input.mcNumber,
        dotNumber: input.dotNumber ?? null,
        phone: input.phone ?? null,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
      });
      const application = await insertApplication(tx, {
        userId: principal.userId,
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        email: principal.email,
        phone: input.phone ?? null,
        companyName: input.companyName,
        mcNumber: input.mcNumber,
        dotNumber: input.dotNumber ?? null,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        source: 'onboarding',
      });
      await queueVerification(deps, tx, application);
      await recordAudit(tx, {
        action: 'broker.registered',
        actorUserId: principal.userId,
        targetType: 'broker_application',
        targetId: application.id,
        ...ctx,
        data: { mcNumber: input.mcNumber, source: 'onboarding' },
      });
      await deps.live.publish('admin', 'application.created', { id: application.id }, tx);
      const fresh = await lockBroker(tx, broker.userId);
      return toBrokerStatus(fresh, await findLatestApplication(tx, principal.userId));
    })
    .catch((error: unknown) => {
      throw translateUniqueViolation(error);
    });
}
