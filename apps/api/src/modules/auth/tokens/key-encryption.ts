import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../../../config';

/**
 * Signing keys at rest: AES-256-GCM under AUTH_KEY_ENCRYPTION_KEY, stored as
 * `v1:<iv>.<tag>.<ciphertext>` (base64url) in place of the private JWK. The
 * key id is the additional authenticated data, so a sealed key cannot be moved
 * to another row. A JSON object in that column is a key from before encryption
 * (migrated at boot); the `v1:` prefix makes the two unambiguous.
 */
const VERSION = 'v1:';
const IV_BYTES = 12;

export type StoredPrivateKey = Record<string, unknown> | string;

export function isSealed(stored: StoredPrivateKey): stored is string {
  return typeof stored === 'string' && stored.startsWith(VERSION);
}

export function sealPrivateJwk(jwk: Record<string, unknown>, kid: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(kid));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
  return VERSION + parts.join('.');
}

/** The private JWK of `kid`; a wrong key is a configuration error that names the setting. */
export function openPrivateJwk(stored: StoredPrivateKey, kid: string, key: Buffer): Record<string, unknown> {
  if (typeof stored !== 'string') return stored;
  const [iv, tag, ciphertext] = stored.startsWith(VERSION) ? stored.slice(VERSION.length).split('.') : [];
  if (!iv || !tag || ciphertext === undefined) {
    throw new ConfigError([`signing key ${kid}: stored in an unknown format (expected ${VERSION}…)`]);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(kid));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ConfigError([
      `AUTH_KEY_ENCRYPTION_KEY: does not decrypt signing key ${kid} in the database; ` +
        'set the key the signing keys were encrypted with (see README, "Configuration")',
    ]);
  }
}
