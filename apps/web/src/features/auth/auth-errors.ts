import { isAuthError } from '@supabase/auth-js';

/** The service's own message (e.g. "Invalid login credentials"), or a generic one. */
export function authErrorMessage(error: unknown): string {
  if (isAuthError(error) || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Which form field an auth-js error belongs to, when it is about one field. */
export function authErrorField(error: unknown): 'email' | 'password' | null {
  if (!isAuthError(error)) return null;
  switch (error.code) {
    case 'email_exists':
    case 'user_already_exists':
    case 'email_address_invalid':
    case 'email_not_confirmed':
      return 'email';
    case 'weak_password':
    case 'same_password':
      return 'password';
    default:
      return null;
  }
}
