import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, FAST_AUTH_ENV, usersOfEveryRole } from './helpers/auth';
import { createDatabase } from '../src/db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'dispatch@haulclub.test' } });
});
afterAll(async () => t?.close());

async function count(table: 'invite_requests' | 'mail_outbox'): Promise<number> {
  const r = await t.db.database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return r.rows[0]!.n;
}

function post(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/invite-requests', payload: payload as object });
}

describe('POST /api/invite-requests', () => {
  it('refuses a missing email with a 400 naming the field, storing and sending nothing', async () => {
    const before = [await count('invite_requests'), await count('mail_outbox')];
    const res = await post({ message: 'Please let me in' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'email' })]);
    expect([await count('invite_requests'), await count('mail_outbox')]).toEqual(before);
  });

  it('refuses a malformed email and an empty message, naming both', async () => {
    const before = [await count('invite_requests'), await count('mail_outbox')];
    const res = await post({ email: 'not-an-email', message: '   ' });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'message']);
    expect([await count('invite_requests'), await count('mail_outbox')]).toEqual(before);
  });

  it('stores a valid request and emails the contact address with the message', async () => {
    const res = await post({
      email: 'Rita.Owner@example.com',
      name: 'Rita',
      message: 'Owner-operator, hotshot, Dallas lanes.',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const rows = await t.db.database.db.execute<{ email: string; message: string; status: string }>(
      sql`SELECT email, message, status FROM invite_requests WHERE id = ${id}`,
    );
    expect(rows.rows[0]).toEqual({
      email: 'Rita.Owner@example.com',
      message: 'Owner-operator, hotshot, Dallas lanes.',
      status: 'new',
    });

    await t.app.mail.flush();
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=dispatch@haulclub.test' });
    const mail = list
      .json()
      .messages.find((m: { subject: string }) => m.subject.includes('Rita.Owner@example.com'));
    expect(mail).toMatchObject({ to: 'dispatch@haulclub.test', status: 'sent', transport: 'outbox' });
    const full = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${mail.id}` })).json();
    expect(full.text).toContain('Owner-operator, hotshot, Dallas lanes.');
    expect(full.replyTo).toBe('Rita.Owner@example.com');
  });

  it('treats a double submit as one request with one email', async () => {
    const payload = { email: 'twice@example.com', message: 'Clicked twice' };
    const before = await count('mail_outbox');
    const [a, b] = await Promise.all([post(payload), post(payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await post(payload);
    expect(again.json().id).toBe(a.json().id);
    expect(await count('mail_outbox')).toBe(before + 1);
  });

  it('limits requests per IP', async () => {
    const limited = await createTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 21; i++) {
        last = (
          await limited.app.inject({
            method: 'POST',
            url: '/api/invite-requests',
            payload: { email: `p${i}@example.com`, message: 'hi' },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('dev mailbox access', () => {
  it('is closed outside demo mode to anyone but admins', async () => {
    const demo = await createTestApp({ env: FAST_AUTH_ENV });
    const external = await createTestApp({
      db: { ...demo.db, database: createDatabase(demo.db.url) },
      env: FAST_AUTH_ENV,
      config: { demoMode: false },
    });
    try {
      const { tokens } = await usersOfEveryRole(demo);
      const read = (token?: string) =>
        external.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: token ? bearer(token) : {} });
      const anonymous = await read();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      expect((await read(tokens.trucker)).statusCode).toBe(403);
      expect((await read(tokens.broker)).statusCode).toBe(403);
      expect((await read(tokens.admin)).statusCode).toBe(200);
    } finally {
      await external.app.close();
      await external.db.database.close();
      await demo.close();
    }
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });
});
