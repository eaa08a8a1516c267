import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  latestMail,
  mailCount,
  signUp,
  uniqueEmail,
} from './helpers/auth';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  inviteLinkIn,
  type TestAccount,
} from './helpers/membership';

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount & { companyName: string };
const events: LiveEvent[] = [];

beforeAll(async () => {
  t = await createAuthTestApp();
  t.app.live.subscribe((event) => events.push(event));
  [admin, broker] = await Promise.all([
    createAdminAccount(t),
    createVerifiedBroker(t, { companyName: 'Panhandle Power Only' }),
  ]);
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;

function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
}

async function getInvited(email = uniqueEmail('requester')): Promise<{ id: string; email: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invite-requests',
    payload: { email, name: 'Rita', message: 'Owner-operator, hotshot, Dallas lanes.' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id, email };
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('POST /api/admin/invitations', () => {
  it('invites a broker to /apply, from the HaulClub team', async () => {
    const email = uniqueEmail('future-broker');
    const res = await adminCall('POST', '/api/admin/invitations', {
      email,
      kind: 'broker',
      note: 'Welcome aboard',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'broker', email, broker: null, status: 'pending' });
    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe('The HaulClub team invited you to HaulClub');
    expect(mail.text).toContain('Welcome aboard');
    const { url } = inviteLinkIn(mail.text);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/apply`);
  });

  it('invites a trucker for a verified broker, who becomes their broker on sign-up', async () => {
    const email = uniqueEmail('for-broker');
    const res = await adminCall('POST', '/api/admin/invitations', {
      email,
      kind: 'trucker',
      brokerId: broker.userId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().broker).toEqual({ id: broker.userId, companyName: 'Panhandle Power Only' });
    const mail = await latestMail(t.app, email);
    expect(mail.text).toContain('You will haul for Panhandle Power Only.');
    const { code } = inviteLinkIn(mail.text);
    const joined = await signUp(t.app, { email, inviteCode: code });
    expect(joined.statusCode).toBe(200);
    const row = await db().execute<{ broker_id: string }>(
      sql`SELECT broker_id FROM truckers WHERE user_id = ${joined.json().id}`,
    );
    expect(row.rows).toEqual([{ broker_id: broker.userId }]);
  });

  it('invites a trucker without a broker', async () => {
    const email = uniqueEmail('independent');
    const res = await adminCall('POST', '/api/admin/invitations', { email, kind: 'trucker' });
    expect(res.statusCode).toBe(201);
    const joined = await signUp(t.app, {
      email,
      inviteCode: inviteLinkIn((await latestMail(t.app, email)).text).code,
    });
    const row = await db().execute<{ broker_id: string | null }>(
      sql`SELECT broker_id FROM truckers WHERE user_id = ${joined.json().id}`,
    );
    expect(row.rows).toEqual([{ broker_id: null }]);
  });

  it('refuses an unverified or unknown broker, and a broker on a broker invitation, naming brokerId', async () => {
    const pending = await createBroker(t, { status: 'pending' });
    for (const payload of [
      { kind: 'trucker', brokerId: pending.userId },
      { kind: 'trucker', brokerId: '00000000-0000-4000-8000-000000000000' },
      { kind: 'broker', brokerId: broker.userId },
    ]) {
      const email = uniqueEmail('bad-broker');
      const res = await adminCall('POST', '/api/admin/invitations', { email, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'brokerId' })]);
      expect(await mailCount(t.app, email)).toBe(0);
    }
  });

  it('refuses a second pending invitation to an address, whoever sent the first', async () => {
    const email = uniqueEmail('taken');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/broker/invitations',
      headers: bearer(broker.token),
      payload: { email },
    });
    expect(first.statusCode).toBe(201);
    const res = await adminCall('POST', '/api/admin/invitations', { email, kind: 'trucker' });
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /api/admin/invitations and /api/admin/brokers/options', () => {
  it('lists every invitation newest first, and only verified brokers as options', async () => {
    const email = uniqueEmail('listed');
    const created = await adminCall('POST', '/api/admin/invitations', { email, kind: 'trucker' });
    const list = await adminCall('GET', '/api/admin/invitations');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id: created.json().id, invitedBy: { id: admin.userId } });

    const pending = await createBroker(t, { status: 'pending' });
    const options = await adminCall('GET', '/api/admin/brokers/options');
    expect(options.statusCode).toBe(200);
    const ids = options.json().items.map((o: { id: string }) => o.id);
    expect(ids).toContain(broker.userId);
    expect(ids).not.toContain(pending.userId);
    expect(options.json().items.find((o: { id: string }) => o.id === broker.userId)).toEqual({
      id: broker.userId,
      companyName: 'Panhandle Power Only',
      mcNumber: expect.stringMatching(/^\d+$/),
    });
  });
});

describe('the Get Invited queue', () => {
  it('lists new requests; one click invites the requester and marks the request invited', async () => {
    const request = await getInvited();
    const queue = await adminCall('GET', '/api/admin/invite-requests');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: request.id, email: request.email, status: 'new', handledBy: null }),
    );

    const res = await adminCall('POST', `/api/admin/invite-requests/${request.id}/invite`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'trucker', email: request.email, status: 'pending' });
    const { code } = inviteLinkIn((await latestMail(t.app, request.email)).text);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invitations/lookup?code=${code}` })).statusCode,
    ).toBe(200);

    const invitedList = await adminCall('GET', '/api/admin/invite-requests?status=invited');
    expect(invitedList.json().items).toContainEqual(
      expect.objectContaining({
        id: request.id,
        status: 'invited',
        invitationId: res.json().id,
        handledBy: { id: admin.userId, email: admin.email },
        handledAt: expect.any(String),
      }),
    );
    const newList = await adminCall('GET', '/api/admin/invite-requests');
    expect(newList.json().items.map((i: { id: string }) => i.id)).not.toContain(request.id);
    expect(await auditActions(t, request.id)).toEqual(['invite_request.invited']);
    await eventually(() =>
      events.some(
        (e) =>
          e.topic === 'admin' &&
          e.type === 'invite-request.updated' &&
          (e.data as { id: string }).id === request.id,
      ),
    );
  });

  it('answers a second click with a 409, not a second invitation, even when both clicks race', async () => {
    const request = await getInvited();
    const click = () => adminCall('POST', `/api/admin/invite-requests/${request.id}/invite`, {});
    const [a, b] = await Promise.all([click(), click()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await click();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    const rows = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM invitations WHERE invite_request_id = ${request.id}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('can attach the invitation to a verified broker', async () => {
    const request = await getInvited();
    const res = await adminCall('POST', `/api/admin/invite-requests/${request.id}/invite`, {
      brokerId: broker.userId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().broker).toMatchObject({ id: broker.userId });
  });

  it('dismisses a request (idempotently); an invited request cannot be dismissed; unknown ids are 404', async () => {
    const request = await getInvited();
    const res = await adminCall('POST', `/api/admin/invite-requests/${request.id}/dismiss`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: request.id,
      status: 'dismissed',
      handledBy: { id: admin.userId },
    });
    expect((await adminCall('POST', `/api/admin/invite-requests/${request.id}/dismiss`)).statusCode).toBe(
      200,
    );
    const dismissed = await adminCall('GET', '/api/admin/invite-requests?status=dismissed');
    expect(dismissed.json().items.map((i: { id: string }) => i.id)).toContain(request.id);
    expect(await mailCount(t.app, request.email)).toBe(0);

    const invited = await getInvited();
    await adminCall('POST', `/api/admin/invite-requests/${invited.id}/invite`);
    expect((await adminCall('POST', `/api/admin/invite-requests/${invited.id}/dismiss`)).statusCode).toBe(
      409,
    );

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await adminCall('POST', `/api/admin/invite-requests/${unknown}/invite`)).statusCode).toBe(404);
    expect((await adminCall('POST', `/api/admin/invite-requests/${unknown}/dismiss`)).statusCode).toBe(404);
    expect((await adminCall('GET', '/api/admin/invite-requests?status=bogus')).statusCode).toBe(400);
  });

  it('counts every request with status=all', async () => {
    const all = await adminCall('GET', '/api/admin/invite-requests?status=all');
    const total = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM invite_requests`);
    expect(all.json().total).toBe(total.rows[0]!.n);
  });
});
