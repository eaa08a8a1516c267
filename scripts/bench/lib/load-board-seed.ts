// Bulk seed data for the load board bench, written straight into PostgreSQL:
// verified brokers, onboarded truckers with home bases and active loads, all
// placed on real ZIP coordinates of TX, OK, LA, AR and NM.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import zipcodes from 'zipcodes';
import {
  EQUIPMENT_TYPES,
  MAX_LOAD_MILES,
  ROAD_CIRCUITY_FACTOR,
  estimateRoadMiles,
  type EquipmentType,
  type TruckType,
} from '@haulclub/shared';
import { seededRandom } from './concurrency';
import { inTransaction } from './transaction';

const REGION_STATES = ['TX', 'OK', 'LA', 'AR', 'NM'] as const;
const HOUR = 3_600_000;
const BATCH = 5_000;

export interface Place {
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

/** Every ZIP of the region with coordinates, in a stable order. */
export function regionZips(): Place[] {
  return REGION_STATES.flatMap((state) =>
    zipcodes
      .lookupByState(state)
      .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && z.latitude !== 0)
      .map((z) => ({ city: z.city, state: z.state, zip: z.zip, lat: z.latitude, lng: z.longitude }))
      .sort((a, b) => a.zip.localeCompare(b.zip)),
  );
}

export interface SeededUser {
  id: string;
  email: string;
}

export interface UserRows {
  ids: string[];
  emails: string[];
  firstNames: string[];
  lastNames: string[];
}

/** users, profiles (onboarding complete) and email identities for confirmed accounts sharing one password hash. */
export async function insertUsers(
  client: pg.PoolClient,
  rows: UserRows,
  role: 'trucker' | 'broker',
  hash: string,
) {
  await client.query(
    `INSERT INTO users (id, email, encrypted_password, role, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     SELECT u.id, u.email, $5, $6, now(),
       jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'role', $6::text,
         'email', u.email, 'email_verified', true, 'sub', u.id),
       '{"provider": "email", "providers": ["email"]}'::jsonb
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS u(id, email, first_name, last_name)`,
    [rows.ids, rows.emails, rows.firstNames, rows.lastNames, hash, role],
  );
  await client.query(
    `INSERT INTO profiles (user_id, first_name, last_name, role, onboarding_complete)
     SELECT u.id, u.first_name, u.last_name, $4, true
     FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, first_name, last_name)`,
    [rows.ids, rows.firstNames, rows.lastNames, role],
  );
  await client.query(
    `INSERT INTO identities (user_id, provider, provider_id, identity_data)
     SELECT u.id, 'email', u.id::text,
       jsonb_build_object('sub', u.id, 'email', u.email, 'email_verified', true, 'phone_verified', false)
     FROM unnest($1::uuid[], $2::text[]) AS u(id, email)`,
    [rows.ids, rows.emails],
  );
}

export function userRows(count: number, tag: string, offset = 0): UserRows {
  const ids = Array.from({ length: count }, () => randomUUID());
  const n = (i: number) => String(offset + i + 1).padStart(5, '0');
  return {
    ids,
    emails: ids.map((_, i) => `bench-${tag}-${n(i)}@haulclub.test`),
    firstNames: ids.map((_, i) => `${tag[0]?.toUpperCase()}${tag.slice(1)} ${n(i)}`),
    lastNames: ids.map(() => 'Bench'),
  };
}

/** Verified brokers in the region's big cities. */
export async function seedBrokers(pool: pg.Pool, count: number, hash: string): Promise<SeededUser[]> {
  const rows = userRows(count, 'broker');
  const cities = ['75201', '77002', '73102', '70130', '72201', '87102', '78205', '74103'].map((zip) => {
    const z = zipcodes.lookup(zip);
    if (!z) throw new Error(`ZIP ${zip} missing from the zipcodes data`);
    return z;
  });
  const city = (i: number) => cities[i % cities.length] as (typeof cities)[number];
  await inTransaction(pool, async (client) => {
    await insertUsers(client, rows, 'broker', hash);
    await client.query(
      `INSERT INTO brokers (user_id, company_name, mc_number, dot_number, address, city, state, zip_code, status, verified_at)
       SELECT b.id, b.company, b.mc, b.dot, '100 Main St', b.city, b.state, b.zip, 'verified', now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS b(id, company, mc, dot, city, state, zip)`,
      [
        rows.ids,
        rows.ids.map((_, i) => `Bench Freight Brokerage ${i + 1} LLC`),
        rows.ids.map((_, i) => String(900_000 + i)),
        rows.ids.map((_, i) => String(9_000_000 + i)),
        rows.ids.map((_, i) => city(i).city),
        rows.ids.map((_, i) => city(i).state),
        rows.ids.map((_, i) => city(i).zip),
      ],
    );
  });
  return rows.ids.map((id, i) => ({ id, email: rows.emails[i] as string }));
}

