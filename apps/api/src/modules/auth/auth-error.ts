/** GoTrue's stable error codes that HaulClub answers with (see @supabase/auth-js lib/error-codes.ts). */
export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'weak_password'
  | 'same_password'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'invite_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_not_found'
  | 'session_expired'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'otp_expired'
  | 'bad_jwt'
  | 'no_authorization'
  | 'not_found'
  | 'provider_disabled'
  | 'bad_oauth_state'
  | 'bad_oauth_callback'
  | 'provider_email_needs_verification'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'unexpected_failure';

/**
 * An error of the /auth/v1 (GoTrue-compatible) API. Its message is what
 * auth-js shows the user, so it must be safe and must not reveal whether an
 * account exists.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: { weakPasswordReasons?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  validation: (msg: string) => new AuthError(400, 'validation_failed', msg),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (msg = 'User is banned') => new AuthError(400, 'user_banned', msg),
  weakPassword: (msg: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', msg, { weakPasswordReasons: reasons }),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  reauthenticationNeeded: () =>
    new AuthError(
      400,
      'reauthentication_needed',
      'Changing your password needs a recent sign-in. Request a code by email and enter it, or sign in again.',
    ),
  reauthenticationNotValid: () =>
    new AuthError(
      403,
      'reauthentication_not_valid',
      'This code is wrong, used or expired. Request a new code and enter it.',
    ),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  /** 401: the token's session has ended, so the token proves nothing (auth-js signs the client out). */
  sessionNotFound: () =>
    new AuthError(401, 'session_not_found', 'Session from session_id claim in JWT does not exist', {
      headers: { 'www-authenticate': 'Bearer' },
    }),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: () => new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  emailRateLimit: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
      { headers: { 'retry-after': String(retryAfterSeconds) } },
    ),
};
