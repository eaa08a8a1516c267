import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { AuthConfig } from '../../../config';
import { recordAudit } from '../../audit/index';
import { hashPassword } from '../passwords/hash-password';
import { notifySessionsChanged } from '../repository/session-repository';
import {
  findUserByEmail,
  insertIdentity,
  insertProfile,
  insertUser,
  lockEmail,
  setRole,
  updateUser,
} from '../repository/user-repository';
import { assertStrongPassword, parseEmail } from './validate';

export interface CreateAdminInput {
  email: string;
  /** Required for a new account; for an existing one, replaces the password when given. */
  password?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * Creates a confirmed admin, or promotes an existing account to admin (its
 * profile follows through the composite foreign key). Audited.
 */
export async function createAdmin(
  db: Db,
  argon2: AuthConfig['argon2'],
  input: CreateAdminInput,
): Promise<{ userId: string; created: boolean; previousRole: string | null }> {
  const email = parseEmail(input.email);
  if (input.password !== undefined) assertStrongPassword(input.password);
  const encryptedPassword =
    input.password !== undefined ? await hashPassword(input.password, argon2) : undefined;
  const ctx = { ip: null, userAgent: 'cli:admin:create' };

  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await updateUser(tx, existing.id, {
        role: 'admin',
        emailConfirmedAt: existing.emailConfirmedAt ?? new Date(),
        ...(encryptedPassword ? { encryptedPassword } : {}),
      });
      // A role-less (new Google) account's profile does not follow through the foreign key.
      if (existing.role === null) await setRole(tx, existing.id, 'admin');
      if (existing.role !== 'admin') {
        await notifySessionsChanged(tx, existing.id); // running servers' cached sessions carry the old role
        await recordAudit(tx, {
          action: 'user.role_changed',
          targetType: 'user',
          targetId: existing.id,
          ...ctx,
          data: { from: existing.role, to: 'admin' },
        });
      }
      await recordAudit(tx, {
        action: 'admin.created',
        targetType: 'user',
        targetId: existing.id,
        ...ctx,
        data: { promoted: true },
      });
      return { userId: existing.id, created: false, previousRole: existing.role };
    }
    if (!encryptedPassword) throw new Error('--password is required to create a new admin');
    const id = randomUUID();
    const firstName = input.firstName ?? 'Admin';
    const lastName = input.lastName ?? '';
    await insertUser(tx, {
      id,
      email,
      encryptedPassword,
      role: 'admin',
      emailConfirmedAt: new Date(),
      rawUserMetaData: { first_name: firstName, last_name: lastName, email, email_verified: true, sub: id },
      rawAppMetaData: { provider: 'email', providers: ['email'] },
    });
    await insertProfile(tx, { userId: id, firstName, lastName, role: 'admin', onboardingComplete: true });
    await insertIdentity(tx, {
      userId: id,
      provider: 'email',
      providerId: id,
      identityData: { sub: id, email, email_verified: true, phone_verified: false },
    });
    await recordAudit(tx, {
      action: 'admin.created',
      targetType: 'user',
      targetId: id,
      ...ctx,
      data: { promoted: false },
    });
    return { userId: id, created: true, previousRole: null };
  });
}