const TRUCK_TYPES = [
  'Flatbed',
  'Step Deck',
  'Dry Van',
  'Refrigerated',
  'Lowboy',
] as const satisfies readonly TruckType[];

/** Onboarded truckers, home bases spread over the region's ZIPs, in batches. */
export async function seedTruckers(
  pool: pg.Pool,
  count: number,
  hash: string,
  brokers: readonly SeededUser[],
  zips: readonly Place[],
): Promise<SeededUser[]> {
  const random = seededRandom(0x7ac4e2);
  const seeded: SeededUser[] = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = userRows(Math.min(BATCH, count - offset), 'trucker', offset);
    const homes = rows.ids.map(() => zips[Math.floor(random() * zips.length)] as Place);
    await inTransaction(pool, async (client) => {
      await insertUsers(client, rows, 'trucker', hash);
      await client.query(
        `INSERT INTO truckers (user_id, broker_id, company_name, truck_type, home_base_city, home_base_state,
           home_base_lat, home_base_lng, max_radius, min_rate_per_mile_cents)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
           $7::float8[], $8::float8[], $9::int[], $10::int[])`,
        [
          rows.ids,
          rows.ids.map((_, i) => brokers[(offset + i) % brokers.length]?.id),
          rows.ids.map((_, i) => `Bench Trucking ${offset + i + 1}`),
          rows.ids.map(() => TRUCK_TYPES[Math.floor(random() * TRUCK_TYPES.length)]),
          homes.map((h) => h.city),
          homes.map((h) => h.state),
          homes.map((h) => h.lat),
          homes.map((h) => h.lng),
          rows.ids.map(() => 100 + 50 * Math.floor(random() * 7)),
          rows.ids.map(() => 150 + 25 * Math.floor(random() * 8)),
        ],
      );
    });
    rows.ids.forEach((id, i) => seeded.push({ id, email: rows.emails[i] as string }));
  }
  return seeded;
}

const COMMODITIES: Record<EquipmentType, string> = {
  Hotshot: 'Oilfield valves',
  'Power Only': 'Loaded trailer swap',
  Flatbed: 'Steel pipe',
  'Dry Van': 'Palletized paper goods',
  'Step Deck': 'Skid steer loader',
  RGN: 'Compact excavator',
  Reefer: 'Fresh produce',
};

interface LoadSpec {
  brokerId: string;
  pickup: Place;
  delivery: Place;
  miles: number;
  equipment: EquipmentType;
  rateCents: number;
  weightLbs: number;
  pickupStart: number;
  expiryHours: number;
  expiresAt: number;
}

