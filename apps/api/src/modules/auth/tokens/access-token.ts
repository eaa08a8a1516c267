import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
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
