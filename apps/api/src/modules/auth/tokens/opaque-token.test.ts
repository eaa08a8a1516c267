import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, pkceMatches, randomToken, sealSuccessor, unsealSuccessor } from './opaque-token';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('seal a successor that only the parent token opens', () => {
    const parent = randomToken();
    const child = randomToken();
    const sealed = sealSuccessor(parent, child);
    expect(sealed).not.toContain(child);
    expect(unsealSuccessor(parent, sealed)).toBe(child);
    expect(unsealSuccessor(randomToken(), sealed)).toBeUndefined();
  });

  it('check PKCE verifiers (S256 and plain)', () => {
    const verifier = randomToken(48);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(pkceMatches(verifier, challenge, 's256')).toBe(true);
    expect(pkceMatches(randomToken(48), challenge, 's256')).toBe(false);
    expect(pkceMatches(verifier, verifier, 'plain')).toBe(true);
  });
});
