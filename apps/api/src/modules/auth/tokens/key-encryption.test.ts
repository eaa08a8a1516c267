import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config';
import { isSealed, openPrivateJwk, sealPrivateJwk } from './key-encryption';

const jwk = { kty: 'EC', crv: 'P-256', x: 'x-part', y: 'y-part', d: 'the-private-part', kid: 'k1' };

describe('signing keys at rest', () => {
  it('seals a private JWK as v1:<iv>.<tag>.<ciphertext> that does not contain it, and opens it again', () => {
    const key = randomBytes(32);
    const sealed = sealPrivateJwk(jwk, 'k1', key);
    expect(sealed).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('the-private-part');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(jwk)).toBe(false);
    expect(openPrivateJwk(sealed, 'k1', key)).toEqual(jwk);
    expect(sealPrivateJwk(jwk, 'k1', key)).not.toBe(sealed); // a fresh IV each time
  });

  it('passes a key from before encryption (a JSON object) through unchanged', () => {
    expect(openPrivateJwk(jwk, 'k1', randomBytes(32))).toEqual(jwk);
  });

  it('refuses a wrong key, a moved ciphertext and a tampered one with an error naming the setting', () => {
    const key = randomBytes(32);
    const sealed = sealPrivateJwk(jwk, 'k1', key);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    for (const [stored, kid, k] of [
      [sealed, 'k1', randomBytes(32)],
      [sealed, 'k2', key],
      [tampered, 'k1', key],
    ] as const) {
      const run = () => openPrivateJwk(stored, kid, k);
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(/AUTH_KEY_ENCRYPTION_KEY: does not decrypt signing key k[12]/);
    }
    expect(() => openPrivateJwk('v2:abc', 'k1', key)).toThrow(/unknown format/);
  });
});
