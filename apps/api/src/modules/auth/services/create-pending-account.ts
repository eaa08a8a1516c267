import { randomUUID } from 'node:crypto';
import type { Role } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { AuthError } from '../auth-error';
import type { AuthDeps } from '../deps';
import { hashPassword } from '../passwords/hash-password';
import {
  findUserByEmail,
  insertIdentity,
  insertProfile,
  insertUser,
  lockEmail,
  type UserRow,
} from '../repository/user-repository';
import { sendEmailLink } from './send-email-link';
import { assertStrongPassword } from './validate';

export interface PendingAccountInput {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/** Checks the password policy as a data-API error (400 naming the password field). */
export function assertStrongPasswordField(password: string): void {
  try {
    assertStrongPassword(password);
  } catch (error) {
    if (error instanceof AuthError)
      throw AppError.validation([{ field: 'password', message: error.message }]);
    throw error;
  }
}

/** Hashes a password with the configured argon2 cost (do it before opening the transaction). */
export function hashAccountPassword(deps: AuthDeps, password: string): Promise<string> {
  return hashPassword(password, deps.config.auth.argon2);
}

/**
 * Creates an unconfirmed email/password account inside the caller's
 * transaction (e.g. with a broker application) and queues its confirmation
 * email. An email that already has an account is refused with a 409 naming
 * the field: the caller has asked to be told clearly.
 */
export async function createPendingAccount(
  tx: DbExecutor,
  deps: AuthDeps,
  input: PendingAccountInput & { encryptedPassword: string },
  ctx: RequestContext,
): Promise<UserRow> {
  await lockEmail(tx, input.email);
  if (await findUserByEmail(tx, input.email)) {
    throw new AppError('conflict', 'An account with this email already exists. Sign in instead.', {
      fieldErrors: [{ field: 'email', message: 'An account with this email already exists' }],
    });
  }
  const id = randomUUID();
  const user = await insertUser(tx, {
    id,
    email: input.email,
    encryptedPassword: input.encryptedPassword,
    role: input.role,
    rawUserMetaData: {
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      ...(input.companyName ? { company_name: input.companyName } : {}),
      email: input.email,
      email_verified: false,
      phone_verified: false,
      sub: id,
    },
    rawAppMetaData: { provider: 'email', providers: ['email'] },
  });
  await insertProfile(tx, {
    userId: id,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
  });
  await insertIdentity(tx, {
    userId: id,
    provider: 'email',
    providerId: id,
    identityData: { sub: id, email: input.email, email_verified: false, phone_verified: false },
  });
  const sent = await sendEmailLink(tx, deps, user, 'confirmation', deps.config.publicUrl, undefined);
  await recordAudit(tx, {
    action: 'user.signed_up',
    actorUserId: id,
    targetType: 'user',
    targetId: id,
    ...ctx,
    data: { role: input.role },
  });
  return sent;
}
