import { emailAddress, password } from '@haulclub/shared';
import { z } from 'zod';

/** Sign-in asks only that both fields are there; the service judges the password. */
export const signInForm = z.object({
  email: emailAddress,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const resetPasswordForm = z.object({ email: emailAddress });

export const updatePasswordForm = z
  .object({
    password,
    confirm: z.string(),
    /** The emailed reauthentication code, when the server asks for one. */
    nonce: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{6}$/.test(value), 'Enter the 6-digit code from the email'),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });
