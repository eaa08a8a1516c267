import * as oidc from 'openid-client';
import type { AuthDeps } from '../deps';
import { resolveRedirect } from '../redirects';
import { parsePkce, type PkceInput } from '../services/validate';
import { hashToken } from '../tokens/opaque-token';
import type { GoogleOidcClient } from './oidc-client';
import { insertOAuthState, purgeOAuthStates } from './oauth-state-repository';

/** How long the browser has to come back from Google. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export interface StartGoogleSignInRequest extends PkceInput {
  redirectTo: string | undefined;
}

/**
 * GET /authorize?provider=google: stores a single-use state (hashed) with
 * the nonce, our PKCE verifier towards Google, the (allow-listed) redirect_to
 * and the client's own PKCE challenge, and returns Google's URL to go to.
 */
export async function startGoogleSignIn(
  deps: AuthDeps,
  google: GoogleOidcClient,
  input: StartGoogleSignInRequest,
): Promise<URL> {
  const pkce = parsePkce(input);
  const redirectTo = resolveRedirect(deps.config, input.redirectTo);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // Discover Google before storing anything, so an unreachable issuer leaves no rows behind.
  const url = await google.authorizationUrl({ state, nonce, codeVerifier });
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await purgeOAuthStates(tx, now);
    await insertOAuthState(tx, {
      provider: 'google',
      stateHash: hashToken(state),
      nonce,
      codeVerifier,
      redirectTo,
      codeChallenge: pkce?.challenge ?? null,
      codeChallengeMethod: pkce?.method ?? null,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    });
  });
  return url;
}
