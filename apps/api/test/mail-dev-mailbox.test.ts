import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REDACTED_BODY } from '../src/modules/mail/outbox-repository';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, freshIp, latestMail, signUp, uniqueEmail, verifyLinkIn } from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp(); // no SMTP_URL: the development outbox delivers
});
afterAll(async () => t?.close());

async function queueRow(to: string) {
  const r = await t.db.database.db.execute<{
    id: string;
    status: string;
    transport: string | null;
    subject: string;
    text_body: string;
    html_body: string | null;
    redacted_at: string | null;
  }>(sql`SELECT id, status, transport, subject, text_body, html_body, redacted_at
         FROM mail_outbox WHERE to_address = ${to} ORDER BY created_at DESC LIMIT 1`);
  return r.rows[0]!;
}

describe('the development outbox', () => {
  it('delivers into the dev mailbox, which still shows the link, while the queue row keeps no secret', async () => {
    const email = uniqueEmail('outbox');
    expect((await signUp(t.app, { email, role: 'broker' })).statusCode).toBe(200);
    await t.app.mail.flush();

    const row = await queueRow(email);
    expect(row).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      subject: 'Confirm your HaulClub account',
      text_body: REDACTED_BODY,
      html_body: null,
    });
    expect(row.redacted_at).not.toBeNull();

    // The recipient (demo mode) reads the message, link and all, at /dev/mailbox, and the link works.
    const message = await latestMail(t.app, email);
    expect(message.subject).toBe('Confirm your HaulClub account');
    const link = verifyLinkIn(message.text);
    expect(row.text_body).not.toContain(link.searchParams.get('token')!);
    const verified = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: freshIp(),
    });
    expect(verified.headers.location).toMatch(/access_token=/);
  });

  it('shows a message queued but not yet delivered as it is', async () => {
    const queued = await t.db.database.db.transaction(async (tx) => {
      // Not committed until the transaction ends, so the worker cannot take it before we look.
      const row = await t.app.mail.enqueue(
        { to: uniqueEmail('queued'), subject: 'Hello', text: 'code 1234' },
        tx,
      );
      await tx.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = ${row.id}`,
      );
      return row;
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${queued.id}` });
    expect(shown.json()).toMatchObject({ status: 'queued', text: 'code 1234' });
  });
});
