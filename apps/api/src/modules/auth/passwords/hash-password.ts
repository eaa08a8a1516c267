import { hash, verify } from '@node-rs/argon2';
import type { AuthConfig } from '../../../config';

export type Argon2Cost = AuthConfig['argon2'];

/** argon2id (the library's default algorithm) with the library's default cost unless configured. */
export async function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password.normalize('NFKC'), { ...cost });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown user,
 * Google-only account) it still spends the same work, so timing does not tell
 * whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  cost: Argon2Cost,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-0f3c', cost);
    await verify(await dummyHash, password.normalize('NFKC')).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}
