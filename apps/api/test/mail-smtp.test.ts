import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that can be told to refuse messages. */
async function startSmtp(): Promise<{
  port: number;
  received: Received[];
  failNext: (n: number) => void;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    failNext: (n) => (failures = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_EMAIL: 'ops@haulclub.test',
      MAIL_FROM: 'HaulClub <no-reply@haulclub.test>',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function waitFor<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail over SMTP', () => {
  it('delivers a Get Invited request to the contact address over SMTP', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invite-requests',
      payload: { email: 'carrier@example.com', message: 'Flatbed out of Tulsa, 3 trucks' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes('carrier@example.com')));
    expect(mail.to).toEqual(['ops@haulclub.test']);
    expect(mail.from).toBe('no-reply@haulclub.test');
    expect(mail.raw).toContain('Flatbed out of Tulsa, 3 trucks');
    expect(mail.raw).toMatch(/Reply-To: carrier@example.com/i);
    // The worker records the outcome just after the SMTP server has accepted the message.
    const row = await waitFor(async () => {
      const r = await t.db.database.db.execute<{ status: string; transport: string | null }>(
        sql`SELECT status, transport FROM mail_outbox WHERE to_address = 'ops@haulclub.test' ORDER BY created_at DESC LIMIT 1`,
      );
      return r.rows[0]?.status === 'sent' ? r.rows[0] : undefined;
    });
    expect(row).toEqual({ status: 'sent', transport: 'smtp' });
  });

  it('keeps a message whose send failed and retries it until it is delivered', async () => {
    smtp.failNext(1);
    const queued = await t.app.mail.enqueue({
      to: 'retry@example.com',
      subject: 'Retry me',
      text: 'second time lucky',
    });
    await t.app.mail.flush();
    const afterFailure = await t.db.database.db.execute<{
      status: string;
      attempts: number;
      last_error: string | null;
    }>(sql`SELECT status, attempts, last_error FROM mail_outbox WHERE id = ${queued.id}`);
    expect(afterFailure.rows[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure.rows[0]!.last_error).toMatch(/temporarily unavailable/i);
    expect(smtp.received.some((m) => m.raw.includes('second time lucky'))).toBe(false);

    // Make the retry due now instead of after the back-off.
    await t.db.database.db.execute(
      sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${queued.id}`,
    );
    await t.app.mail.flush();
    await waitFor(() => smtp.received.find((m) => m.raw.includes('second time lucky')));
    const final = await t.db.database.db.execute<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM mail_outbox WHERE id = ${queued.id}`,
    );
    expect(final.rows[0]).toEqual({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed after the last attempt, without losing it', async () => {
    const limited = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_MAX_ATTEMPTS: '2' },
    });
    try {
      smtp.failNext(2);
      const queued = await limited.app.mail.enqueue({
        to: 'never@example.com',
        subject: 'Doomed',
        text: 'x',
      });
      await limited.app.mail.flush();
      await limited.db.database.db.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${queued.id}`,
      );
      await limited.app.mail.flush();
      const row = await limited.db.database.db.execute<{ status: string; attempts: number }>(
        sql`SELECT status, attempts FROM mail_outbox WHERE id = ${queued.id}`,
      );
      expect(row.rows[0]).toEqual({ status: 'failed', attempts: 2 });
    } finally {
      smtp.failNext(0);
      await limited.close();
    }
  });
});
