import { z } from 'zod';

// Request shapes of the GoTrue endpoints as @supabase/auth-js sends them. Unknown
// keys (gotrue_meta_security, …) are stripped; the services validate the values.

const nullableString = z.string().nullish();

export const redirectQuery = z.object({ redirect_to: z.string().optional() });

export const signUpBody = z.object({
  email: z.string({ error: 'email is required' }),
  password: z.string({ error: 'password is required' }),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: nullableString,
  code_challenge_method: nullableString,
});

export const tokenQuery = z.object({ grant_type: z.string({ error: 'grant_type is required' }) });
export const tokenBody = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    refresh_token: z.string().optional(),
    auth_code: z.string().optional(),
    code_verifier: z.string().optional(),
  })
  .nullish();

export const verifyQuery = z.object({
  type: z.string().optional(),
  token: z.string().optional(),
  redirect_to: z.string().optional(),
});
export const verifyBody = z.object({
  type: z.string({ error: 'type is required' }),
  token: z.string().optional(),
  token_hash: z.string().optional(),
  email: z.string().optional(),
});

export const recoverBody = z.object({
  email: z.string({ error: 'email is required' }),
  code_challenge: nullableString,
  code_challenge_method: nullableString,
});

export const resendBody = recoverBody.extend({ type: z.string({ error: 'type is required' }) });

export const updateUserBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  nonce: z.string().optional(),
});

export const logoutQuery = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });
