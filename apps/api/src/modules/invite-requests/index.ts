// The invite-requests module's public surface (the admin queue is handled by the invitations module).
export {
  findInviteRequestView,
  listInviteRequestViews,
  lockInviteRequest,
  markInviteRequestHandled,
  type InviteRequestRow,
  type InviteRequestStatus,
  type InviteRequestView,
} from './repository';
