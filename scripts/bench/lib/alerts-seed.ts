// Seed data and posts for the alerts bench: onboarded truckers with lane
// profiles (truck types, home base or current location, radius, minimum rate,
// availability, alert settings, preferred lanes) spread over TX, OK and LA,
// written straight into PostgreSQL, and the loads a broker posts through the API.
import type pg from 'pg';
import zipcodes from 'zipcodes';
import {
  MAX_LOAD_MILES,
  MINUTES_PER_DAY,
  estimateRoadMiles,
  timeZoneOfState,
  type EquipmentType,
  type PostLoadInput,
  type TruckType,
} from '@haulclub/shared';
import { seededRandom } from './concurrency';
import { insertUsers, userRows, type Place, type SeededUser } from './load-board-seed';
import { insertLanes, type LaneEnd } from './trucker-lanes';
import { inTransaction } from './transaction';

const HOUR = 3_600_000;
const BATCH = 2_500;
export const ALERT_REGION_STATES = ['TX', 'OK', 'LA'] as const;

/** Every ZIP of TX, OK and LA with coordinates, in a stable order. */
export function alertRegionZips(): Place[] {
  return ALERT_REGION_STATES.flatMap((state) =>
    zipcodes
      .lookupByState(state)
      .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && z.latitude !== 0)
      .map((z) => ({ city: z.city, state: z.state, zip: z.zip, lat: z.latitude, lng: z.longitude }))
      .sort((a, b) => a.zip.localeCompare(b.zip)),
  );
}

function placeOfZip(zip: string): Place {
  const z = zipcodes.lookup(zip);
  if (!z) throw new Error(`ZIP ${zip} missing from the zipcodes data`);
  return { city: z.city, state: z.state, zip: z.zip, lat: z.latitude, lng: z.longitude };
}

/** Where the bench's broker picks up (Texas, spread so that different truckers match each post). */
const PICKUP_ZIPS = [
  '77002', // Houston
  '75201', // Dallas
  '78205', // San Antonio
  '78701', // Austin
  '76102', // Fort Worth
  '79901', // El Paso
  '78401', // Corpus Christi
  '79401', // Lubbock
  '79101', // Amarillo
  '76701', // Waco
  '75701', // Tyler
  '77701', // Beaumont
  '78501', // McAllen
  '79701', // Midland
  '76901', // San Angelo
  '75601', // Longview
  '78040', // Laredo
  '76301', // Wichita Falls
  '77901', // Victoria
  '79601', // Abilene
];
/** Deliveries: big cities of the region. */
const DELIVERY_ZIPS = [
  '73102', // Oklahoma City
  '74103', // Tulsa
  '70112', // New Orleans
  '70801', // Baton Rouge
  '71101', // Shreveport
  '70501', // Lafayette
  ...PICKUP_ZIPS.slice(0, 10),
];

/** Truck types weighted the way the load mix is (a truck type appears once per entry). */
const TRUCK_MIX: readonly TruckType[] = [
  'Flatbed',
  'Flatbed',
  'Step Deck',
  'Dry Van',
  'Dry Van',
  'Refrigerated',
  'Hotshot',
  'Power Only',
  'Lowboy',
  'Box Truck',
  'Tanker',
  'Dump Truck',
];
const POST_EQUIPMENT: readonly EquipmentType[] = ['Flatbed', 'Dry Van', 'Step Deck', 'Reefer', 'Hotshot'];

export interface AlertTruckerMix {
  withLanes: number;
  withCurrentLocation: number;
  restrictedHours: number;
  paused: number;
}

/**
 * `count` onboarded truckers with full lane profiles. Most are available around
 * the clock; a quarter only Monday–Saturday 5:00–21:00 in their zone. Some are
 * empty somewhere else (current location), 2% have alerts paused. No quiet
 * hours, so every alert is a live one (a toast), and no alert email.
 */
