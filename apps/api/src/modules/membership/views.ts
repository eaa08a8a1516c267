import type { BrokerApplication, BrokerStatusResponse, FmcsaVerdict } from '@haulclub/shared';
import type { ApplicationRow, ApplicationWithPeople, BrokerRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An application as admins review it. */
export function toBrokerApplication(
  { application: a, reviewer }: ApplicationWithPeople,
  invitedBy: { id: string; email: string } | null = null,
): BrokerApplication {
  return {
    id: a.id,
    userId: a.userId,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    companyName: a.companyName,
    mcNumber: a.mcNumber,
    dotNumber: a.dotNumber,
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    experience: a.experience,
    source: a.source,
    status: a.status,
    verification: {
      verdict: a.verificationVerdict,
      reasons: a.verificationReasons,
      evidence: a.verificationEvidence ?? null,
      checkedAt: iso(a.verificationCheckedAt),
      attempts: a.verificationAttempts,
      note: a.verificationNote,
    },
    decisionReason: a.decisionReason,
    reviewedAt: iso(a.reviewedAt),
    reviewedBy: reviewer,
    invitedBy,
    createdAt: a.createdAt.toISOString(),
  };
}

/** GET /api/broker/me. */
export function toBrokerStatus(
  broker: BrokerRow | undefined,
  application: ApplicationRow | undefined,
): BrokerStatusResponse {
  return {
    registered: Boolean(broker),
    broker: broker
      ? {
          status: broker.status,
          companyName: broker.companyName,
          mcNumber: broker.mcNumber,
          dotNumber: broker.dotNumber,
          address: broker.address,
          city: broker.city,
          state: broker.state,
          zipCode: broker.zipCode,
          phone: broker.phone,
          verifiedAt: iso(broker.verifiedAt),
        }
      : null,
    application: application
      ? {
          id: application.id,
          status: application.status,
          verdict: application.verificationVerdict as FmcsaVerdict,
          decisionReason: application.decisionReason,
          createdAt: application.createdAt.toISOString(),
        }
      : null,
    canPost: broker?.status === 'verified',
  };
}
