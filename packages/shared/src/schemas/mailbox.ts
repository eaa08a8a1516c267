import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const mailSummary = z.object({
  id: z.string().uuid(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  transport: z.enum(['smtp', 'outbox']).nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummary>;

export const mailMessage = mailSummary.extend({
  text: z.string(),
  html: z.string().nullable(),
  replyTo: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessage>;

export const mailboxListQuery = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const mailboxListResponse = z.object({
  messages: z.array(mailSummary),
});
export type MailboxListResponse = z.infer<typeof mailboxListResponse>;
