import type { SignUpData } from '@haulclub/shared';

/**
 * The seam for who may create an account. Today anyone may sign up as a
 * trucker or broker (the role itself is validated by signUpData). A later
 * issue makes trucker sign-up require an invitation: check it here and throw
 * an AuthError (e.g. 403 invite_not_found) to refuse.
 */
export async function assertCanSignUp(_role: SignUpData['role'], _data: SignUpData): Promise<void> {}
