import type { SignupRole } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';

export interface SignUpGateInput {
  email: string;
  role: SignupRole;
  /** The invitation code sent with the sign-up (metadata invite_code), if any. */
  inviteCode: string | undefined;
}

/**
 * Who may create an account, decided outside the auth module (membership
 * registers the invitation rules). `check` runs before anything is written
 * and refuses by throwing (an AuthError on /auth/v1, an AppError elsewhere);
 * `accept` runs inside the account-creating transaction once the user and
 * profile rows exist (e.g. consumes the invitation, creates the trucker row)
 * and may throw to roll the whole sign-up back.
 */
export interface SignUpGate {
  check(db: DbExecutor, input: SignUpGateInput): Promise<void>;
  accept(tx: DbExecutor, input: SignUpGateInput & { userId: string }): Promise<void>;
}

/** Until a gate is registered: anyone may sign up as trucker or broker. */
export const openSignUpGate: SignUpGate = {
  check: async () => undefined,
  accept: async () => undefined,
};
