import type { Role } from '@haulclub/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface SessionUser {
  id: string;
  email: string;
}

export interface Session {
  user: SessionUser | null;
  role: Role | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * Starting identity. Sign-in (GoTrue-compatible auth) arrives in a later release; until then
   * nobody is signed in. Tests pass a user and role here to render the signed-in shell.
   */
  initialUser?: SessionUser | null;
  initialRole?: Role | null;
}

/** Holds who is signed in. The source of identity is swapped for real auth later; consumers keep useSession(). */
export function SessionProvider({ children, initialUser = null, initialRole = null }: SessionProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const [role, setRole] = useState<Role | null>(initialRole);

  const signOut = useCallback(async () => {
    setUser(null);
    setRole(null);
    return Promise.resolve();
  }, []);

  const value = useMemo<Session>(() => ({ user, role, loading: false, signOut }), [user, role, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
