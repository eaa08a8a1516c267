import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_EVENT_TYPES } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import { sweepFutures } from '../src/modules/futures/index';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { createTrucker, eventAbout, follow } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  acceptPrecommitment,
  createFuture,
  createPrecommitment,
  endFuture,
  expirePrecommitment,
  getJson,
  lockFuture,
} from './helpers/futures';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
const deps = () => ({ db: t.db.database.db, live: t.app.live });

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t, { truckType: 'Refrigerated' });
});
afterAll(async () => t?.close());

async function storedStatus(table: 'futures' | 'precommitments', id: string): Promise<string> {
  const { rows } = await t.db.database.db.execute<{ status: string }>(
    sql`SELECT status FROM ${sql.raw(table)} WHERE id = ${id}::uuid`,
  );
  return rows[0]?.status ?? 'missing';
}

describe('the futures sweeper', () => {
  it('expires open futures past their end date and open rate futures past expires_at, announcing each', async () => {
    const ended = await createFuture(t, broker.token);
    const running = await createFuture(t, broker.token);
    const lockedEnded = await createFuture(t, broker.token, { truck_type: 'reefer' });
    expect((await lockFuture(t, trucker.token, lockedEnded.id)).statusCode).toBe(201);
    await endFuture(t, ended.id);
    await endFuture(t, lockedEnded.id);
    const due = await createPrecommitment(t, broker.token);
    const later = await createPrecommitment(t, broker.token);
    const accepted = await createPrecommitment(t, broker.token);
    expect((await acceptPrecommitment(t, trucker.token, accepted.id)).statusCode).toBe(201);
    await expirePrecommitment(t, due.id);
    await expirePrecommitment(t, accepted.id);

    const board = await follow(t, ['futures']);
    try {
      const swept = await sweepFutures(deps());
      expect(swept.futures).toBeGreaterThanOrEqual(1);
      expect(swept.precommitments).toBeGreaterThanOrEqual(1);
      // The sweep's events (a post's own "open" event can reach a subscription made just after it).
      const notOpen = (d: Record<string, unknown>) => d.status !== 'open';
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.future, ended.id, notOpen)).toEqual({
        id: ended.id,
        status: 'expired',
      });
      expect(await eventAbout(board, 'futures', FUTURES_EVENT_TYPES.precommitment, due.id, notOpen)).toEqual({
        id: due.id,
        status: 'expired',
      });
    } finally {
      board.socket.close();
    }
    expect(await storedStatus('futures', ended.id)).toBe('expired');
    expect(await storedStatus('futures', running.id)).toBe('open');
    // A locked one keeps its lock and contract whatever its dates.
    expect(await storedStatus('futures', lockedEnded.id)).toBe('locked');
    expect(await storedStatus('precommitments', due.id)).toBe('expired');
    expect(await storedStatus('precommitments', later.id)).toBe('open');
    expect(await storedStatus('precommitments', accepted.id)).toBe('locked');

    // Nothing left to sweep.
    expect(await sweepFutures(deps())).toEqual({ futures: 0, precommitments: 0 });
    const own = await getJson(t, broker.token, '/api/broker/futures?pageSize=100');
    expect(own.futures.find((f: { id: string }) => f.id === ended.id).status).toBe('expired');
  });

  it('expires every due row exactly once when several processes sweep at once', async () => {
    const futures = await Promise.all(Array.from({ length: 30 }, () => createFuture(t, broker.token)));
    const rateFutures = await Promise.all(
      Array.from({ length: 30 }, () => createPrecommitment(t, broker.token)),
    );
    for (const f of futures) await endFuture(t, f.id);
    for (const p of rateFutures) await expirePrecommitment(t, p.id);
    const second = createDatabase(t.db.url, { max: 4 });
    try {
      const [a, b] = await Promise.all([
        sweepFutures(deps()),
        sweepFutures({ db: second.db, live: t.app.live }),
      ]);
      expect(a.futures + b.futures).toBe(futures.length);
      expect(a.precommitments + b.precommitments).toBe(rateFutures.length);
    } finally {
      await second.close();
    }
    for (const f of futures) expect(await storedStatus('futures', f.id)).toBe('expired');
    for (const p of rateFutures) expect(await storedStatus('precommitments', p.id)).toBe('expired');
  });
});
