import type { AppConfig } from '../../config';

/** Where an email link may send the browser: redirect_to when its origin is allowed, else PUBLIC_URL. */
export function resolveRedirect(config: AppConfig, redirectTo: string | undefined): string {
  if (redirectTo) {
    try {
      const url = new URL(redirectTo);
      const allowed = [new URL(config.publicUrl).origin, ...config.auth.redirectOrigins];
      if (allowed.includes(url.origin)) return url.toString();
    } catch {
      // not a URL: fall back
    }
  }
  return config.publicUrl;
}

/** The GET /auth/v1/verify link put in confirmation and recovery emails. */
export function verifyLink(
  config: AppConfig,
  type: 'signup' | 'recovery',
  token: string,
  redirectTo: string,
): string {
  const url = new URL(`${config.publicUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}
