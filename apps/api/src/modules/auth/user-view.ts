import type { IdentityRow, UserRow } from './repository/user-repository';

/** GoTrue's user object (what auth-js calls `User`). */
export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** app_metadata: provider(s) from the identities, and the HaulClub role from users.role (the one truth). */
export function appMetadata(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const providers = [...new Set(identities.map((i) => i.provider))];
  return {
    ...user.rawAppMetaData,
    provider: providers[0] ?? 'email',
    providers: providers.length > 0 ? providers : ['email'],
    role: user.role,
  };
}

/** user_metadata, with role pinned to the real role whatever was stored. */
export function userMetadata(user: UserRow): Record<string, unknown> {
  return { ...user.rawUserMetaData, role: user.role };
}

export function toGoTrueUser(user: UserRow, identities: IdentityRow[]): GoTrueUser {
  const view: GoTrueUser = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadata(user, identities),
    user_metadata: userMetadata(user),
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.providerId,
      user_id: i.userId,
      identity_data: i.identityData,
      provider: i.provider,
      last_sign_in_at: iso(i.lastSignInAt),
      created_at: i.createdAt.toISOString(),
      updated_at: i.updatedAt.toISOString(),
      email: user.email,
    })),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
  return JSON.parse(JSON.stringify(view)) as GoTrueUser;
}
