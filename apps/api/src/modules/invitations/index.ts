// The invitations module's public surface.
export { invitationsPlugin } from './plugin';
export { invitationGate } from './invitation-gate';
export { InvitationRefusedError } from './invitation-refusal';
export {
  acceptBrokerInvitation,
  acceptTruckerInvitation,
  type AcceptInvitationInput,
} from './services/accept-invitation';
export { createInvitationRecord, type InvitationRecordInput } from './services/create-invitation-record';
export { hashInvitationCode, invitationLink } from './invitation-code';
export { invitationStatus } from './invitation-status';