/** Inserts loads as active (status 'active', expires_at in the future); returns their ids. */
export async function insertLoads(
  pool: pg.Pool | pg.PoolClient,
  specs: readonly LoadSpec[],
): Promise<string[]> {
  const col = <T>(f: (s: LoadSpec) => T) => specs.map(f);
  const iso = (ms: number) => new Date(ms).toISOString();
  const deliveryStart = (s: LoadSpec) => s.pickupStart + 2 * HOUR + Math.ceil(s.miles / 50) * HOUR;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO loads (broker_id, status, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
       delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
       pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
       equipment, weight_lbs, length_ft, commodity, rate_cents, miles, estimated_miles,
       expiry_hours, posted_at, expires_at)
     SELECT l.broker_id, 'active', l.pc, l.ps, l.pz, l.plat, l.plng, l.dc, l.ds, l.dz, l.dlat, l.dlng,
       l.pws, l.pws + interval '2 hours', l.dws, l.dws + interval '4 hours',
       l.equipment, l.weight, 48, l.commodity, l.rate, l.miles, l.miles,
       l.expiry_hours, l.expires_at - make_interval(hours => l.expiry_hours), l.expires_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[],
       $7::text[], $8::text[], $9::text[], $10::float8[], $11::float8[],
       $12::timestamptz[], $13::timestamptz[], $14::text[], $15::int[], $16::text[], $17::int8[], $18::int[],
       $19::int[], $20::timestamptz[])
       AS l(broker_id, pc, ps, pz, plat, plng, dc, ds, dz, dlat, dlng, pws, dws, equipment, weight, commodity,
         rate, miles, expiry_hours, expires_at)
     RETURNING id`,
    [
      col((s) => s.brokerId),
      col((s) => s.pickup.city),
      col((s) => s.pickup.state),
      col((s) => s.pickup.zip),
      col((s) => s.pickup.lat),
      col((s) => s.pickup.lng),
      col((s) => s.delivery.city),
      col((s) => s.delivery.state),
      col((s) => s.delivery.zip),
      col((s) => s.delivery.lat),
      col((s) => s.delivery.lng),
      col((s) => iso(s.pickupStart)),
      col((s) => iso(deliveryStart(s))),
      col((s) => s.equipment),
      col((s) => s.weightLbs),
      col((s) => COMMODITIES[s.equipment]),
      col((s) => s.rateCents),
      col((s) => s.miles),
      col((s) => s.expiryHours),
      col((s) => iso(s.expiresAt)),
    ],
  );
  return rows.map((r) => r.id);
}

/** Loads per INSERT … SELECT of seedLoads (one transaction each). */
const SQL_CHUNK = 100_000;
/** From this many loads on, seedLoads drops the board's secondary indexes and builds them once at the end. */
const REBUILD_INDEXES_FROM = 250_000;

/**
 * `count` active loads spread over the brokers, generated inside PostgreSQL (set-based: one
 * INSERT … SELECT per 100,000 loads, with a seeded random() so a run repeats): pickup and delivery
 * are ZIPs of `zips`, 10 to MAX_LOAD_MILES road miles apart (estimateRoadMiles' formula), the other
 * fields random as below. At 250,000 loads and more the loads table's secondary indexes
 * are dropped first and rebuilt after (one index build is far cheaper than a million inserts into
 * it); they come back exactly as the migrations made them (pg_get_indexdef).
 */
export async function seedLoads(
  pool: pg.Pool,
  count: number,
  brokers: readonly SeededUser[],
  zips: readonly Place[],
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const rebuild = count >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(client) : [];
    await client.query(`SELECT setseed(0.4242)`);
    await client.query(
      `CREATE TEMP TABLE bench_zips ON COMMIT DROP AS
       SELECT (z.i - 1)::int AS i, z.city, z.state, z.zip, z.lat, z.lng
       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])
         WITH ORDINALITY AS z(city, state, zip, lat, lng, i)`,
      [
        zips.map((z) => z.city),
        zips.map((z) => z.state),
        zips.map((z) => z.zip),
        zips.map((z) => z.lat),
        zips.map((z) => z.lng),
      ],
    );
    await client.query('CREATE UNIQUE INDEX ON bench_zips (i)');
    await client.query('ANALYZE bench_zips');
    for (let done = 0; done < count;) {
      const want = Math.min(SQL_CHUNK, count - done);
      const { rowCount } = await client.query(INSERT_RANDOM_LOADS, [
        // Candidates: enough that `want` of them are 10 to MAX_LOAD_MILES miles long.
        Math.ceil(want * 1.6) + 100,
        want,
        zips.length,
        brokers.map((b) => b.id),
        EQUIPMENT_TYPES,
        EQUIPMENT_TYPES.map((e) => COMMODITIES[e]),
        MAX_LOAD_MILES,
        ROAD_CIRCUITY_FACTOR,
        done,
      ]);
      if (!rowCount) throw new Error('seedLoads: no candidate load was between 10 and MAX_LOAD_MILES miles');
      done += rowCount;
    }
    for (const def of rebuild) await client.query(def);
  });
}

/**
 * `$2` random loads out of `$1` candidates (pickup and delivery ZIPs drawn from bench_zips, kept when
 * 10 to `$7` road miles apart). Times: pickup window 30 min + 0–23 h from now (2 h long), delivery
 * 2 h + 1 h per 50 miles after the pickup starts (4 h long), expiring 1–3 h from now; $1.20–$4.50
 * per mile; broker round-robin by load (offset `$9`).
 */
const INSERT_RANDOM_LOADS = `
  INSERT INTO loads (broker_id, status, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
    delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
    pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
    equipment, weight_lbs, length_ft, commodity, rate_cents, miles, estimated_miles,
    expiry_hours, posted_at, expires_at)
  SELECT ($4::uuid[])[1 + (($9::int + k.n - 1) % cardinality($4::uuid[]))], 'active',
    k.pc, k.ps, k.pz, k.plat, k.plng, k.dc, k.ds, k.dz, k.dlat, k.dlng,
    k.pws, k.pws + interval '2 hours',
    k.pws + make_interval(hours => 2 + ceil(k.miles / 50.0)::int),
    k.pws + make_interval(hours => 6 + ceil(k.miles / 50.0)::int),
    ($5::text[])[k.e], k.weight, 48, ($6::text[])[k.e],
    greatest(100, round(k.miles * (120 + k.r_rate * 330)))::int8, k.miles, k.miles,
    ceil(extract(epoch FROM k.expires_at - now()) / 3600)::int,
    k.expires_at - make_interval(hours => ceil(extract(epoch FROM k.expires_at - now()) / 3600)::int),
    k.expires_at
  FROM (
    SELECT row_number() OVER () AS n, c.*
    FROM (
      SELECT p.city AS pc, p.state AS ps, p.zip AS pz, p.lat AS plat, p.lng AS plng,
        d.city AS dc, d.state AS ds, d.zip AS dz, d.lat AS dlat, d.lng AS dlng,
        greatest(1, round(2 * 3958.7613 * asin(least(1, sqrt(
          power(sin(radians(d.lat - p.lat) / 2), 2)
          + cos(radians(p.lat)) * cos(radians(d.lat)) * power(sin(radians(d.lng - p.lng) / 2), 2)))) * $8::float8))::int
          AS miles,
        1 + floor(g.r_e * cardinality($5::text[]))::int AS e,
        5000 + floor(g.r_w * 40)::int * 1000 AS weight,
        g.r_rate,
        date_trunc('second', now()) + interval '30 minutes' + floor(g.r_p * 24) * interval '1 hour' AS pws,
        now() + interval '1 hour' + g.r_x * interval '2 hours' AS expires_at
      FROM (
        SELECT floor(random() * $3::int)::int AS pi, floor(random() * $3::int)::int AS di,
          random() AS r_e, random() AS r_w, random() AS r_rate, random() AS r_p, random() AS r_x
        FROM generate_series(1, $1::int)
      ) g
      JOIN bench_zips p ON p.i = g.pi
      JOIN bench_zips d ON d.i = g.di
    ) c
    WHERE c.miles BETWEEN 10 AND $7::int
    LIMIT $2::int
  ) k`;

/** Drops the loads table's indexes that back no constraint; returns the statements that rebuild them. */
async function dropSecondaryIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'loads'::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  for (const r of rows) await client.query(`DROP INDEX "${r.name}"`);
  return rows.map((r) => r.def);
}

/** One fresh active load (Dallas → Houston flatbed, expiring in 3 h), for the booking race and chat. */
export async function insertFreshLoad(pool: pg.Pool, brokerId: string): Promise<string> {
  const dallas = zipcodes.lookup('75201');
  const houston = zipcodes.lookup('77002');
  if (!dallas || !houston) throw new Error('Dallas or Houston ZIP missing from the zipcodes data');
  const place = (z: typeof dallas): Place => ({
    city: z.city,
    state: z.state,
    zip: z.zip,
    lat: z.latitude,
    lng: z.longitude,
  });
  const now = Date.now();
  const pickup = place(dallas);
  const delivery = place(houston);
  const miles = estimateRoadMiles(pickup, delivery);
  const [id] = await insertLoads(pool, [
    {
      brokerId,
      pickup,
      delivery,
      miles,
      equipment: 'Flatbed',
      rateCents: miles * 300,
      weightLbs: 24_000,
      pickupStart: now + 2 * HOUR,
      expiryHours: 3,
      expiresAt: now + 3 * HOUR,
    },
  ]);
  if (!id) throw new Error('insert into loads returned nothing');
  return id;
}
