import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POD_PHOTO, UPLOAD_QUOTA } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import { sweepUnattachedUploads } from '../src/modules/loads/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createFundedBooking } from './helpers/contracts';
import { createTrucker } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
beforeAll(async () => {
  // The sweeper must not run by itself here: the tests run it when they mean to.
  t = await createAuthTestApp({ env: { LOAD_SWEEP_INTERVAL_MS: '3600000' } });
  broker = await createVerifiedBroker(t);
});
afterAll(async () => t?.close());

const png = (size = 200) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]);

function upload(token: string, body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/pod-photo',
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: body,
  });
}
const db = () => t.db.database.db;
const uploadCount = async (ownerId: string) =>
  (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads WHERE owner_id = ${ownerId}`))
    .rows[0]!.n;
const age = (ids: string[], hours: number) =>
  db().execute(
    sql`UPDATE uploads SET created_at = now() - make_interval(hours => ${hours})
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
async function deliverWith(trucker: TestAccount, photoId: string): Promise<string> {
  const { bookingId } = await createFundedBooking(t, broker, trucker);
  const url = `/api/bookings/${bookingId}`;
  expect(
    (await t.app.inject({ method: 'POST', url: `${url}/pickup`, headers: bearer(trucker.token) })).statusCode,
  ).toBe(200);
  const delivered = await t.app.inject({
    method: 'POST',
    url: `${url}/deliver`,
    headers: bearer(trucker.token),
    payload: { note: 'Signed at dock 2', photoId },
  });
  expect(delivered.statusCode).toBe(200);
  return bookingId;
}

describe('the upload quota', () => {
  it('refuses a photo over the size limit with a 413 that says how large a photo may be', async () => {
    const trucker = await createTrucker(t);
    const res = await upload(trucker.token, png(POD_PHOTO.maxBytes + 1));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'payload_too_large',
      detail: expect.stringContaining('at most 5 MB'),
    });
    expect(await uploadCount(trucker.userId)).toBe(0);
  });

  it(`allows ${UPLOAD_QUOTA.unattached} unattached uploads, then 429 with Retry-After; attaching one to a delivery frees a place`, async () => {
    const trucker = await createTrucker(t);
    const ids: string[] = [];
    for (let i = 0; i < UPLOAD_QUOTA.unattached; i++) {
      const res = await upload(trucker.token, png());
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id as string);
    }
    const refused = await upload(trucker.token, png());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringContaining(
        `${UPLOAD_QUOTA.unattached} uploaded photos that are not attached to a delivery`,
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(UPLOAD_QUOTA.unattachedTtlHours * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_QUOTA.unattachedTtlHours * 3600);
    expect(await uploadCount(trucker.userId)).toBe(UPLOAD_QUOTA.unattached);

    // Once the oldest is 23 hours old, it frees its place in an hour.
    await age([ids[0]!], 23);
    const later = await upload(trucker.token, png());
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(3600);

    await deliverWith(trucker, ids[1]!);
    expect((await upload(trucker.token, png())).statusCode).toBe(201);
    expect((await upload(trucker.token, png())).statusCode).toBe(429);
  });

  it('counts parallel uploads one after another: exactly the quota gets through', async () => {
    const trucker = await createTrucker(t);
    const results = await Promise.all(
      Array.from({ length: UPLOAD_QUOTA.unattached + 6 }, () => upload(trucker.token, png())),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(UPLOAD_QUOTA.unattached);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    expect(await uploadCount(trucker.userId)).toBe(UPLOAD_QUOTA.unattached);
  });

  it(`allows ${UPLOAD_QUOTA.bytesPerWindow / 1024 / 1024} MB per rolling ${UPLOAD_QUOTA.windowHours} hours, then 429 until the oldest leave the window`, async () => {
    const trucker = await createTrucker(t);
    const big = png(POD_PHOTO.maxBytes);
    const count = UPLOAD_QUOTA.bytesPerWindow / POD_PHOTO.maxBytes;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await upload(trucker.token, big);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id as string);
    }
    const refused = await upload(trucker.token, png());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringContaining('the limit of 50 MB a day'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(UPLOAD_QUOTA.windowHours * 3600 - 120);

    // The two oldest are 20 hours old: a small photo fits again once the first leaves, in about 4 hours.
    await age(ids.slice(0, 2), 20);
    const small = await upload(trucker.token, png());
    expect(small.statusCode).toBe(429);
    expect(Number(small.headers['retry-after'])).toBeGreaterThan(4 * 3600 - 120);
    expect(Number(small.headers['retry-after'])).toBeLessThanOrEqual(4 * 3600);

    await age([ids[0]!], UPLOAD_QUOTA.windowHours + 1);
    expect((await upload(trucker.token, png())).statusCode).toBe(201);
    // Another 5 MB would pass the limit again (50 MB − 5 MB + 200 bytes already in the window).
    expect((await upload(trucker.token, big)).statusCode).toBe(429);
  });
});

