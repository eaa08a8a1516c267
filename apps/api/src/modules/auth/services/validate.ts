import { emailAddress, type SignUpData, signUpData } from '@haulclub/shared';
import type { z } from 'zod';
import { AuthError, authErrors } from '../auth-error';
import { checkPasswordStrength } from '../passwords/password-policy';

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Normalised (trimmed, lower-cased) email, or 400 validation_failed. */
export function parseEmail(value: unknown): string {
  const parsed = emailAddress.safeParse(value);
  if (!parsed.success) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return parsed.data.toLowerCase();
}

export function parseSignUpData(value: unknown): SignUpData {
  const parsed = signUpData.safeParse(value ?? {});
  if (!parsed.success) throw authErrors.validation(firstIssue(parsed.error));
  return parsed.data;
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw authErrors.validation(firstIssue(parsed.error));
  return parsed.data;
}

/** 422 weak_password with GoTrue's reasons, for a password that is too short, too long or common. */
export function assertStrongPassword(password: string): void {
  const weakness = checkPasswordStrength(password);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
}

export interface PkceInput {
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
}

/** The PKCE challenge if the client sent one (auth-js sends nulls in the implicit flow). */
export function parsePkce(input: PkceInput): { challenge: string; method: 's256' | 'plain' } | undefined {
  if (!input.codeChallenge) return undefined;
  const method = (input.codeChallengeMethod ?? 'plain').toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw authErrors.validation('code_challenge_method: must be s256 or plain');
  }
  if (input.codeChallenge.length < 43 || input.codeChallenge.length > 128) {
    throw authErrors.validation('code_challenge: must be 43 to 128 characters');
  }
  return { challenge: input.codeChallenge, method };
}
