import * as oidc from 'openid-client';
import type { AppConfig } from '../../../config';

export const GOOGLE_SCOPES = 'openid email profile';

/** What Google's verified ID token says about the person. */
export interface GoogleClaims {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  issuer: string;
}

type GoogleConfig = NonNullable<AppConfig['auth']['google']>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Google as an OpenID Connect provider (openid-client): discovered lazily on
 * first use and cached (a failed discovery is retried on the next sign-in).
 * The ID token's signature (issuer's JWKS), iss, aud, exp, nonce and our
 * PKCE verifier are all checked by openid-client.
 */
export class GoogleOidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly google: GoogleConfig,
    private readonly redirectUri: string,
  ) {}

  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.google.issuerUrl);
      this.configuration = oidc
        .discovery(
          issuer,
          this.google.clientId,
          this.google.clientSecret,
          undefined,
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          this.configuration = undefined;
          throw err;
        });
    }
    return this.configuration;
  }

  /** Google's authorization URL for one sign-in attempt. */
  async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    const config = await this.config();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: GOOGLE_SCOPES,
      state: input.state,
      nonce: input.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
  }

  /**
   * Exchanges the code from `callbackUrl` (our redirect URI with Google's
   * query) and returns the verified ID token's claims.
   */
  async exchange(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<GoogleClaims> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id_token in the token response');
    const verified = claims.email_verified;
    return {
      sub: claims.sub,
      email: str(claims.email),
      emailVerified: verified === true || verified === 'true',
      givenName: str(claims.given_name),
      familyName: str(claims.family_name),
      name: str(claims.name),
      picture: str(claims.picture),
      issuer: claims.iss,
    };
  }
}
