import { randomUUID } from 'node:crypto';
import { PROFILE_LIMITS } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { recordAudit } from '../../audit/index';
import { AuthError, authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { insertFlowState } from '../repository/flow-state-repository';
import {
  findUserByEmail,
  insertIdentity,
  insertProfile,
  insertUser,
  lockEmail,
  lockUser,
  updateUser,
  type UserRow,
} from '../repository/user-repository';
import { sessionResponse, startSession } from '../services/issue-session';
import { replaceUnconfirmedSignUp } from '../services/replace-unconfirmed-sign-up';
import { parseEmail } from '../services/validate';
import { hashToken, randomToken } from '../tokens/opaque-token';
import type { GoogleClaims, GoogleOidcClient } from './oidc-client';
import {
  findIdentity,
  lockOAuthState,
  markOAuthStateUsed,
  updateIdentity,
  type OAuthStateRow,
} from './oauth-state-repository';

export interface GoogleCallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/** Where to send the browser at the end of the callback (303). */
export interface CallbackRedirect {
  location: string;
}

interface Logger {
  warn(obj: unknown, msg: string): void;
}

const badState = (msg: string) => new AuthError(400, 'bad_oauth_state', msg);
const badCallback = (msg: string) => new AuthError(400, 'bad_oauth_callback', msg);

/** GoTrue's error fragment (what auth-js reads back as an AuthError). */
function withErrorFragment(
  redirectTo: string,
  error: { error: string; code: string; description: string },
): CallbackRedirect {
  const target = new URL(redirectTo);
  target.hash = new URLSearchParams({
    error: error.error,
    error_code: error.code,
    error_description: error.description,
  }).toString();
  return { location: target.toString() };
}

function fromAuthError(redirectTo: string, err: AuthError): CallbackRedirect {
  const kind = err.status >= 500 ? 'server_error' : err.status === 400 ? 'invalid_request' : 'access_denied';
  return withErrorFragment(redirectTo, { error: kind, code: err.code, description: err.message });
}

/**
 * Consumes the state: unknown → 400 (no redirect is known); already used or
 * expired → an error for its redirect_to. Marked used even when Google
 * reports an error, so a state never works twice.
 */
async function consumeState(
  deps: AuthDeps,
  state: string,
): Promise<{ row: OAuthStateRow; error?: AuthError }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOAuthState(tx, hashToken(state));
    if (!row) throw badState('OAuth callback with invalid state');
    const now = new Date();
    if (row.usedAt) return { row, error: badState('OAuth state has already been used') };
    await markOAuthStateUsed(tx, row.id, now);
    if (row.expiresAt <= now) return { row, error: badState('OAuth state has expired') };
    return { row };
  });
}

const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

function identityData(claims: GoogleClaims, email: string): Record<string, unknown> {
  return {
    iss: claims.issuer,
    sub: claims.sub,
    provider_id: claims.sub,
    email,
    email_verified: true,
    phone_verified: false,
    ...(claims.name ? { name: claims.name, full_name: claims.name } : {}),
    ...(claims.givenName ? { given_name: claims.givenName } : {}),
    ...(claims.familyName ? { family_name: claims.familyName } : {}),
    ...(claims.picture ? { picture: claims.picture, avatar_url: claims.picture } : {}),
  };
}

function withProvider(appMetaData: Record<string, unknown>, provider: string): Record<string, unknown> {
  const providers = Array.isArray(appMetaData.providers) ? (appMetaData.providers as unknown[]) : [];
  return {
    ...appMetaData,
    provider: appMetaData.provider ?? provider,
    providers: providers.includes(provider) ? providers : [...providers, provider],
  };
}

type Resolution = { user: UserRow; event: 'signed_in' | 'linked' | 'signed_up' };

/**
 * The account behind a verified Google identity: the one already linked to
 * it; else the account with the same email, which gets the identity linked
 * (and its email confirmed); else a new account with no password and no role.
 */
