import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { AuthDeps } from '../deps';
import { SIGNING_KEYS_CHANNEL } from '../repository/signing-key-repository';
import { SESSIONS_CHANNEL } from '../repository/session-repository';
import { issuerFor, VerifiedTokenCache } from '../tokens/access-token';
import { resolveKeyEncryptionKey } from '../tokens/key-encryption-key';
import { SigningKeyStore } from '../tokens/signing-key-store';
import { retireSigningKey, rotateSigningKey, sealPlaintextSigningKeys } from '../tokens/signing-keys';
import type { Principal } from './principal';
import { SessionStateCache } from './session-state-cache';
import { openSignUpGate, type SignUpGate } from '../services/sign-up-gate';
import type { SuspensionListener } from '../services/set-suspension';

export interface AuthRuntime {
  deps: AuthDeps;
  keys: SigningKeyStore;
  /** Verified access tokens, for their remaining life (a retired key's tokens stop verifying at once). */
  tokens: VerifiedTokenCache;
  sessions: SessionStateCache;
  /** Makes a new signing key current; older keys keep verifying until retired. */
  rotateSigningKey(): Promise<string>;
  /** Stops `kid` from verifying, in every process (LISTEN/NOTIFY) and at once in this one. */
  retireSigningKey(kid: string): Promise<boolean>;
  /** Sets who may sign up (membership registers the invitation rules at boot). */
  setSignUpGate(gate: SignUpGate): void;
  /** Adds a listener run inside every suspend and reinstate transaction (the load board's, at boot). */
  onSuspensionChange(listener: SuspensionListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
    /** Verifies the Bearer access token and its session; sets and returns request.principal, or 401. */
    authenticate(request: FastifyRequest): Promise<Principal>;
    /** Verifies an access token and its live session (WebSocket auth); 401 AppError when it fails. */
    authenticateToken(token: string): Promise<Principal>;
  }
}

function unauthorized(detail: string): AppError {
  return new AppError('unauthorized', detail, { headers: { 'www-authenticate': 'Bearer' } });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Access tokens for the data API: ES256 JWTs verified against the active
 * keys in the database (keys and verified tokens cached in process), then the
 * session behind them (revoked? user suspended?), cached until a change
 * notification names its user (sign-out, revocation, suspension, new role) or
 * for at most AUTH_SESSION_CACHE_MS, and not at all while the LISTEN
 * connection that carries those notifications is down.
 */
export const authPlugin = fp(
  async (app) => {
    const { config } = app;
    const encryption = await resolveKeyEncryptionKey(config);
    if (encryption.file) {
      app.log.info(`signing keys are encrypted with the generated key in ${encryption.file}`);
    }
    const keys = new SigningKeyStore(app.database.db, encryption.key);
    const tokens = new VerifiedTokenCache(keys, issuerFor(config.publicUrl));
    const sessions = new SessionStateCache(app.database.db, config.auth.sessionCacheMs, undefined, {
      notified: () => app.listener.connected,
    });
    const deps: AuthDeps = {
      db: app.database.db,
      mail: app.mail,
      config,
      keys,
      signUpGate: openSignUpGate,
      suspensionListeners: [],
    };
    const forgetKeys = () => {
      keys.invalidate();
      tokens.clear();
    };
    await app.listener.listen(SIGNING_KEYS_CHANNEL, forgetKeys);
    // Notifications sent while the LISTEN connection was down are lost: forget everything they might concern.
    app.listener.onReconnect(() => {
      forgetKeys();
      sessions.invalidate();
    });
    app.addHook('onReady', async () => {
      const sealed = await sealPlaintextSigningKeys(app.database.db, encryption.key);
      if (sealed > 0) app.log.info({ sealed }, 'encrypted the plain-text signing keys at rest');
      await keys.signer(); // creates the first key on first boot; a wrong AUTH_KEY_ENCRYPTION_KEY fails here
    });

    app.decorate<AuthRuntime>('auth', {
      deps,
      keys,
      tokens,
      sessions,
      rotateSigningKey: async () => {
        const kid = await rotateSigningKey(app.database.db, encryption.key);
        forgetKeys();
        return kid;
      },
      retireSigningKey: async (kid) => {
        const retired = await retireSigningKey(app.database.db, kid);
        forgetKeys();
        return retired;
      },
      setSignUpGate: (gate) => {
        deps.signUpGate = gate;
      },
      onSuspensionChange: (listener) => {
        deps.suspensionListeners.push(listener);
      },
    });

    const authenticateToken = async (token: string): Promise<Principal> => {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized('Your sign-in is invalid or has expired. Sign in again.');
      const state = await sessions.get(claims.session_id);
      if (!state || !state.live || state.userId !== claims.sub) {
        throw unauthorized('Your session has ended. Sign in again.');
      }
      return {
        userId: state.userId,
        email: state.email,
        role: state.role,
        sessionId: claims.session_id,
        aal: state.aal,
        onboardingComplete: state.onboardingComplete,
      };
    };
    app.decorate('authenticateToken', authenticateToken);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Sign in to continue.');
      const principal = await authenticateToken(token);
      request.principal = principal;
      return principal;
    });
    // A process (this one or another) revoked a user's sessions, suspended them or changed their role:
    // forget that user's cached session states at once. An empty payload (none is sent today) forgets all.
    await app.listener.listen(SESSIONS_CHANNEL, (userId) => {
      if (userId) sessions.invalidateUser(userId);
      else sessions.invalidate();
    });
  },
  { name: 'auth', dependencies: ['infrastructure', 'mail', 'route-policy'] },
);
