import type { SignUpGate } from '../auth/index';
import type { LivePublisher } from './deps';
import { assertUsableForTrucker, findByCode } from './invitation-refusal';
import { acceptBrokerInvitation, acceptTruckerInvitation } from './services/accept-invitation';

/**
 * Who may create an account (registered with app.auth.setSignUpGate): a
 * trucker needs the code of a pending trucker invitation sent to the
 * sign-up email; a broker needs none (admins verify brokers), but a valid
 * broker invitation is consumed. `check` looks at the invitation only,
 * never at whether the email has an account, so it reveals no membership.
 * Refusals are InvitationRefusedError (403 on /auth/v1 and on /api).
 */
export function invitationGate(live: LivePublisher): SignUpGate {
  return {
    async check(db, { email, role, inviteCode }) {
      if (role !== 'trucker') return;
      assertUsableForTrucker(await findByCode(db, inviteCode, false), email);
    },

    async accept(tx, { email, role, inviteCode, userId }) {
      const input = { email, inviteCode, userId };
      if (role === 'trucker') await acceptTruckerInvitation(tx, live, input);
      else await acceptBrokerInvitation(tx, live, input);
    },
  };
}
