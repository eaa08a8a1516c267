import { z } from 'zod';
import { ROLES, SIGNUP_ROLES } from '../domain/roles';

/** Password bounds: at least 8 characters, at most 128 (NIST SP 800-63B asks for ≥ 64 allowed). */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
export const PROFILE_LIMITS = { name: 80, companyName: 160, email: 254 } as const;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PROFILE_LIMITS.name, `${label} is too long`);

/**
 * The metadata sent with a sign-up (auth-js `options.data`). Only trucker and
 * broker can be chosen; a broker names their company.
 */
export const signUpData = z
  .object({
    first_name: name('First name'),
    last_name: name('Last name'),
    role: z.enum(SIGNUP_ROLES, { error: 'Choose trucker or broker' }),
    company_name: z.string().trim().max(PROFILE_LIMITS.companyName, 'Company name is too long').optional(),
    /** The code of the invitation link; required for truckers (checked on the server). */
    invite_code: z.string().trim().max(200).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.role === 'broker' && !data.company_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['company_name'],
        message: 'Company name is required for brokers',
      });
    }
  });
export type SignUpData = z.infer<typeof signUpData>;

export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(PROFILE_LIMITS.email, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_LIMITS.min, `Password should be at least ${PASSWORD_LIMITS.min} characters`)
  .max(PASSWORD_LIMITS.max, `Password should be at most ${PASSWORD_LIMITS.max} characters`);

/** The sign-up form (the web app sends it as auth-js signUp({ email, password, options: { data } })). */
export const signUpInput = z.object({ email: emailAddress, password, data: signUpData });
export type SignUpInput = z.infer<typeof signUpInput>;

/** Profile fields a signed-in user may change through auth-js updateUser({ data }). Role is not one of them. */
export const updateUserData = z.object({
  first_name: name('First name').optional(),
  last_name: name('Last name').optional(),
  company_name: z.string().trim().max(PROFILE_LIMITS.companyName, 'Company name is too long').optional(),
});
export type UpdateUserData = z.infer<typeof updateUserData>;

/**
 * GET /api/me: who is signed in, as the web app needs it for routing. `role`
 * is null for a new Google account that has not chosen one yet (onboarding
 * shows the role chooser, which calls POST /api/me/role).
 */
export const meResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  onboardingComplete: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** POST /api/me/role: a role-less account chooses its role, once. Admin is never self-assigned. */
export const chooseRoleInput = z.object({
  role: z.enum(SIGNUP_ROLES, { error: 'Choose trucker or broker' }),
  /** Required to become a trucker: the code of a trucker invitation sent to this account's email. */
  invite_code: z.string().trim().max(200).optional(),
});
export type ChooseRoleInput = z.infer<typeof chooseRoleInput>;
