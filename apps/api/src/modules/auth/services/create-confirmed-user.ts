import { randomUUID } from 'node:crypto';
import type { Role } from '@haulclub/shared';
import type { AuthConfig } from '../../../config';
import type { DbExecutor } from '../../../db/client';
import { hashPassword } from '../passwords/hash-password';
import {
  findUserByEmail,
  insertIdentity,
  insertProfile,
  insertUser,
  lockEmail,
} from '../repository/user-repository';
import { assertStrongPassword, parseEmail } from './validate';

export interface ConfirmedUserInput {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  companyName?: string;
  onboardingComplete?: boolean;
}

/**
 * Creates an email/password account that is already confirmed (demo seed,
 * test factories). Returns the existing user's id instead when the email is
 * taken, so seeding is idempotent.
 */
export async function createConfirmedUser(
  db: DbExecutor,
  argon2: AuthConfig['argon2'],
  input: ConfirmedUserInput,
): Promise<{ userId: string; created: boolean }> {
  const email = parseEmail(input.email);
  assertStrongPassword(input.password);
  await lockEmail(db, email);
  const existing = await findUserByEmail(db, email);
  if (existing) return { userId: existing.id, created: false };

  const id = randomUUID();
  await insertUser(db, {
    id,
    email,
    encryptedPassword: await hashPassword(input.password, argon2),
    role: input.role,
    emailConfirmedAt: new Date(),
    rawUserMetaData: {
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      ...(input.companyName ? { company_name: input.companyName } : {}),
      email,
      email_verified: true,
      sub: id,
    },
    rawAppMetaData: { provider: 'email', providers: ['email'] },
  });
  await insertProfile(db, {
    userId: id,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    onboardingComplete: input.onboardingComplete ?? false,
  });
  await insertIdentity(db, {
    userId: id,
    provider: 'email',
    providerId: id,
    identityData: { sub: id, email, email_verified: true, phone_verified: false },
  });
  return { userId: id, created: true };
}
