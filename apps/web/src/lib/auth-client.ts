import { AuthClient, type GoTrueClient } from '@supabase/auth-js';

import { AUTH_STORAGE_KEY } from './session-hint';

export type AuthClientInstance = GoTrueClient;

/** The GoTrue-compatible auth API of the HaulClub server (same origin as the app). */
export function authUrl(origin: string = window.location.origin): string {
  return `${origin}/auth/v1`;
}

/** An absolute URL of this app, e.g. for email links (`emailRedirectTo`) and OAuth redirects. */
export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * auth-js with its defaults: implicit flow, the session persisted in localStorage, silent refresh,
 * and detectSessionInUrl, so email-confirmation and recovery links sign the user in.
 */
export function createBrowserAuthClient(): AuthClientInstance {
  return new AuthClient({ url: authUrl(), storageKey: AUTH_STORAGE_KEY });
}

let browserClient: AuthClientInstance | undefined;

/** The one auth client of the running app. */
export function getBrowserAuthClient(): AuthClientInstance {
  browserClient ??= createBrowserAuthClient();
  return browserClient;
}
