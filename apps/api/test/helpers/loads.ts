import type { AddressInfo } from 'node:net';
import zipcodes from 'zipcodes';
import type { EquipmentType, PostLoadInput } from '@haulclub/shared';
import { loads, truckers } from '../../src/db/schema/index';
import { createConfirmedUser } from '../../src/modules/auth/index';
import type { TestApp } from './app';
import { signIn, type TestAccount } from './membership';
import { connect } from './live-client';

// Factories for load board tests: accounts through the auth module's services, business rows directly.

const PASSWORD = 'Lone-Star-Flatbed-42';
let counter = 0;

function unique(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@haulclub.test`;
}

function located(zip: string) {
  const found = zipcodes.lookup(zip);
  if (!found) throw new Error(`ZIP ${zip} is not in the zipcodes data`);
  return { city: found.city, state: found.state, zip, lat: found.latitude, lng: found.longitude };
}

/** Known places, located with the same offline data as the API. */
export const PLACES = {
  dallas: located('75201'),
  fortWorth: located('76102'),
  houston: located('77002'),
  austin: located('78701'),
  oklahomaCity: located('73102'),
  denver: located('80202'),
};
export type PlaceKey = keyof typeof PLACES;

export interface TruckerOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  brokerId?: string | null;
  /** Home base; null for none. Defaults to Fort Worth. */
  home?: PlaceKey | null;
  truckType?: string;
  /** Stored as +1XXXXXXXXXX. */
  phone?: string | null;
  /** false: the invitation created the trucker row but onboarding is not finished. Defaults to true. */
  onboarded?: boolean;
}

/** A confirmed, onboarded trucker with a lane profile, signed in. */
export async function createTrucker(t: TestApp, overrides: TruckerOverrides = {}): Promise<TestAccount> {
  const email = overrides.email ?? unique('trucker');
  const home =
    overrides.home === undefined ? PLACES.fortWorth : overrides.home ? PLACES[overrides.home] : null;
  const companyName = overrides.companyName ?? `Short Haul Co ${counter}`;
  const { userId } = await t.db.database.db.transaction(async (tx) => {
    const created = await createConfirmedUser(tx, t.config.auth.argon2, {
      email,
      password: PASSWORD,
      role: 'trucker',
      firstName: overrides.firstName ?? 'Tia',
      lastName: overrides.lastName ?? 'Trucker',
      onboardingComplete: overrides.onboarded ?? true,
    });
    await tx.insert(truckers).values({
      userId: created.userId,
      brokerId: overrides.brokerId ?? null,
      companyName,
      truckType: overrides.truckType ?? 'Flatbed',
      phone: overrides.phone ?? null,
      homeBaseCity: home?.city ?? null,
      homeBaseState: home?.state ?? null,
      homeBaseLat: home?.lat ?? null,
      homeBaseLng: home?.lng ?? null,
    });
    return created;
  });
  return { userId, email, password: PASSWORD, token: await signIn(t.app, email) };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A valid POST /api/broker/loads body (Dallas → Houston flatbed), with overrides. */
export function loadInput(overrides: Partial<PostLoadInput> = {}): PostLoadInput {
  return {
    pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
    delivery: { city: 'Houston', state: 'TX', zip: '77002' },
    pickupWindowStart: hoursFromNow(2),
    pickupWindowEnd: hoursFromNow(4),
    deliveryWindowStart: hoursFromNow(8),
    deliveryWindowEnd: hoursFromNow(12),
    equipment: 'Flatbed',
    weightLbs: 24_000,
    lengthFt: 48,
    commodity: 'Steel coils',
    notes: 'Tarps required',
    rateCents: 95_000,
    miles: null,
    premium: false,
    expiryHours: 2,
    ...overrides,
  };
}

export interface InsertLoadOptions {
  brokerId: string;
  from?: PlaceKey;
  to?: PlaceKey;
  equipment?: EquipmentType;
  rateCents?: number;
  miles?: number;
  status?: 'active' | 'booked' | 'in_transit' | 'delivered' | 'expired';
  /** Seconds until expiry; negative for an already expired load. Default 2 hours. */
  expiresInSeconds?: number;
  premium?: boolean;
}

/**
 * Stores a load directly, bypassing the posting rules (e.g. one that is
 * already expired). Returns its id and number.
 */
export async function insertLoad(
  t: TestApp,
  options: InsertLoadOptions,
): Promise<{ id: string; number: number }> {
  const from = PLACES[options.from ?? 'dallas'];
  const to = PLACES[options.to ?? 'houston'];
  const expiresIn = options.expiresInSeconds ?? 7200;
  const now = Date.now();
  const [row] = await t.db.database.db
    .insert(loads)
    .values({
      brokerId: options.brokerId,
      status: options.status ?? 'active',
      pickupCity: from.city,
      pickupState: from.state,
      pickupZip: from.zip,
      pickupLat: from.lat,
      pickupLng: from.lng,
      deliveryCity: to.city,
      deliveryState: to.state,
      deliveryZip: to.zip,
      deliveryLat: to.lat,
      deliveryLng: to.lng,
      pickupWindowStart: new Date(now + 2 * 3_600_000),
      pickupWindowEnd: new Date(now + 4 * 3_600_000),
      deliveryWindowStart: new Date(now + 8 * 3_600_000),
      deliveryWindowEnd: new Date(now + 12 * 3_600_000),
      equipment: options.equipment ?? 'Flatbed',
      weightLbs: 20_000,
      lengthFt: 48,
      commodity: 'Steel coils',
      rateCents: options.rateCents ?? 90_000,
      miles: options.miles ?? 240,
      estimatedMiles: options.miles ?? 240,
      premium: options.premium ?? false,
      expiryHours: 2,
      postedAt: new Date(now - 60_000),
      expiresAt: new Date(now + expiresIn * 1000),
    })
    .returning({ id: loads.id, number: loads.number });
  if (!row) throw new Error('insert into loads returned nothing');
  return row;
}

// ---- Load board API helpers (requests as callers make them) ----

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/broker/loads as `token` with loadInput(overrides). */
export function postLoad(t: TestApp, token: string, overrides: Partial<PostLoadInput> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/broker/loads',
    headers: auth(token),
    payload: loadInput(overrides),
  });
}

/** Posts a load through the API and returns its brokerLoad (throws unless 201). */
export async function postedLoad(
  t: TestApp,
  token: string,
  overrides: Partial<PostLoadInput> = {},
): Promise<{ id: string; number: number; rateCents: number; status: string }> {
  const res = await postLoad(t, token, overrides);
  if (res.statusCode !== 201) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** POST /api/loads/:id/book as `token`. */
export function bookLoad(
  t: TestApp,
  token: string,
  loadId: string,
  body: { rateCents?: number; confirmOverlap?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/loads/${loadId}/book`,
    headers: auth(token),
    payload: body,
  });
}

