import type { CreateInviteRequestInput } from '@haulclub/shared';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/index';
import { findRecentDuplicate, insertInviteRequest, lockEmail, type InviteRequestRow } from './repository';

/** A repeat of the same request within this window is the same request (double submit, retry). */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;

export interface CreateInviteRequestDeps {
  db: Db;
  mail: MailService;
  contactEmail: string;
}

export interface RequestMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}

/**
 * Stores a "Get Invited" request and emails the company's contact address,
 * atomically: the email is queued in the same transaction. A double submit
 * returns the first request and sends nothing more.
 */
export async function createInviteRequest(
  deps: CreateInviteRequestDeps,
  input: CreateInviteRequestInput,
  meta: RequestMeta,
): Promise<{ request: InviteRequestRow; duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockEmail(tx, input.email);
    const existing = await findRecentDuplicate(tx, input.email, input.message, DUPLICATE_WINDOW_SECONDS);
    if (existing) return { request: existing, duplicate: true };

    const request = await insertInviteRequest(tx, {
      email: input.email,
      name: input.name || null,
      message: input.message,
      requesterIp: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    });
    const who = input.name ? `${input.name} <${input.email}>` : input.email;
    await deps.mail.enqueue(
      {
        to: deps.contactEmail,
        replyTo: input.email,
        subject: `Invitation request from ${input.email}`,
        text: [
          `${who} asked to join HaulClub through the Get Invited form.`,
          '',
          'Their message:',
          input.message,
          '',
          `Request id: ${request.id}`,
          `Received: ${request.createdAt.toISOString()}`,
        ].join('\n'),
      },
      tx,
    );
    return { request, duplicate: false };
  });
}
