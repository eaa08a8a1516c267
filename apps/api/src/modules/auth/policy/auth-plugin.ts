import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { AuthDeps } from '../deps';
import { SIGNING_KEYS_CHANNEL } from '../repository/signing-key-repository';
import { SESSIONS_CHANNEL } from '../repository/session-repository';
import { issuerFor, verifyAccessToken } from '../tokens/access-token';
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
 * keys in the database (cached in process), then the session behind them
 * (revoked? user suspended? cached for at most AUTH_SESSION_CACHE_MS).
 */
export const authPlugin = fp(
  async (app) => {
    const { config } = app;
    const encryption = await resolveKeyEncryptionKey(config);
    if (encryption.file) {
      app.log.info(`signing keys are encrypted with the generated key in ${encryption.file}`);
    }
    const keys = new SigningKeyStore(app.database.db, encryption.key);
    const sessions = new SessionStateCache(app.database.db, config.auth.sessionCacheMs);
    const deps: AuthDeps = {
      db: app.database.db,
      mail: app.mail,
      config,
      keys,
      signUpGate: openSignUpGate,
      suspensionListeners: [],
    };
    await app.listener.listen(SIGNING_KEYS_CHANNEL, () => keys.invalidate());
    app.addHook('onReady', async () => {
      const sealed = await sealPlaintextSigningKeys(app.database.db, encryption.key);
      if (sealed > 0) app.log.info({ sealed }, 'encrypted the plain-text signing keys at rest');
      await keys.signer(); // creates the first key on first boot; a wrong AUTH_KEY_ENCRYPTION_KEY fails here
    });

    app.decorate<AuthRuntime>('auth', {
      deps,
      keys,
      sessions,
      rotateSigningKey: async () => {
        const kid = await rotateSigningKey(app.database.db, encryption.key);
        keys.invalidate();
        return kid;
      },
      retireSigningKey: async (kid) => {
        const retired = await retireSigningKey(app.database.db, kid);
        keys.invalidate();
        return retired;
      },
      setSignUpGate: (gate) => {
        deps.signUpGate = gate;
      },
      onSuspensionChange: (listener) => {
        deps.suspensionListeners.push(listener);
      },
    });

    const issuer = issuerFor(config.publicUrl);
    const authenticateToken = async (token: string): Promise<Principal> => {
      const claims = await verifyAccessToken(keys, token, issuer);
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
    // Another process suspended a user or revoked sessions: forget cached session states at once.
    await app.listener.listen(SESSIONS_CHANNEL, () => sessions.invalidate());
  },
  { name: 'auth', dependencies: ['infrastructure', 'mail', 'route-policy'] },
);
