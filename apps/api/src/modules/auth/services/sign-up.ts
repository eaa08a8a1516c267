import { randomUUID } from 'node:crypto';
import type { SignUpData } from '@haulclub/shared';
import { recordAudit } from '../../audit/index';
import type { AuthDeps, RequestContext } from '../deps';
import { existingAccountEmail } from '../emails';
import { hashPassword } from '../passwords/hash-password';
import { resolveRedirect } from '../redirects';
import {
  findUserByEmail,
  insertIdentity,
  insertProfile,
  insertUser,
  listIdentities,
  lockEmail,
  type UserRow,
} from '../repository/user-repository';
import { toGoTrueUser, type GoTrueUser } from '../user-view';
import { claimEmailSendOrThrow, sendEmailLink } from './send-email-link';
import { assertStrongPassword, parseEmail, parsePkce, parseSignUpData, type PkceInput } from './validate';

export interface SignUpRequest extends PkceInput {
  email: unknown;
  password: string;
  data: unknown;
  redirectTo: string | undefined;
}

function userMetaData(data: SignUpData, email: string, id: string): Record<string, unknown> {
  return {
    first_name: data.first_name,
    last_name: data.last_name,
    role: data.role,
    ...(data.company_name ? { company_name: data.company_name } : {}),
    email,
    email_verified: false,
    phone_verified: false,
    sub: id,
  };
}

/**
 * Creates an unconfirmed account and emails a confirmation link (GoTrue with
 * autoconfirm off: answers the user, no session). An address that already
 * has an account gets the same answer, with a made-up user, and an email
 * telling its owner to sign in: the response never reveals who is a member.
 */
export async function signUp(deps: AuthDeps, input: SignUpRequest, ctx: RequestContext): Promise<GoTrueUser> {
  const email = parseEmail(input.email);
  const data = parseSignUpData(input.data);
  const gateInput = { email, role: data.role, inviteCode: data.invite_code };
  await deps.signUpGate.check(deps.db, gateInput);
  assertStrongPassword(input.password);
  const pkce = parsePkce(input);
  const redirectTo = resolveRedirect(deps.config, input.redirectTo);
  // Hash before looking anything up, so both paths cost the same.
  const encryptedPassword = await hashPassword(input.password, deps.config.auth.argon2);

  return deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    await claimEmailSendOrThrow(tx, deps, email, 'confirmation');
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (existing.emailConfirmedAt) {
        await deps.mail.enqueue(existingAccountEmail(existing.email, `${deps.config.publicUrl}/login`), tx);
      } else {
        await sendEmailLink(tx, deps, existing, 'confirmation', redirectTo, undefined);
      }
      await recordAudit(tx, {
        action: 'user.signup_existing_email',
        targetType: 'user',
        targetId: existing.id,
        ...ctx,
      });
      return obfuscatedUser(email, data);
    }

    const id = randomUUID();
    let user = await insertUser(tx, {
      id,
      email,
      encryptedPassword,
      role: data.role,
      rawUserMetaData: userMetaData(data, email, id),
      rawAppMetaData: { provider: 'email', providers: ['email'] },
    });
    await insertProfile(tx, {
      userId: id,
      firstName: data.first_name,
      lastName: data.last_name,
      role: data.role,
    });
    await insertIdentity(tx, {
      userId: id,
      provider: 'email',
      providerId: id,
      identityData: { sub: id, email, email_verified: false, phone_verified: false },
    });
    await deps.signUpGate.accept(tx, { ...gateInput, userId: id });
    user = await sendEmailLink(tx, deps, user, 'confirmation', redirectTo, pkce);
    await recordAudit(tx, {
      action: 'user.signed_up',
      actorUserId: id,
      targetType: 'user',
      targetId: id,
      ...ctx,
      data: { role: data.role },
    });
    return toGoTrueUser(user, await listIdentities(tx, id));
  });
}

/** What a new sign-up would answer, for an address that already has an account. */
function obfuscatedUser(email: string, data: SignUpData): GoTrueUser {
  const id = randomUUID();
  const now = new Date();
  const user: UserRow = {
    id,
    email,
    encryptedPassword: null,
    role: data.role,
    emailConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    rawUserMetaData: userMetaData(data, email, id),
    rawAppMetaData: { provider: 'email', providers: ['email'] },
    suspendedAt: null,
    suspendedReason: null,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return toGoTrueUser(user, [
    {
      id: randomUUID(),
      userId: id,
      provider: 'email',
      providerId: id,
      identityData: { sub: id, email, email_verified: false, phone_verified: false },
      lastSignInAt: null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
