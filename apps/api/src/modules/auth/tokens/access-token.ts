import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKeyStore } from './signing-key-store';
import { SIGNING_ALG } from './signing-keys';

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  session_id: string;
  role: string;
  aal: string;
  app_metadata: Record<string, unknown>;
}

export function issuerFor(publicUrl: string): string {
  return `${publicUrl}/auth/v1`;
}

/** Signs a GoTrue-shaped access token with the current ES256 key; the kid names the key in the JWKS. */
export async function signAccessToken(
  keys: SigningKeyStore,
  subject: AccessTokenSubject,
  options: { issuer: string; ttlSeconds: number; now?: number },
): Promise<{ token: string; expiresAt: number }> {
  const { kid, privateKey } = await keys.signer();
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const expiresAt = iat + options.ttlSeconds;
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    role: 'authenticated',
    aal: subject.aal,
    amr: subject.amr,
    session_id: subject.sessionId,
    is_anonymous: false,
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
  return { token, expiresAt };
}

/**
 * Verifies signature (ES256 only, active keys only), exp, iss and aud.
 * Returns undefined for any bad token; callers answer 401/403.
 */
export async function verifyAccessToken(
  keys: SigningKeyStore,
  token: string,
  issuer: string,
): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.verificationKey(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      {
        algorithms: [SIGNING_ALG],
        issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'session_id'],
      },
    );
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string') return undefined;
    return payload as AccessTokenClaims;
  } catch {
    return undefined;
  }
}

/** Enough for every signed-in caller of a busy process; the least recently used token goes first beyond it. */
const MAX_CACHED_TOKENS = 10_000;

interface VerifiedToken {
  claims: AccessTokenClaims;
  kid: string;
  expiresAtMs: number;
}

/**
 * Access tokens this process has verified (signature, issuer, audience), kept for their remaining life so a
 * caller's next requests skip the ES256 verification. Bounded (least recently used first out). A hit counts
 * only while its signing key is still active and the key store's knowledge of that is fresh: retiring a key
 * (in any process: the key store is invalidated by NOTIFY) refuses its tokens at once. Revocation of the
 * session itself is the session check's, which runs on every request after this.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(
    private readonly keys: SigningKeyStore,
    private readonly issuer: string,
    private readonly maxEntries = MAX_CACHED_TOKENS,
  ) {}

  async verify(token: string): Promise<AccessTokenClaims | undefined> {
    const hit = this.entries.get(token);
    if (hit) {
      if (hit.expiresAtMs > Date.now() && this.keys.verifiesNow(hit.kid)) {
        // Most recently used last: Maps iterate in insertion order.
        this.entries.delete(token);
        this.entries.set(token, hit);
        return hit.claims;
      }
      this.entries.delete(token);
    }
    const claims = await verifyAccessToken(this.keys, token, this.issuer);
    const kid = claims && tokenKid(token);
    if (claims && kid !== undefined && typeof claims.exp === 'number') {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(token, { claims, kid, expiresAtMs: claims.exp * 1000 });
    }
    return claims;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

function tokenKid(token: string): string | undefined {
  try {
    const kid = decodeProtectedHeader(token).kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}
