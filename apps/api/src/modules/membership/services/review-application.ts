import type { BrokerApplication } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { DbExecutor } from '../../../db/client';
import { recordAudit, type RequestContext } from '../../audit/index';
import type { MembershipDeps } from '../deps';
import { applicationApprovedEmail, applicationRejectedEmail, applicationReopenedEmail } from '../emails';
import {
  insertBroker,
  lockApplication,
  lockBroker,
  setBrokerStatus,
  updateApplication,
  type ApplicationRow,
} from '../repository';
import { assertApplicationKeysFree, queueVerification } from './application-rules';
import { getApplication } from './list-applications';

async function lockPending(tx: DbExecutor, id: string): Promise<ApplicationRow> {
  const application = await lockApplication(tx, id);
  if (!application) throw AppError.notFound('Application');
  if (application.status !== 'pending') {
    throw new AppError('conflict', `This application was already ${application.status}.`);
  }
  return application;
}

async function announce(deps: MembershipDeps, tx: DbExecutor, application: ApplicationRow): Promise<void> {
  await deps.live.publish('admin', 'application.updated', { id: application.id }, tx);
  await deps.live.publish(`user:${application.userId}`, 'broker.status', { id: application.id }, tx);
}

/**
 * Approves a pending application: the broker record becomes verified (may
 * post and invite), the applicant is emailed, the decision audited with the
 * admin's id. A second decision is a 409 (row lock: exactly one wins).
 */
export async function approveApplication(
  deps: MembershipDeps,
  input: { id: string; adminId: string },
  ctx: RequestContext,
): Promise<BrokerApplication> {
  return deps.db.transaction(async (tx) => {
    const application = await lockPending(tx, input.id);
    const now = new Date();
    const updated = await updateApplication(tx, application.id, {
      status: 'approved',
      reviewedAt: now,
      reviewedBy: input.adminId,
      decisionReason: null,
    });
    if (!(await lockBroker(tx, application.userId))) {
      await insertBroker(tx, {
        userId: application.userId,
        companyName: application.companyName,
        mcNumber: application.mcNumber,
        dotNumber: application.dotNumber,
        phone: application.phone,
        address: application.address,
        city: application.city,
        state: application.state,
        zipCode: application.zipCode,
      });
    }
    await setBrokerStatus(tx, application.userId, 'verified', input.adminId);
    await deps.mail.enqueue(
      applicationApprovedEmail(application.email, application.firstName, `${deps.config.publicUrl}/broker`),
      tx,
    );
    await recordAudit(tx, {
      action: 'broker.application_approved',
      actorUserId: input.adminId,
      targetType: 'broker_application',
      targetId: application.id,
      ...ctx,
      data: { brokerUserId: application.userId, verdict: application.verificationVerdict },
    });
    await announce(deps, tx, updated);
    return getApplication(tx, application.id);
  });
}

/** Rejects a pending application with a reason: the broker cannot post; emailed; audited. */
export async function rejectApplication(
  deps: MembershipDeps,
  input: { id: string; adminId: string; reason: string },
  ctx: RequestContext,
): Promise<BrokerApplication> {
  return deps.db.transaction(async (tx) => {
    const application = await lockPending(tx, input.id);
    const updated = await updateApplication(tx, application.id, {
      status: 'rejected',
      reviewedAt: new Date(),
      reviewedBy: input.adminId,
      decisionReason: input.reason,
    });
    if (await lockBroker(tx, application.userId)) {
      await setBrokerStatus(tx, application.userId, 'rejected', null);
    }
    await deps.mail.enqueue(
      applicationRejectedEmail(application.email, application.firstName, input.reason),
      tx,
    );
    await recordAudit(tx, {
      action: 'broker.application_rejected',
      actorUserId: input.adminId,
      targetType: 'broker_application',
      targetId: application.id,
      ...ctx,
      data: { brokerUserId: application.userId, reason: input.reason },
    });
    await announce(deps, tx, updated);
    return getApplication(tx, application.id);
  });
}

/**
 * Reopens a rejected application: back to pending review (the decision and
 * its reason are cleared here and kept in the audit log), the broker record
 * back to pending, the applicant emailed that it is being reviewed again,
 * audited with the admin's id. Only a rejected application (409 otherwise),
 * under the same row lock as approve and reject, so racing decisions see
 * each other; 409 too when its MC number or email has since gone to another
 * open application.
 */
export async function reopenApplication(
  deps: MembershipDeps,
  input: { id: string; adminId: string },
  ctx: RequestContext,
): Promise<BrokerApplication> {
  return deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, input.id);
    if (!application) throw AppError.notFound('Application');
    if (application.status !== 'rejected') {
      throw new AppError(
        'conflict',
        `Only a rejected application can be reopened; this one is ${application.status}.`,
      );
    }
    await assertApplicationKeysFree(tx, application.mcNumber, application.email, application.userId);
    const updated = await updateApplication(tx, application.id, {
      status: 'pending',
      reviewedAt: null,
      reviewedBy: null,
      decisionReason: null,
    });
    if (await lockBroker(tx, application.userId)) {
      await setBrokerStatus(tx, application.userId, 'pending', null);
    }
    await deps.mail.enqueue(applicationReopenedEmail(application.email, application.firstName), tx);
    await recordAudit(tx, {
      action: 'broker.application_reopened',
      actorUserId: input.adminId,
      targetType: 'broker_application',
      targetId: application.id,
      ...ctx,
      data: { brokerUserId: application.userId, previousReason: application.decisionReason },
    });
    await announce(deps, tx, updated);
    return getApplication(tx, application.id);
  });
}

/** Queues the FMCSA check of a pending application again (e.g. after FMCSA was down). */
export async function recheckApplication(
  deps: MembershipDeps,
  input: { id: string; adminId: string },
  ctx: RequestContext,
): Promise<BrokerApplication> {
  return deps.db.transaction(async (tx) => {
    const application = await lockPending(tx, input.id);
    const reset = await updateApplication(tx, application.id, {
      verificationVerdict: 'pending',
      verificationReasons: [],
      verificationNote: null,
    });
    await queueVerification(deps, tx, reset);
    await recordAudit(tx, {
      action: 'broker.verification_rechecked',
      actorUserId: input.adminId,
      targetType: 'broker_application',
      targetId: application.id,
      ...ctx,
    });
    await deps.live.publish('admin', 'application.updated', { id: application.id }, tx);
    return getApplication(tx, application.id);
  });
}