async function resolveUser(
  tx: DbExecutor,
  claims: GoogleClaims,
  email: string,
  ctx: RequestContext,
): Promise<Resolution> {
  const now = new Date();
  const data = identityData(claims, email);
  await lockEmail(tx, email);

  const identity = await findIdentity(tx, 'google', claims.sub);
  if (identity) {
    const user = await lockUser(tx, identity.userId);
    if (!user) throw badCallback('Linked account not found');
    if (user.suspendedAt) throw authErrors.userBanned();
    await updateIdentity(tx, identity.id, { identityData: data, lastSignInAt: now });
    return { user, event: 'signed_in' };
  }

  const existing = await findUserByEmail(tx, email);
  if (existing) {
    const user = await lockUser(tx, existing.id);
    if (!user) throw badCallback('Account not found');
    if (user.suspendedAt) throw authErrors.userBanned();
    // Someone may have signed up with this address and a password they know without ever
    // confirming it; Google has now proven who owns it, so that sign-up (its password and its
    // links) must not survive.
    const clearPassword = !user.emailConfirmedAt && user.encryptedPassword !== null;
    if (!user.emailConfirmedAt) await replaceUnconfirmedSignUp(tx, user, null);
    const linked = await updateUser(tx, user.id, {
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      rawUserMetaData: { ...user.rawUserMetaData, email_verified: true },
      rawAppMetaData: withProvider(user.rawAppMetaData, 'google'),
    });
    await insertIdentity(tx, {
      userId: user.id,
      provider: 'google',
      providerId: claims.sub,
      identityData: data,
      lastSignInAt: now,
    });
    await recordAudit(tx, {
      action: 'user.identity_linked',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ...ctx,
      data: { provider: 'google', emailConfirmed: !user.emailConfirmedAt, passwordCleared: clearPassword },
    });
    return { user: linked, event: 'linked' };
  }

  const id = randomUUID();
  const firstName = clip(claims.givenName, PROFILE_LIMITS.name);
  const lastName = clip(claims.familyName, PROFILE_LIMITS.name);
  const user = await insertUser(tx, {
    id,
    email,
    encryptedPassword: null,
    role: null,
    emailConfirmedAt: now,
    rawUserMetaData: { ...data, first_name: firstName, last_name: lastName },
    rawAppMetaData: { provider: 'google', providers: ['google'] },
  });
  await insertProfile(tx, { userId: id, firstName, lastName, role: null });
  await insertIdentity(tx, {
    userId: id,
    provider: 'google',
    providerId: claims.sub,
    identityData: data,
    lastSignInAt: now,
  });
  await recordAudit(tx, {
    action: 'user.signed_up',
    actorUserId: id,
    targetType: 'user',
    targetId: id,
    ...ctx,
    data: { provider: 'google', role: null },
  });
  return { user, event: 'signed_up' };
}

/**
 * GET /callback from Google: checks the state, exchanges the code (nonce,
 * PKCE and ID token signature checked), requires a verified email, finds,
 * links or creates the account and signs it in. Always answers a redirect to
 * the flow's redirect_to: tokens in the fragment (implicit flow), ?code= for
 * the client to exchange (PKCE flow), or an error fragment. Throws (400) only
 * when the state is missing or unknown, since then no redirect is known.
 */
export async function finishGoogleSignIn(
  deps: AuthDeps,
  google: GoogleOidcClient,
  query: GoogleCallbackQuery,
  callbackUrl: URL,
  ctx: RequestContext,
  log: Logger,
): Promise<CallbackRedirect> {
  if (!query.state) throw badCallback('OAuth state parameter missing');
  const { row, error } = await consumeState(deps, query.state);
  if (error) return fromAuthError(row.redirectTo, error);

  if (query.error) {
    const code = /^[a-z_]{1,64}$/.test(query.error) ? query.error : 'server_error';
    return withErrorFragment(row.redirectTo, {
      error: code,
      code,
      description: (query.error_description ?? 'Google sign-in was cancelled or refused').slice(0, 300),
    });
  }
  if (!query.code) return fromAuthError(row.redirectTo, badCallback('OAuth code parameter missing'));

  let claims: GoogleClaims;
  try {
    claims = await google.exchange(callbackUrl, {
      state: query.state,
      nonce: row.nonce,
      codeVerifier: row.codeVerifier,
    });
  } catch (err) {
    log.warn({ err }, 'google code exchange failed');
    return fromAuthError(row.redirectTo, badCallback('Unable to exchange external code'));
  }
  if (!claims.email || !claims.emailVerified) {
    return fromAuthError(
      row.redirectTo,
      new AuthError(
        400,
        'provider_email_needs_verification',
        'Your Google account has no verified email address',
      ),
    );
  }

  try {
    const email = parseEmail(claims.email);
    return await deps.db.transaction(async (tx) => {
      const { user, event } = await resolveUser(tx, claims, email, ctx);
      const now = new Date();
      const target = new URL(row.redirectTo);
      if (row.codeChallenge && row.codeChallengeMethod) {
        // PKCE flow: the client exchanges this code with its verifier at POST /token?grant_type=pkce.
        const code = randomToken();
        await insertFlowState(tx, {
          userId: user.id,
          codeChallenge: row.codeChallenge,
          codeChallengeMethod: row.codeChallengeMethod,
          authenticationMethod: 'oauth',
          providerType: 'google',
          authCodeHash: hashToken(code),
          authCodeIssuedAt: now,
        });
        target.searchParams.set('code', code);
        return { location: target.toString() };
      }
      const { session, refreshToken } = await startSession(tx, deps, user, 'oauth', ctx);
      const signedIn = await updateUser(tx, user.id, { lastSignInAt: now });
      await recordAudit(tx, {
        action: 'user.signed_in',
        actorUserId: user.id,
        targetType: 'session',
        targetId: session.id,
        ...ctx,
        data: { method: 'oauth', provider: 'google', event },
      });
      const s = await sessionResponse(tx, deps, signedIn, session, refreshToken);
      target.hash = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: s.token_type,
      }).toString();
      return { location: target.toString() };
    });
  } catch (err) {
    if (err instanceof AuthError) return fromAuthError(row.redirectTo, err);
    throw err;
  }
}
