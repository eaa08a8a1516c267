import { useSyncExternalStore } from 'react';

/** auth-js's localStorage key for the session (lib/auth-client.ts). */
export const AUTH_STORAGE_KEY = 'haulclub-auth';

/** A sign-in link's answer in the URL (auth-js tokens or error in the fragment, or a PKCE code): auth-js must read it. */
export function carriesAuthCallback({ hash, search }: Pick<Location, 'hash' | 'search'>): boolean {
  const fragment = new URLSearchParams(hash.slice(1));
  const query = new URLSearchParams(search);
  return ['access_token', 'error_description'].some((key) => fragment.has(key)) || query.has('code');
}

/**
 * Whether this browser may be signed in, without loading the auth client: auth-js keeps a session in
 * localStorage (it may have expired: the session code then finds out), or a sign-in link's answer is in the URL.
 */
export function mayHaveSession(): boolean {
  if (typeof window === 'undefined') return false;
  if (carriesAuthCallback(window.location)) return true;
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
  };
}

/** mayHaveSession(), kept current when another tab signs in or out. False at build time. */
export function useMayHaveSession(): boolean {
  return useSyncExternalStore(subscribe, mayHaveSession, () => false);
}