/** `count` onboarded, signed-in truckers, created in parallel batches. */
export async function createTruckers(
  t: TestApp,
  count: number,
  overrides: TruckerOverrides = {},
  batch = 20,
): Promise<TestAccount[]> {
  const all: TestAccount[] = [];
  while (all.length < count) {
    const size = Math.min(batch, count - all.length);
    all.push(...(await Promise.all(Array.from({ length: size }, () => createTrucker(t, overrides)))));
  }
  return all;
}

/**
 * A load inserted for `brokerId` and booked through the API by `trucker`; returns both ids.
 * Every inserted load has the same time windows, so the fixture confirms the overlap with the
 * trucker's other bookings (the overlap rule has its own tests in bookings-overlap.test.ts).
 */
export async function createBooking(
  t: TestApp,
  brokerId: string,
  trucker: TestAccount,
  options: Omit<InsertLoadOptions, 'brokerId'> = {},
): Promise<{ loadId: string; bookingId: string; number: number }> {
  const load = await insertLoad(t, { brokerId, ...options });
  const res = await bookLoad(t, trucker.token, load.id, { confirmOverlap: true });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return { loadId: load.id, bookingId: res.json().id as string, number: load.number };
}

/** The app's /api/live URL (the app starts listening on a free port the first time). */
export async function liveUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
}

/** A live client following `topics` (signed in with `token` first when given), ready to receive. */
export async function follow(t: TestApp, topics: string[], token?: string) {
  const client = await connect(await liveUrl(t));
  if (token) {
    client.send({ type: 'auth', accessToken: token });
    await client.next((m) => m.type === 'authenticated');
  }
  client.send({ type: 'subscribe', topics });
  await client.next((m) => m.type === 'subscribed');
  return client;
}

/**
 * The data of the first live event of `type` about `id` a client received (waits up to 5 s), or the
 * first whose data also passes `where` (an earlier event about the same id can arrive late).
 */
export async function eventAbout(
  client: Awaited<ReturnType<typeof follow>>,
  topic: string,
  type: string,
  id: string,
  where: (data: Record<string, unknown>) => boolean = () => true,
): Promise<Record<string, unknown>> {
  const message = await client.next(
    (m) =>
      m.type === 'event' &&
      m.event.topic === topic &&
      m.event.type === type &&
      (m.event.data as { id?: string }).id === id &&
      where(m.event.data as Record<string, unknown>),
  );
  if (message.type !== 'event') throw new Error('not an event');
  return message.event.data as Record<string, unknown>;
}

/** A confirmed trucker account that has no trucker profile yet (onboarding not done), signed in. */
export async function createTruckerWithoutProfile(t: TestApp): Promise<TestAccount> {
  const email = unique('new-trucker');
  const { userId } = await createConfirmedUser(t.db.database.db, t.config.auth.argon2, {
    email,
    password: PASSWORD,
    role: 'trucker',
    firstName: 'Nia',
    lastName: 'Newcomer',
  });
  return { userId, email, password: PASSWORD, token: await signIn(t.app, email) };
}
