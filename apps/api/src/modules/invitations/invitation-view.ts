import type { BrokerTrucker, Invitation, InvitationLookup } from '@haulclub/shared';
import { invitationStatus } from './invitation-status';
import type { InvitationView } from './repository/invitation-view-repository';
import type { BrokerTruckerRow } from './repository/member-repository';

const HAULCLUB_TEAM = 'the HaulClub team';

function personName(view: InvitationView): string {
  return `${view.inviterFirstName ?? ''} ${view.inviterLastName ?? ''}`.trim() || view.inviterEmail;
}

/** Who the invitee is told invited them: the broker's company, or the HaulClub team for admins. */
export function inviterLabel(view: InvitationView): string {
  const { invitation } = view;
  if (invitation.brokerId && invitation.brokerId === invitation.invitedBy && view.brokerCompanyName) {
    return view.brokerCompanyName;
  }
  return view.inviterRole === 'admin' ? HAULCLUB_TEAM : personName(view);
}

/** An invitation as its sender or an admin sees it (never the code). */
export function toInvitation(view: InvitationView, now: Date = new Date()): Invitation {
  const row = view.invitation;
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    note: row.note,
    status: invitationStatus(row, now),
    invitedBy: { id: row.invitedBy, email: view.inviterEmail, name: personName(view) },
    broker:
      row.brokerId && view.brokerCompanyName !== null
        ? { id: row.brokerId, companyName: view.brokerCompanyName }
        : null,
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sendCount: row.sendCount,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the sign-up page may show about a usable invitation link. */
export function toInvitationLookup(view: InvitationView): InvitationLookup {
  const label = inviterLabel(view);
  return {
    kind: view.invitation.kind,
    email: view.invitation.email,
    invitedByName: label === HAULCLUB_TEAM ? 'The HaulClub team' : label,
    brokerCompanyName: view.brokerCompanyName,
    note: view.invitation.note,
    expiresAt: view.invitation.expiresAt.toISOString(),
  };
}

export function toBrokerTrucker(row: BrokerTruckerRow): BrokerTrucker {
  const homeBase = [row.homeBaseCity, row.homeBaseState].filter(Boolean).join(', ');
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    companyName: row.companyName,
    truckType: row.truckType,
    homeBase: homeBase || null,
    onboardingComplete: row.onboardingComplete ?? false,
    suspended: row.suspendedAt !== null,
    joinedAt: row.joinedAt.toISOString(),
  };
}
