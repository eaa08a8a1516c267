import zipcodes from 'zipcodes';
import type { EquipmentType, PostLoadInput } from '@haulclub/shared';
import { loads, truckers } from '../../src/db/schema/index';
import { createConfirmedUser } from '../../src/modules/auth/index';
import type { TestApp } from './app';
import { signIn, type TestAccount } from './membership';

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
      onboardingComplete: true,
    });
    await tx.insert(truckers).values({
      userId: created.userId,
      brokerId: overrides.brokerId ?? null,
      companyName,
      truckType: overrides.truckType ?? 'Flatbed',
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
