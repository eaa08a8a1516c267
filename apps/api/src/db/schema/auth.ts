import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt } from './columns';

/** Case-insensitive text (the citext extension, created in 0000). */
const json = () => jsonb().$type<Record<string, unknown>>().notNull().default({});

/**
 * People who can sign in. `role` is the one truth about what they may do;
 * profiles.role follows it. Null until chosen: a new Google account has no
 * role until its owner picks one (once) in onboarding.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: citext().notNull().unique('users_email_key'),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    encryptedPassword: text(),
    role: text({ enum: ['trucker', 'broker', 'admin'] }),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    confirmationSentAt: timestamp({ withTimezone: true }),
    recoverySentAt: timestamp({ withTimezone: true }),
    rawUserMetaData: json(),
    rawAppMetaData: json(),
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // Target of profiles' composite foreign key, which keeps profiles.role equal to users.role
    // (a null role is outside it: choosing the first role sets both rows in one transaction).
    unique('users_id_role_key').on(t.id, t.role),
    check('users_role_check', sql`${t.role} in ('trucker', 'broker', 'admin')`),
    // The few suspended accounts: every board read leaves out suspended brokers' loads with an
    // anti-join on this, instead of reading the whole users table per query.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
  ],
);

/**
 * What the web app shows about a person. The composite foreign key
 * (user_id, role) → users(id, role) ON UPDATE CASCADE means a role change on
 * the user is copied here, and a profile can never carry another role.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid().primaryKey(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    /** Null exactly while users.role is null (no role chosen yet). */
    role: text({ enum: ['trucker', 'broker', 'admin'] }),
    onboardingComplete: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'profiles_user_role_fkey',
      columns: [t.userId, t.role],
      foreignColumns: [users.id, users.role],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
  ],
);

/** How a user proves who they are: email + password, or Google (a later issue). */
export const identities = pgTable(
  'identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['email', 'google'] }).notNull(),
    providerId: text().notNull(),
    identityData: json(),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    unique('identities_provider_id_key').on(t.provider, t.providerId),
    index('identities_user_idx').on(t.userId),
    check('identities_provider_check', sql`${t.provider} in ('email', 'google')`),
  ],
);

/** One signed-in device. Ends when revoked (sign-out, reuse, password change) or after not_after. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text().notNull().default('aal1'),
    /** The sign-in method, for the amr claim: password, otp (email link), recovery, oauth. */
    amrMethod: text().notNull(),
    notAfter: timestamp({ withTimezone: true }).notNull(),
    refreshedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes and rotated on every use.
 * `successorSealed` holds the child token encrypted under a key derived from
 * this (parent) token, so a client that replays the parent within the reuse
 * interval can be handed the same child without storing any token in clear.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('refresh_tokens_token_hash_key'),
    parentId: uuid(),
    successorSealed: text(),
    /** Set when rotated (a child was issued) or revoked. */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * Email confirmation and recovery links, and reauthentication codes (the
 * nonce a password change may need): single use, stored hashed, with an
 * expiry. A code also counts its wrong guesses and dies after a few.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text({ enum: ['confirmation', 'recovery', 'reauthentication'] }).notNull(),
    tokenHash: text().notNull().unique('one_time_tokens_token_hash_key'),
    /** The PKCE flow the link was issued for, if any: verifying then answers ?code= instead of tokens. */
    flowStateId: uuid().references(() => flowStates.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    failedAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.tokenType),
    check(
      'one_time_tokens_type_check',
      sql`${t.tokenType} in ('confirmation', 'recovery', 'reauthentication')`,
    ),
  ],
);

/** PKCE flows (RFC 7636): the challenge from sign-up/recover and, once verified, a hashed auth code. */
export const flowStates = pgTable(
  'flow_states',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeChallenge: text().notNull(),
    codeChallengeMethod: text({ enum: ['s256', 'plain'] }).notNull(),
    /** email/signup, recovery, or oauth (Google, later). */
    authenticationMethod: text().notNull(),
    providerType: text().notNull().default('email'),
    authCodeHash: text().unique('flow_states_auth_code_hash_key'),
    authCodeIssuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('flow_states_method_check', sql`${t.codeChallengeMethod} in ('s256', 'plain')`)],
);

/**
 * Google sign-ins in progress (GET /authorize → GET /callback): the `state`
 * sent to Google (stored hashed; single use, expires after 10 minutes), the
 * nonce and our PKCE verifier towards Google, where to send the browser
 * afterwards, and the client's own PKCE challenge if it is using the PKCE flow.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ['google'] }).notNull(),
    stateHash: text().notNull().unique('oauth_states_state_hash_key'),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    redirectTo: text().notNull(),
    codeChallenge: text(),
    codeChallengeMethod: text({ enum: ['s256', 'plain'] }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expiresAt),
    check('oauth_states_provider_check', sql`${t.provider} in ('google')`),
    check(
      'oauth_states_challenge_check',
      sql`(${t.codeChallenge} is null) = (${t.codeChallengeMethod} is null) and (${t.codeChallengeMethod} is null or ${t.codeChallengeMethod} in ('s256', 'plain'))`,
    ),
  ],
);

/** ES256 keys that sign access tokens. The newest active key signs; active keys verify; retired ones do neither. */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: text().primaryKey(),
    algorithm: text().notNull().default('ES256'),
    /** The private JWK sealed with AUTH_KEY_ENCRYPTION_KEY (a `v1:…` string); a JSON object only before migration. */
    privateJwk: jsonb().$type<Record<string, unknown> | string>().notNull(),
    publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['active', 'retired'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('signing_keys_status_check', sql`${t.status} in ('active', 'retired')`)],
);

/**
 * When a confirmation, recovery or reauthentication email last went to an
 * address, keyed by the address whether or not an account exists, so
 * throttling reveals nothing.
 */
export const emailSendThrottle = pgTable(
  'email_send_throttle',
  {
    email: citext().notNull(),
    purpose: text({ enum: ['confirmation', 'recovery', 'reauthentication'] }).notNull(),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'email_send_throttle_pkey', columns: [t.email, t.purpose] })],
);

/** Append-only record of security-relevant events: who did what to what, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    ip: text(),
    userAgent: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
