import { randomUUID } from 'node:crypto';
import type { BrokerApplicationCreated, BrokerApplicationData } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import {
  assertStrongPasswordField,
  createPendingAccount,
  findAccountByEmailLocked,
  hashAccountPassword,
  sendExistingAccountNotice,
} from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { applicationForExistingEmail } from '../emails';
import { emailHasOpenApplication, insertBroker, insertApplication, lockApplicationKeys } from '../repository';
import { assertMcNumberFree, queueVerification, verdictOnSubmit } from './application-rules';

/**
 * POST /api/broker-applications (/apply): creates the broker's account
 * (unconfirmed; a confirmation link is emailed), the broker record
 * (pending) and the application (pending) in one transaction, and queues
 * the FMCSA check. A duplicate MC number (a public identifier) is refused
 * with a 409 naming the field. An email that already has an account or an
 * application gets the same answer as a new one, nothing is created, and
 * the address's owner is told by email instead: the answer never reveals
 * who is a member (as /auth/v1/signup).
 */
export async function submitApplication(
  deps: MembershipDeps,
  input: BrokerApplicationData,
  ctx: RequestContext,
): Promise<BrokerApplicationCreated> {
  assertStrongPasswordField(input.password);
  // Hashed on both paths, so an existing address costs the same time as a new one.
  const encryptedPassword = await hashAccountPassword(deps.auth, input.password);

  return deps.db
    .transaction(async (tx) => {
      await lockApplicationKeys(tx, input.mcNumber, input.email);
      await assertMcNumberFree(tx, input.mcNumber);
      const account = await findAccountByEmailLocked(tx, input.email);
      if (account || (await emailHasOpenApplication(tx, input.email))) {
        await noticeExistingEmail(deps, tx, input, account, ctx);
        return answerAsNew(deps, input);
      }
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

/** Tells the owner of an address that already has an account that someone applied with it. */
async function noticeExistingEmail(
  deps: MembershipDeps,
  tx: DbExecutor,
  input: BrokerApplicationData,
  account: { id: string; email: string } | undefined,
  ctx: RequestContext,
): Promise<void> {
  const { publicUrl } = deps.config;
  const to = account?.email ?? input.email;
  await sendExistingAccountNotice(
    tx,
    deps.auth,
    applicationForExistingEmail(to, `${publicUrl}/login`, `${publicUrl}/reset-password`),
  );
  await recordAudit(tx, {
    action: 'broker.apply_existing_email',
    targetType: 'user',
    targetId: account?.id ?? null,
    ...ctx,
    data: { mcNumber: input.mcNumber },
  });
}

/** What a new application would answer (a made-up id: nothing was created). */
function answerAsNew(deps: MembershipDeps, input: BrokerApplicationData): BrokerApplicationCreated {
  return {
    id: randomUUID(),
    status: 'pending',
    verification: verdictOnSubmit(deps, { mcNumber: input.mcNumber, dotNumber: input.dotNumber ?? null }),
    email: input.email,
  };
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
