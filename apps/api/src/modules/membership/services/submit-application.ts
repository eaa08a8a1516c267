import type { BrokerApplicationCreated, BrokerApplicationData } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { assertStrongPasswordField, createPendingAccount, hashAccountPassword } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { insertBroker, insertApplication } from '../repository';
import { assertApplicationKeysFree, queueVerification } from './application-rules';

/**
 * POST /api/broker-applications (/apply): creates the broker's account
 * (unconfirmed; a confirmation link is emailed), the broker record
 * (pending) and the application (pending) in one transaction, and queues
 * the FMCSA check. A duplicate MC number or email is refused with a 409
 * naming the field.
 */
export async function submitApplication(
  deps: MembershipDeps,
  input: BrokerApplicationData,
  ctx: RequestContext,
): Promise<BrokerApplicationCreated> {
  assertStrongPasswordField(input.password);
  const encryptedPassword = await hashAccountPassword(deps.auth, input.password);

  return deps.db
    .transaction(async (tx) => {
      await assertApplicationKeysFree(tx, input.mcNumber, input.email);
      const user = await createPendingAccount(
        tx,
        deps.auth,
        {
          email: input.email,
          password: input.password,
          encryptedPassword,
          role: 'broker',
          firstName: input.firstName,
          lastName: input.lastName,
          companyName: input.companyName,
        },
        ctx,
      );
      await insertBroker(tx, {
        userId: user.id,
        companyName: input.companyName,
        mcNumber: input.mcNumber,
        dotNumber: input.dotNumber ?? null,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
      });
      const application = await insertApplication(tx, {
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        companyName: input.companyName,
        mcNumber: input.mcNumber,
        dotNumber: input.dotNumber ?? null,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        experience: input.experience ?? null,
        source: 'apply',
      });
      // An admin's broker invitation, when the applicant came from one (invalid codes are ignored).
      await deps.auth.signUpGate.accept(tx, {
        email: input.email,
        role: 'broker',
        inviteCode: input.inviteCode || undefined,
        userId: user.id,
      });
      const verification = await queueVerification(deps, tx, application);
      await recordAudit(tx, {
        action: 'broker.applied',
        actorUserId: user.id,
        targetType: 'broker_application',
        targetId: application.id,
        ...ctx,
        data: { mcNumber: input.mcNumber, source: 'apply' },
      });
      await deps.live.publish('admin', 'application.created', { id: application.id }, tx);
      return { id: application.id, status: application.status, verification, email: user.email };
    })
    .catch((error: unknown) => {
      throw translateUniqueViolation(error);
    });
}

/** A unique index that caught a race the advisory locks missed becomes the same clear 409. */
export function translateUniqueViolation(error: unknown): unknown {
  const pgError = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = pgError as { code?: string; constraint?: string };
  if (code !== '23505') return error;
  if (constraint?.includes('mc')) {
    return new AppError('conflict', 'An application or broker with this MC number already exists.', {
      fieldErrors: [{ field: 'mcNumber', message: 'This MC number already has an application' }],
    });
  }
  if (constraint?.includes('email')) {
    return new AppError('conflict', 'An application with this email already exists.', {
      fieldErrors: [{ field: 'email', message: 'This email already has an application' }],
    });
  }
  return error;
}
