import { randomUUID } from 'node:crypto';
import type { SignUpData } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
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
import { replaceUnconfirmedSignUp } from './replace-unconfirmed-sign-up';
import { claimEmailSendOrThrow, sendEmailLink } from './send-email-link';
import { assertStrongPassword, parseEmail, parsePkce, parseSignUpData, type PkceInput } from './validate';

type SignUpPkce = ReturnType<typeof parsePkce>;

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
 * has an account gets the same answer, with a made-up user: a confirmed
 * account's owner is told by email to sign in, an unconfirmed account takes
 * this sign-up's password and link (signUpAgain). The response never
 * reveals who is a member.
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
      const outcome = await signUpAgain(tx, deps, existing, { encryptedPassword, redirectTo, pkce });
      await recordAudit(tx, {
        action: 'user.signup_existing_email',
        targetType: 'user',
        targetId: existing.id,
        ...ctx,
        data: { outcome },
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

/**
 * A sign-up for an address that already has an account (under its email
 * lock, with this sign-up's email already claimed from the throttle). A
 * confirmed account is left alone and its owner told to sign in. An
 * unconfirmed one takes this sign-up's password and gets a new link, which
 * voids every earlier one: whoever signed up before (perhaps someone else,
 * pre-registering the address) keeps no password, and after confirmation
 * exactly one password works, the one given with the sign-up whose link was
 * followed. When the throttle refuses the email (429), this never runs, so
 * the password changes only together with a new link.
 */
async function signUpAgain(
  tx: DbExecutor,
  deps: AuthDeps,
  existing: UserRow,
  next: { encryptedPassword: string; redirectTo: string; pkce: SignUpPkce },
): Promise<'existing_account_email' | 'password_replaced' | 'suspended'> {
  if (existing.emailConfirmedAt) {
    await deps.mail.enqueue(existingAccountEmail(existing.email, `${deps.config.publicUrl}/login`), tx);
    return 'existing_account_email';
  }
  if (existing.suspendedAt) return 'suspended';
  const user = await replaceUnconfirmedSignUp(tx, existing, next.encryptedPassword);
  await sendEmailLink(tx, deps, user, 'confirmation', next.redirectTo, next.pkce);
  return 'password_replaced';
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
