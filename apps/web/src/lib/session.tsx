import { ROLES, type MeResponse, type Role } from '@haulclub/shared';
import type { Session as AuthSession } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { setAccessTokenSource } from './api-client';
import { liveClient } from './live';
import { getBrowserAuthClient, type AuthClientInstance } from './auth-client';
import { getMeQueryOptions } from './me';
import { useOnboardingRequiredRefresh } from './onboarding-required';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  /** The auth-js session (access and refresh token), null when signed out. */
  session: AuthSession | null;
  role: Role | null;
  /** GET /api/me of the signed-in user, once loaded. */
  profile: MeResponse | null;
  /** True until it is known who is signed in and with which role. */
  loading: boolean;
  /** The auth client, for the sign-in, sign-up and password screens. */
  auth: AuthClientInstance;
  /** Signs out; false (after a "Sign Out Error" toast) when the service refused. */
  signOut: () => Promise<boolean>;
  /** The user signed out (here or in another tab): guarded pages send them home, not to sign in. */
  signedOut: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Defaults to the app's auth-js client (`/auth/v1` on this origin). Tests pass their own. */
  client?: AuthClientInstance;
  /**
   * Test seam: a starting identity that holds until the client reports a sign-in or sign-out.
   * Leave undefined in the app, where the identity comes from the persisted auth-js session.
   */
  initialUser?: SessionUser | null;
  initialRole?: Role | null;
}

type Override = { user: SessionUser | null; role: Role | null };
type AuthState = {
  session: AuthSession | null;
  loading: boolean;
  override: Override | null;
  signedOut: boolean;
};

function asRole(value: unknown): Role | null {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as Role) : null;
}

/** Holds who is signed in (auth-js) and their role (GET /api/me). */
export function SessionProvider({ children, client, initialUser, initialRole = null }: SessionProviderProps) {
  const auth = useMemo(() => client ?? getBrowserAuthClient(), [client]);
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    initialUser !== undefined
      ? {
          session: null,
          loading: false,
          override: { user: initialUser, role: initialUser ? initialRole : null },
          signedOut: false,
        }
      : { session: null, loading: true, override: null, signedOut: false },
  );

  useEffect(() => {
    const tokenSource = async () => (await auth.getSession()).data.session?.access_token;
    setAccessTokenSource(tokenSource);
    liveClient.setAccessTokenSource(tokenSource);
    const { data } = auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_IN' || event === 'SIGNED_OUT' || event === 'TOKEN_REFRESHED') {
        // Outside auth-js's callback (it would deadlock): sign the live connection in or out.
        setTimeout(() => void liveClient.reauthenticate(), 0);
      }
      // Only set state here: calling auth-js from inside its own callback would deadlock.
      setState((current) => {
        if (event === 'INITIAL_SESSION' && current.override) return current;
        const signedOut = !session && (event === 'SIGNED_OUT' || current.signedOut);
        return { session, loading: false, override: null, signedOut };
      });
      if (event === 'SIGNED_OUT') queryClient.clear();
    });
    return () => {
      data.subscription.unsubscribe();
      setAccessTokenSource(undefined);
      liveClient.setAccessTokenSource(undefined);
    };
  }, [auth, queryClient]);

  useOnboardingRequiredRefresh(queryClient);
  const authUser = state.session?.user;
  const me = useQuery({ ...getMeQueryOptions(authUser?.id ?? ''), enabled: Boolean(authUser) });

  const signOut = useCallback(async () => {
    const { error } = await auth.signOut();
    if (error) {
      toast.error('Sign Out Error', { description: error.message });
      return false;
    }
    setState({ session: null, loading: false, override: null, signedOut: true });
    queryClient.clear();
    return true;
  }, [auth, queryClient]);

  const value = useMemo<SessionState>(() => {
    if (state.override) {
      return {
        ...state.override,
        session: null,
        profile: null,
        loading: false,
        auth,
        signOut,
        signedOut: false,
      };
    }
    const user = authUser ? { id: authUser.id, email: authUser.email ?? '' } : null;
    const profile = authUser ? (me.data ?? null) : null;
    // An unreadable profile falls back to the role the account was created with.
    const fallbackRole = me.isError
      ? asRole(authUser?.app_metadata.role ?? authUser?.user_metadata.role)
      : null;
    return {
      user,
      session: state.session,
      role: profile ? profile.role : fallbackRole,
      profile,
      loading: state.loading || (Boolean(authUser) && me.isPending),
      auth,
      signOut,
      signedOut: state.signedOut,
    };
  }, [state, authUser, me.data, me.isError, me.isPending, auth, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
