// Access tokens for many seeded users at once, issued the way a password
// sign-in issues them (apps/api/src/modules/auth/services/issue-session.ts):
// one `sessions` row per user and an ES256 access token signed with the
// server's current signing key (read from the same database, unsealed with the
// key-encryption key in the server's DATA_DIR). No argon2 hash check and no
// HTTP round trip per user, so 10,000 tokens take seconds, not minutes; the
// server verifies them exactly as it verifies any other sign-in's tokens.
import type { AppConfig } from '../../../apps/api/src/config';
import { createDatabase } from '../../../apps/api/src/db/client';
import { resolveKeyEncryptionKey } from '../../../apps/api/src/modules/auth/tokens/key-encryption-key';
import { issuerFor, signAccessToken } from '../../../apps/api/src/modules/auth/tokens/access-token';
import { SigningKeyStore } from '../../../apps/api/src/modules/auth/tokens/signing-key-store';

const CHUNK = 2_000;

/** userId → access token, for every user in `userIds` (who must exist and be confirmed). */
export async function mintAccessTokens(
  connectionString: string,
  config: AppConfig,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const database = createDatabase(connectionString, { max: 2 });
  try {
    const { key } = await resolveKeyEncryptionKey(config);
    const keys = new SigningKeyStore(database.db, key);
    const issuer = issuerFor(config.publicUrl);
    const ttlSeconds = config.auth.accessTokenTtlSeconds;
    const tokens = new Map<string, string>();
    for (let offset = 0; offset < userIds.length; offset += CHUNK) {
      const chunk = userIds.slice(offset, offset + CHUNK);
      const { rows } = await database.pool.query<{
        session_id: string;
        user_id: string;
        aal: string;
        created_at: Date;
        email: string;
        role: string;
        app_meta: Record<string, unknown>;
        user_meta: Record<string, unknown>;
      }>(
        `WITH s AS (
           INSERT INTO sessions (user_id, amr_method, not_after, ip, user_agent)
           SELECT u, 'password', now() + make_interval(secs => $2), '127.0.0.1', 'haulclub-bench'
           FROM unnest($1::uuid[]) AS u
           RETURNING id, user_id, aal, created_at)
         SELECT s.id AS session_id, s.user_id, s.aal, s.created_at, u.email, u.role,
           u.raw_app_meta_data AS app_meta, u.raw_user_meta_data AS user_meta
         FROM s JOIN users u ON u.id = s.user_id`,
        [chunk, config.auth.sessionLifetimeSeconds],
      );
      if (rows.length !== chunk.length)
        throw new Error(`started ${rows.length} sessions for ${chunk.length} users`);
      for (const r of rows) {
        const { token } = await signAccessToken(
          keys,
          {
            userId: r.user_id,
            email: r.email,
            sessionId: r.session_id,
            aal: r.aal,
            amr: [{ method: 'password', timestamp: Math.floor(r.created_at.getTime() / 1000) }],
            // As appMetadata/userMetadata (user-view.ts) render them for a user with an email identity.
            appMetadata: { ...r.app_meta, provider: 'email', providers: ['email'], role: r.role },
            userMetadata: { ...r.user_meta, role: r.role },
          },
          { issuer, ttlSeconds },
        );
        tokens.set(r.user_id, token);
      }
    }
    return tokens;
  } finally {
    await database.close();
  }
}
