import { z } from 'zod';

export const INVITE_REQUEST_LIMITS = { email: 254, name: 120, message: 2000 } as const;

/** The public "Get Invited by Dispatcher" form. */
export const createInviteRequestInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(INVITE_REQUEST_LIMITS.email, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  name: z.string().trim().max(INVITE_REQUEST_LIMITS.name, 'Name is too long').optional(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(
      INVITE_REQUEST_LIMITS.message,
      `Message must be at most ${INVITE_REQUEST_LIMITS.message} characters`,
    ),
});
export type CreateInviteRequestInput = z.infer<typeof createInviteRequestInput>;

export const inviteRequest = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string().nullable(),
  message: z.string(),
  status: z.enum(['new', 'invited', 'dismissed']),
  createdAt: z.string(),
});
export type InviteRequest = z.infer<typeof inviteRequest>;

export const createInviteRequestResponse = z.object({
  id: z.string().uuid(),
  status: z.literal('new'),
});
export type CreateInviteRequestResponse = z.infer<typeof createInviteRequestResponse>;
