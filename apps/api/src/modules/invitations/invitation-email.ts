import type { OutgoingMail } from '../mail/index';
import { invitationLink } from './invitation-code';
import type { InvitationView } from './repository/invitation-view-repository';
import { inviterLabel } from './invitation-view';

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The invitation email: who invited them, their note, the sign-up link and when it expires. */
export function invitationEmail(view: InvitationView, code: string, publicUrl: string): OutgoingMail {
  const { invitation } = view;
  const inviter = inviterLabel(view);
  const role = invitation.kind === 'trucker' ? 'a trucker' : 'a broker';
  const forBroker =
    invitation.kind === 'trucker' && view.brokerCompanyName && inviter !== view.brokerCompanyName
      ? [`You will haul for ${view.brokerCompanyName}.`, '']
      : [];
  const action =
    invitation.kind === 'trucker'
      ? 'Create your account with this link:'
      : 'Apply as a broker with this link (brokers are verified before they can post loads):';
  return {
    to: invitation.email,
    subject: `${capitalize(inviter)} invited you to HaulClub`,
    text: [
      `${capitalize(inviter)} invited you to join HaulClub, the invite-only load board for short hauls, as ${role}.`,
      '',
      ...forBroker,
      ...(invitation.note ? [`Their note:`, invitation.note, ''] : []),
      action,
      invitationLink(publicUrl, invitation.kind, code),
      '',
      `The link works once, only for ${invitation.email}, and expires on ${EXPIRY_FORMAT.format(invitation.expiresAt)} UTC.`,
      'If you were not expecting this invitation, ignore this email.',
    ].join('\n'),
  };
}
