/** How a 32-byte key is written in settings and key files. */
export const ENCRYPTION_KEY_FORMAT =
  'must be 32 bytes written as 64 hex characters or in base64 (e.g. the output of `openssl rand -base64 32`)';

/** A 32-byte key written in hex or base64 (standard or URL-safe), or undefined when it is not one. */
export function parseEncryptionKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return undefined;
  const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : undefined;
}
