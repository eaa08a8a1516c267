import fp from 'fastify-plugin';
import type { InvitationDeps } from './deps';
import { invitationGate } from './invitation-gate';
import { adminInvitationRoutes } from './routes/admin-invitation-routes';
import { adminInviteRequestRoutes } from './routes/admin-invite-request-routes';
import { brokerInvitationRoutes } from './routes/broker-invitation-routes';
import { invitationRoutes } from './routes/invitation-routes';

/**
 * The invitations module: brokers invite truckers, admins invite either and
 * work the Get Invited queue; the sign-up gate makes an invitation the only
 * way in for truckers.
 */
export const invitationsPlugin = fp(
  async (app) => {
    const deps: InvitationDeps = { mail: app.mail, live: app.live, publicUrl: app.config.publicUrl };
    app.auth.setSignUpGate(invitationGate(app.live));
    await app.register(brokerInvitationRoutes, { deps });
    await app.register(invitationRoutes, { deps });
    await app.register(adminInvitationRoutes, { deps });
    await app.register(adminInviteRequestRoutes, { deps });
  },
  { name: 'invitations', dependencies: ['infrastructure', 'auth', 'mail'] },
);
