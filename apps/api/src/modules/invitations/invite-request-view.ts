import type { AdminInviteRequest } from '@haulclub/shared';
import type { InviteRequestView } from '../invite-requests/index';

/** A Get Invited request as the admin queue shows it. */
export function toAdminInviteRequest({ request, handledByEmail }: InviteRequestView): AdminInviteRequest {
  return {
    id: request.id,
    email: request.email,
    name: request.name,
    message: request.message,
    status: request.status,
    invitationId: request.invitationId,
    handledBy:
      request.handledBy && handledByEmail !== null ? { id: request.handledBy, email: handledByEmail } : null,
    handledAt: request.handledAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
