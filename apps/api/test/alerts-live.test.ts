import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_EVENTS, LOADS_TOPIC, loadAlert } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { follow, postLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { auth, createAlertedTrucker, minuteOfDayIn, stepDeckLoad } from './helpers/alerts';

let a: TestApp;
let b: TestApp;
let broker: TestAccount;

beforeAll(async () => {
  a = await createAuthTestApp();
  // A second API process on the same database: its own pool, LISTEN connection and sockets.
  b = await createAuthTestApp({ db: { ...a.db, database: createDatabase(a.db.url) } });
  broker = await createVerifiedBroker(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Client = Awaited<ReturnType<typeof follow>>;
const alertFor = (client: Client, loadId: string, timeoutMs = 5000) =>
  client.next(
    (m) =>
      m.type === 'event' &&
      m.event.type === ALERT_EVENTS.created &&
      (m.event.data as { loadId?: string }).loadId === loadId,
    timeoutMs,
  );

describe('alert.created over /api/live', () => {
  it('reaches a trucker connected to another API process within a second of the post, and nobody else', async () => {
    const lena = await createAlertedTrucker(a, { truckTypes: ['Step Deck'] }, { home: 'houston' });
    const ray = await createAlertedTrucker(a, { truckTypes: ['Hotshot'], threshold: 1 }, { home: 'dallas' });
    const local = await createAlertedTrucker(a);
    const lenaTab = await follow(b, [`user:${lena.userId}`], lena.token);
    const lenaSecondTab = await follow(b, [`user:${lena.userId}`], lena.token);
    const rayTab = await follow(b, [`user:${ray.userId}`, LOADS_TOPIC], ray.token);
    const localTab = await follow(a, [`user:${local.userId}`], local.token);

    const res = await postLoad(a, broker.token, stepDeckLoad());
    const answeredAt = Date.now();
    expect(res.statusCode).toBe(201);
    const loadId = res.json().id as string;

    const got = await alertFor(lenaTab, loadId, 1000);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    if (got.type !== 'event') throw new Error('not an event');
    expect(got.event.topic).toBe(`user:${lena.userId}`);
    const alert = loadAlert.parse(got.event.data);
    expect(alert).toMatchObject({
      loadId,
      pickup: { city: 'Houston', state: 'TX' },
      equipment: 'Step Deck',
      loadStatus: 'active',
      silent: false,
      readAt: null,
    });
    expect(alert.score).toBeGreaterThanOrEqual(70);
    // Every open tab of the trucker, and a trucker on the posting process too.
    await alertFor(lenaSecondTab, loadId, 1000);
    await alertFor(localTab, loadId, 1000);

    // Ray (Hotshot) sees the load on the public board, but no alert.
    await rayTab.next((m) => m.type === 'event' && m.event.topic === LOADS_TOPIC, 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(rayTab.messages.some((m) => m.type === 'event' && m.event.type === ALERT_EVENTS.created)).toBe(
      false,
    );
    // Lena's tabs get her alert only, once each.
    expect(
      lenaTab.messages.filter((m) => m.type === 'event' && m.event.type === ALERT_EVENTS.created),
    ).toHaveLength(1);

    for (const c of [lenaTab, lenaSecondTab, rayTab, localTab]) c.socket.close();
  });

  it('sends a quiet-hours alert as silent, and the read count to the tabs on another process', async () => {
    const zone = 'America/Chicago';
    const minute = minuteOfDayIn(zone);
    const trucker = await createAlertedTrucker(a, {
      timeZone: zone,
      quiet: { startMinute: (minute + 1430) % 1440, endMinute: (minute + 30) % 1440 },
    });
    const tab = await follow(b, [`user:${trucker.userId}`], trucker.token);
    const res = await postLoad(a, broker.token, stepDeckLoad());
    const loadId = res.json().id as string;
    const got = await alertFor(tab, loadId, 1000);
    expect(got).toMatchObject({ event: { data: { silent: true } } });

    const read = await a.app.inject({
      method: 'POST',
      url: '/api/trucker/alerts/read',
      headers: auth(trucker.token),
      payload: {},
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect(
      await tab.next((m) => m.type === 'event' && m.event.type === ALERT_EVENTS.read, 2000),
    ).toMatchObject({ event: { data: { unread: 0 } } });
    tab.socket.close();
  });

  it('does not send an alert to a socket that stopped following the trucker topic', async () => {
    const trucker = await createAlertedTrucker(a);
    const tab = await follow(b, [`user:${trucker.userId}`, LOADS_TOPIC], trucker.token);
    tab.send({ type: 'unsubscribe', topics: [`user:${trucker.userId}`] });
    await tab.next((m) => m.type === 'unsubscribed');
    const res = await postLoad(a, broker.token, stepDeckLoad());
    const loadId = res.json().id as string;
    await tab.next((m) => m.type === 'event' && m.event.topic === LOADS_TOPIC, 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      tab.messages.some((m) => m.type === 'event' && (m.event.data as { loadId?: string }).loadId === loadId),
    ).toBe(false);
    tab.socket.close();
  });
});