describe('the sweeper of unattached uploads', () => {
  it(`deletes uploads left unattached for ${UPLOAD_QUOTA.unattachedTtlHours} hours, keeps delivered photos and recent uploads`, async () => {
    const trucker = await createTrucker(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(trucker.token, png())).json().id as string);
    const [delivered, stale, fresh] = ids as [string, string, string];
    const bookingId = await deliverWith(trucker, delivered);
    await age([delivered, stale], UPLOAD_QUOTA.unattachedTtlHours + 1);

    // (Earlier tests left stale uploads of their own truckers too.)
    expect(await sweepUnattachedUploads({ db: db() })).toBeGreaterThanOrEqual(1);
    const left = await db().execute<{ id: string }>(
      sql`SELECT id FROM uploads WHERE owner_id = ${trucker.userId} ORDER BY created_at`,
    );
    expect(left.rows.map((r) => r.id).sort()).toEqual([delivered, fresh].sort());
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/pod-photo`,
      headers: bearer(trucker.token),
    });
    expect(photo.statusCode).toBe(200);
    expect(await sweepUnattachedUploads({ db: db() })).toBe(0);
  });

  it('deletes each stale upload once when several processes sweep at once', async () => {
    const trucker = await createTrucker(t);
    const results = await Promise.all(Array.from({ length: 12 }, () => upload(trucker.token, png())));
    const ids = results.map((r) => r.json().id as string);
    await age(ids, UPLOAD_QUOTA.unattachedTtlHours + 2);
    const second = createDatabase(t.db.url, { max: 4 });
    try {
      const counts = await Promise.all([
        sweepUnattachedUploads({ db: db() }),
        sweepUnattachedUploads({ db: second.db }),
      ]);
      expect(counts[0] + counts[1]).toBe(ids.length);
    } finally {
      await second.close();
    }
    expect(await uploadCount(trucker.userId)).toBe(0);
  });

  it('never deletes a photo that a delivery is attaching at that moment', async () => {
    const trucker = await createTrucker(t);
    const photoId = (await upload(trucker.token, png())).json().id as string;
    const { bookingId } = await createFundedBooking(t, broker, trucker);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/pickup`,
      headers: bearer(trucker.token),
    });
    await age([photoId], UPLOAD_QUOTA.unattachedTtlHours + 1);
    const [delivered, swept] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/deliver`,
        headers: bearer(trucker.token),
        payload: { note: 'Left at the gate', photoId },
      }),
      sweepUnattachedUploads({ db: db() }),
    ]);
    if (delivered.statusCode === 200) {
      // The delivery won: the photo stays attached.
      expect(swept).toBe(0);
      expect(delivered.json().podPhoto).toMatchObject({ byteSize: 200 });
    } else {
      // The sweeper won: the delivery is refused on the photo, nothing half-done.
      expect(swept).toBe(1);
      expect(delivered.statusCode).toBe(400);
      expect(delivered.json().errors).toEqual([expect.objectContaining({ field: 'photoId' })]);
    }
  });
});
