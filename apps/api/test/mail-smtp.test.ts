import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { FAST_AUTH_ENV, freshIp, signUp, uniqueEmail } from './helpers/auth';

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
      ...FAST_AUTH_ENV,
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

type OutboxRecord = {
  status: string;
  subject: string;
  to_address: string;
  text_body: string;
  html_body: string | null;
  redacted_at: string | null;
};

/** A message's status and how many attempts it has had. */
async function attemptOf(app: TestApp, id: string): Promise<{ status: string; attempts: number }> {
  const r = await app.db.database.db.execute<{ status: string; attempts: number }>(
    sql`SELECT status, attempts FROM mail_outbox WHERE id = ${id}`,
  );
  return r.rows[0]!;
}

async function outboxRow(app: TestApp, id: string): Promise<OutboxRecord> {
  const r = await app.db.database.db.execute<OutboxRecord>(
    sql`SELECT status, subject, to_address, text_body, html_body, redacted_at FROM mail_outbox WHERE id = ${id}`,
  );
  return r.rows[0]!;
}

/** The message as the SMTP server got it, with quoted-printable soft breaks and =3D undone. */
function plain(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

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

  it('removes the confirmation link from the queue once the message is sent, keeping subject and record', async () => {
    const email = uniqueEmail('smtp-signup');
    const res = await signUp(t.app, { email, role: 'broker' });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
    const token = /\/auth\/v1\/verify\?token=([\w-]+)/.exec(plain(mail.raw))?.[1];
    expect(token).toBeTruthy();

    const id = await waitFor(async () => {
      const r = await t.db.database.db.execute<{ id: string; status: string }>(
        sql`SELECT id, status FROM mail_outbox WHERE to_address = ${email}`,
      );
      return r.rows[0]?.status === 'sent' ? r.rows[0].id : undefined;
    });
    const row = await outboxRow(t, id);
    expect(row).toMatchObject({ status: 'sent', subject: 'Confirm your HaulClub account', html_body: null });
    expect(row.redacted_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(token!);
    expect(row.text_body).not.toMatch(/verify\?token/);
    // The link still works: only the stored copy of the message is gone.
    const verify = await t.app.inject({
      method: 'GET',
      url: `/auth/v1/verify?token=${token!}&type=signup`,
      remoteAddress: freshIp(),
    });
    expect(verify.headers.location).toMatch(/access_token=/);
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
        text: 'Your code is 493027 and your link https://haulclub.test/auth/v1/verify?token=doomed-secret',
        html: '<p>Your code is 493027</p>',
      });
      await limited.app.mail.flush();
      // Whoever made the attempt (flush, or the app's own worker woken by the enqueue: then flush waits
      // for the drain after it), flush resolves once it is recorded.
      expect(await attemptOf(limited, queued.id)).toEqual({ status: 'queued', attempts: 1 });
      // Still to be retried: the body stays until the last attempt.
      expect(await outboxRow(limited, queued.id)).toMatchObject({
        status: 'queued',
        html_body: expect.any(String),
      });
      expect((await outboxRow(limited, queued.id)).text_body).toContain('doomed-secret');
      await limited.db.database.db.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ${queued.id}`,
      );
      await limited.app.mail.flush();
      expect(await attemptOf(limited, queued.id)).toEqual({ status: 'failed', attempts: 2 });
      const failed = await outboxRow(limited, queued.id);
      expect(failed).toMatchObject({ subject: 'Doomed', to_address: 'never@example.com', html_body: null });
      expect(failed.redacted_at).not.toBeNull();
      expect(JSON.stringify(failed)).not.toMatch(/493027|doomed-secret/);
    } finally {
      smtp.failNext(0);
      await limited.close();
    }
  });
});