export async function seedAlertTruckers(
  pool: pg.Pool,
  count: number,
  hash: string,
  zips: readonly Place[],
): Promise<{ truckers: SeededUser[]; mix: AlertTruckerMix }> {
  const random = seededRandom(0xa1e27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const truckers: SeededUser[] = [];
  const mix: AlertTruckerMix = { withLanes: 0, withCurrentLocation: 0, restrictedHours: 0, paused: 0 };
  const now = Date.now();
  const bigCities = DELIVERY_ZIPS.map(placeOfZip);

  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = userRows(Math.min(BATCH, count - offset), 'alert-trucker', offset);
    const homes = rows.ids.map(() => pick(zips));
    const types = rows.ids.map(() => {
      const first = pick(TRUCK_MIX);
      const second = random() < 0.3 ? pick(TRUCK_MIX) : first;
      return [...new Set([first, second])];
    });
    const current = rows.ids.map(() => (random() < 0.2 ? pick(zips) : null));
    const restricted = rows.ids.map(() => random() < 0.25);
    const paused = rows.ids.map(() => random() < 0.02);
    mix.withCurrentLocation += current.filter(Boolean).length;
    mix.restrictedHours += restricted.filter(Boolean).length;
    mix.paused += paused.filter(Boolean).length;

    const lanes: { truckerId: string; position: number; origin: LaneEnd; destination: LaneEnd }[] = [];
    rows.ids.forEach((id, i) => {
      if (random() >= 0.6) return;
      mix.withLanes += 1;
      const laneCount = 1 + Math.floor(random() * 3);
      for (let position = 0; position < laneCount; position++) {
        const home = homes[i] as Place;
        const origin: LaneEnd =
          random() < 0.6 ? { kind: 'place', place: home } : { kind: 'state', state: home.state };
        const r = random();
        const destination: LaneEnd =
          r < 0.4
            ? { kind: 'place', place: pick(bigCities) }
            : r < 0.8
              ? { kind: 'state', state: pick(['TX', 'OK', 'LA', 'AR']) }
              : { kind: 'anywhere' };
        lanes.push({ truckerId: id, position, origin, destination });
      }
    });

    await inTransaction(pool, async (client) => {
      await insertUsers(client, rows, 'trucker', hash);
      await client.query(
        `INSERT INTO truckers (user_id, company_name, truck_type, truck_types, home_base_city, home_base_state,
           home_base_lat, home_base_lng, time_zone, max_radius, min_rate_per_mile_cents,
           current_city, current_state, current_zip, current_lat, current_lng, current_available_from,
           available_days, available_start_minute, available_end_minute, alert_threshold, alerts_paused)
         SELECT t.id, t.company, t.types[1], t.types, t.hc, t.hs, t.hlat, t.hlng, t.tz, t.radius, t.min_rate,
           t.cc, t.cs, t.cz, t.clat, t.clng, t.cfrom,
           CASE WHEN t.restricted THEN '{1,2,3,4,5,6}'::smallint[] ELSE '{0,1,2,3,4,5,6}'::smallint[] END,
           CASE WHEN t.restricted THEN 300 ELSE 0 END, CASE WHEN t.restricted THEN 1260 ELSE ${MINUTES_PER_DAY} END,
           t.threshold, t.paused
         FROM (SELECT u.*, string_to_array(u.types_csv, ',') AS types
               FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[],
                 $8::text[], $9::int[], $10::int[], $11::text[], $12::text[], $13::text[], $14::float8[],
                 $15::float8[], $16::timestamptz[], $17::boolean[], $18::smallint[], $19::boolean[])
                 AS u(id, company, types_csv, hc, hs, hlat, hlng, tz, radius, min_rate, cc, cs, cz, clat, clng,
                   cfrom, restricted, threshold, paused)) AS t`,
        [
          rows.ids,
          rows.ids.map((_, i) => `Alert Bench Trucking ${offset + i + 1}`),
          types.map((t) => t.join(',')),
          homes.map((h) => h.city),
          homes.map((h) => h.state),
          homes.map((h) => h.lat),
          homes.map((h) => h.lng),
          homes.map((h) => timeZoneOfState(h.state)),
          rows.ids.map(() => 100 + 50 * Math.floor(random() * 9)), // 100–500 mi
          rows.ids.map(() => 180 + 10 * Math.floor(random() * 13)), // $1.80–$3.00/mi
          current.map((c) => c?.city ?? null),
          current.map((c) => c?.state ?? null),
          current.map((c) => c?.zip ?? null),
          current.map((c) => c?.lat ?? null),
          current.map((c) => c?.lng ?? null),
          current.map((c) => (c ? new Date(now - HOUR + random() * 4 * HOUR).toISOString() : null)),
          restricted,
          rows.ids.map(() => pick([60, 65, 70, 70, 70, 70, 75, 80, 85])),
          paused,
        ],
      );
      if (lanes.length > 0) await insertLanes(client, lanes);
    });
    rows.ids.forEach((id, i) => truckers.push({ id, email: rows.emails[i] as string }));
  }
  return { truckers, mix };
}

/**
 * The body of post number `i` (0-based): pickup in one of twenty Texas cities
 * within the next three hours, delivery to another city of the region,
 * $2.40–$3.80 per mile, equipment from the common mix, a weight the equipment carries.
 */
export function postBody(i: number, now = Date.now()): PostLoadInput {
  const random = seededRandom(0x9057 + i * 7919);
  const pickup = placeOfZip(PICKUP_ZIPS[i % PICKUP_ZIPS.length] as string);
  // Deliveries the board takes from this pickup (HaulClub carries loads of MAX_LOAD_MILES or less).
  const reachable = DELIVERY_ZIPS.map(placeOfZip).filter((d) => {
    const m = estimateRoadMiles(pickup, d);
    return d.zip !== pickup.zip && m >= 10 && m <= MAX_LOAD_MILES;
  });
  const delivery = reachable[Math.floor(random() * reachable.length)];
  if (!delivery) throw new Error(`no delivery city within ${MAX_LOAD_MILES} mi of ${pickup.city}`);
  const miles = estimateRoadMiles(pickup, delivery);
  const equipment = POST_EQUIPMENT[Math.floor(random() * POST_EQUIPMENT.length)] as EquipmentType;
  const pickupStart = now + HOUR / 2 + Math.floor(random() * 5) * (HOUR / 2);
  const deliveryStart = pickupStart + 2 * HOUR + Math.ceil(miles / 50) * HOUR;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    pickup: { city: pickup.city, state: pickup.state, zip: pickup.zip },
    delivery: { city: delivery.city, state: delivery.state, zip: delivery.zip },
    pickupWindowStart: iso(pickupStart),
    pickupWindowEnd: iso(pickupStart + 2 * HOUR),
    deliveryWindowStart: iso(deliveryStart),
    deliveryWindowEnd: iso(deliveryStart + 4 * HOUR),
    equipment,
    weightLbs:
      equipment === 'Hotshot'
        ? 8_000 + Math.floor(random() * 6) * 1_000
        : 12_000 + Math.floor(random() * 25) * 1_000,
    lengthFt: equipment === 'Hotshot' ? 30 : 40,
    commodity: 'Bench freight',
    rateCents: Math.round(miles * (240 + Math.floor(random() * 15) * 10)),
    miles,
    expiryHours: 3,
  };
}
