import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { estimateRoadMiles, type EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import {
  bookings,
  brokers,
  chatMessages,
  chatThreads,
  contractSignatures,
  contracts,
  loads,
  truckers,
} from '../../db/schema/index';
import { createContractForBooking, termsSha256 } from '../contracts/index';

/** How many loads Dana's board always shows to truckers (active and unexpired). */
export const DEMO_VISIBLE_LOADS = 6;

const DANA = 'dana.broker@haulclub.demo';
const RAY = 'ray.trucker@haulclub.demo';
const LENA = 'lena.trucker@haulclub.demo';

export interface Lane {
  from: string;
  to: string;
  equipment: EquipmentType;
  commodity: string;
  weightLbs: number;
  lengthFt: number | null;
  /** Cents per mile, within $2.50–$4.00. */
  ratePerMile: number;
  notes?: string;
}

/**
 * Short-haul Texas and Oklahoma lanes (real ZIPs); fresh loads go round this list, and the
 * market history (seed-market.ts) books them.
 */
export const LANES: readonly Lane[] = [
  {
    from: '75201',
    to: '77002',
    equipment: 'Flatbed',
    commodity: 'Steel pipe',
    weightLbs: 42_000,
    lengthFt: 48,
    ratePerMile: 285,
    notes: 'Tarps and 8 straps required',
  },
  {
    from: '76102',
    to: '73102',
    equipment: 'Hotshot',
    commodity: 'Oilfield valves',
    weightLbs: 12_500,
    lengthFt: 30,
    ratePerMile: 340,
  },
  {
    from: '77002',
    to: '78205',
    equipment: 'Step Deck',
    commodity: 'Skid steer loader',
    weightLbs: 9_800,
    lengthFt: 14,
    ratePerMile: 310,
  },
  {
    from: '78701',
    to: '75201',
    equipment: 'Dry Van',
    commodity: 'Palletized paper goods',
    weightLbs: 38_000,
    lengthFt: null,
    ratePerMile: 260,
  },
  {
    from: '73501',
    to: '76301',
    equipment: 'Power Only',
    commodity: 'Loaded trailer swap',
    weightLbs: 30_000,
    lengthFt: 53,
    ratePerMile: 395,
  },
  {
    from: '78205',
    to: '78401',
    equipment: 'Reefer',
    commodity: 'Fresh produce',
    weightLbs: 36_000,
    lengthFt: null,
    ratePerMile: 300,
    notes: 'Hold at 34 °F',
  },
  {
    from: '73102',
    to: '79101',
    equipment: 'RGN',
    commodity: 'Compact excavator',
    weightLbs: 28_000,
    lengthFt: 24,
    ratePerMile: 375,
  },
  {
    from: '75701',
    to: '75201',
    equipment: 'Hotshot',
    commodity: 'HVAC units',
    weightLbs: 8_000,
    lengthFt: 20,
    ratePerMile: 365,
  },
  {
    from: '79401',
    to: '79701',
    equipment: 'Flatbed',
    commodity: 'Drill pipe',
    weightLbs: 40_000,
    lengthFt: 45,
    ratePerMile: 320,
  },
  {
    from: '77701',
    to: '77002',
    equipment: 'Step Deck',
    commodity: 'Fabricated steel beams',
    weightLbs: 34_000,
    lengthFt: 40,
    ratePerMile: 390,
  },
  {
    from: '74103',
    to: '75201',
    equipment: 'Dry Van',
    commodity: 'Canned goods',
    weightLbs: 41_000,
    lengthFt: null,
    ratePerMile: 255,
  },
  {
    from: '79601',
    to: '76102',
    equipment: 'Flatbed',
    commodity: 'Lumber',
    weightLbs: 44_000,
    lengthFt: 48,
    ratePerMile: 275,
  },
  // Hotshot runs out of Dallas–Fort Worth: the ones Ray (a hotshot) books in the money seed.
  {
    from: '75201',
    to: '76701',
    equipment: 'Hotshot',
    commodity: 'Pallet racking',
    weightLbs: 14_000,
    lengthFt: 32,
    ratePerMile: 345,
  },
  {
    from: '76102',
    to: '79601',
    equipment: 'Hotshot',
    commodity: 'Irrigation pipe',
    weightLbs: 11_000,
    lengthFt: 36,
    ratePerMile: 330,
  },
];

const HOUR = 3_600_000;

function locate(zip: string) {
  const z = zipcodes.lookup(zip);
  if (!z) throw new Error(`demo lane ZIP ${zip} is not in the zipcodes data`);
  return { city: z.city, state: z.state, zip, lat: z.latitude, lng: z.longitude };
}

export interface LoadTimes {
  postedAt: Date;
  expiryHours: number;
  expiresAt: Date;
  pickupWindowStart: Date;
}

/** A loads row for a lane: road miles from the coordinates, rate rounded to $5, windows from the pickup start. */
export function loadRow(
  brokerId: string,
  lane: Lane,
  times: LoadTimes,
  status: typeof loads.$inferInsert.status,
) {
  const from = locate(lane.from);
  const to = locate(lane.to);
  const miles = estimateRoadMiles(from, to);
  const pickupStart = times.pickupWindowStart.getTime();
  const deliveryStart = pickupStart + 2 * HOUR + Math.ceil(miles / 50) * HOUR;
  return {
    brokerId,
    status,
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
    pickupWindowStart: new Date(pickupStart),
    pickupWindowEnd: new Date(pickupStart + 2 * HOUR),
    deliveryWindowStart: new Date(deliveryStart),
    deliveryWindowEnd: new Date(deliveryStart + 4 * HOUR),
    equipment: lane.equipment,
    weightLbs: lane.weightLbs,
    lengthFt: lane.lengthFt,
    commodity: lane.commodity,
    notes: lane.notes ?? null,
    rateCents: Math.round((miles * lane.ratePerMile) / 500) * 500,
    miles,
    estimatedMiles: miles,
    expiryHours: times.expiryHours,
    postedAt: times.postedAt,
    expiresAt: times.expiresAt,
    createdAt: times.postedAt,
    updatedAt: times.postedAt,
  };
}

type Ids = Record<string, string>;

/**
 * Dana's demo board (idempotent): tops her visible loads up to six fresh
 * ones, and the first time (while she has no bookings) adds Ray's load in
 * transit, Lena's delivery awaiting confirmation and her confirmed one, and
 * a chat between Ray and Dana on one of the active loads. Each booking has its
 * contract: Ray's awaits both signatures, Lena's two are signed by both.
 */
export async function seedLoads(tx: DbExecutor, ids: Ids): Promise<void> {
  const danaId = ids[DANA];
  if (!danaId) return;
  const [broker] = await tx
    .select({ status: brokers.status })
    .from(brokers)
    .where(eq(brokers.userId, danaId));
  if (broker?.status !== 'verified') return;
  // Two processes seeding the same database at once must not both top up.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub.demo.seed-loads'))`);

  await topUpBoard(tx, danaId);
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.brokerId, danaId))
    .limit(1);
  if (booked) return;
  const rayId = ids[RAY];
  const lenaId = ids[LENA];
  if (!rayId || !lenaId) return;
  const onboarded = await tx
    .select({ id: truckers.userId })
    .from(truckers)
    .where(inArray(truckers.userId, [rayId, lenaId]));
  if (onboarded.length < 2) return;
  await seedBookings(tx, danaId, rayId, lenaId);
  await seedChat(tx, danaId, rayId);
}

async function topUpBoard(tx: DbExecutor, danaId: string): Promise<void> {
  const [counts] = await tx
    .select({
      visible: sql<number>`count(*) filter (where ${loads.status} = 'active' and ${loads.expiresAt} > now())::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(loads)
    .where(eq(loads.brokerId, danaId));
  const missing = DEMO_VISIBLE_LOADS - (counts?.visible ?? 0);
  if (missing <= 0) return;
  const now = Date.now();
  // Go round the lanes from where the last top-up stopped, so the board changes between starts.
  const offset = counts?.total ?? 0;
  const rows = Array.from({ length: missing }, (_, i) => {
    const n = offset + i;
    const expiryHours = 1 + (n % 3);
    return loadRow(
      danaId,
      LANES[n % LANES.length] as Lane,
      {
        postedAt: new Date(now),
        expiryHours,
        expiresAt: new Date(now + expiryHours * HOUR),
        pickupWindowStart: new Date(now + (1 + ((n * 5) % 6)) * HOUR),
      },
      'active',
    );
  });
  await tx.insert(loads).values(rows);
}

async function insertLoad(
  tx: DbExecutor,
  row: typeof loads.$inferInsert,
): Promise<{ id: string; rateCents: number; miles: number }> {
  const [inserted] = await tx
    .insert(loads)
    .values(row)
    .returning({ id: loads.id, rateCents: loads.rateCents, miles: loads.miles });
  if (!inserted) throw new Error('insert into loads returned nothing');
  return inserted;
}

/** A fresh active load of Dana's on lane `lane` (pickup within hours), for the demo money seed to book. */
export async function insertDemoLoad(tx: DbExecutor, brokerId: string, lane: number): Promise<string> {
  const now = Date.now();
  const row = loadRow(
    brokerId,
    LANES[lane % LANES.length] as Lane,
    {
      postedAt: new Date(now),
      expiryHours: 2,
      expiresAt: new Date(now + 2 * HOUR),
      pickupWindowStart: new Date(now + HOUR),
    },
    'active',
  );
  return (await insertLoad(tx, row)).id;
}

/** Past loads: Ray's in transit, Lena's awaiting confirmation, Lena's confirmed. */
async function seedBookings(tx: DbExecutor, danaId: string, rayId: string, lenaId: string): Promise<void> {
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const past = (hoursAgo: number) => ({
    postedAt: ago(hoursAgo),
    expiryHours: 2,
    expiresAt: ago(hoursAgo - 2),
    pickupWindowStart: ago(hoursAgo - 2),
  });

  const inTransit = await insertLoad(tx, loadRow(danaId, LANES[1] as Lane, past(5), 'in_transit'));
  const awaiting = await insertLoad(tx, loadRow(danaId, LANES[2] as Lane, past(28), 'delivered'));
  const confirmed = await insertLoad(tx, loadRow(danaId, LANES[0] as Lane, past(96), 'delivered'));
  const booking = (load: typeof inTransit, truckerId: string) => ({
    loadId: load.id,
    truckerId,
    brokerId: danaId,
    rateCents: load.rateCents,
    miles: load.miles,
  });
  const rows = await tx
    .insert(bookings)
    .values([
      { ...booking(inTransit, rayId), bookedAt: ago(4.5), pickedUpAt: ago(2) },
      {
        ...booking(awaiting, lenaId),
        bookedAt: ago(27),
        pickedUpAt: ago(25),
        deliveredAt: ago(19),
        podNote: 'Delivered to dock 3, signed by M. Ortiz. Skid steer unloaded with no damage.',
      },
      {
        ...booking(confirmed, lenaId),
        bookedAt: ago(95),
        pickedUpAt: ago(93),
        deliveredAt: ago(86),
        confirmedAt: ago(84),
        confirmedBy: danaId,
        podNote: 'All 24 bundles received in good order; BOL signed by receiving.',
      },
    ])
    .returning();
  const [rays, ...lenas] = rows;
  // Ray's contract awaits both signatures; Lena's two are signed by both (Active: no money moves yet).
  if (rays) await createContractForBooking(NO_LIVE, tx, rays);
  for (const b of lenas) {
    const contract = await createContractForBooking(NO_LIVE, tx, b);
    if (contract)
      await signByBoth(tx, contract, { broker: 'Dana Whitfield', trucker: 'Lena Okafor' }, ago(26));
  }
}

/** Nobody listens while the demo is seeded. */
const NO_LIVE = { live: { publish: async () => undefined } };

async function signByBoth(
  tx: DbExecutor,
  contract: typeof contracts.$inferSelect,
  names: { broker: string; trucker: string },
  at: Date,
): Promise<void> {
  const hash = termsSha256(contract.contractTerms);
  const signature = {
    contractId: contract.id,
    ip: '127.0.0.1',
    userAgent: 'seed',
    termsSha256: hash,
    signedAt: at,
  };
  await tx.insert(contractSignatures).values([
    { ...signature, party: 'trucker', userId: contract.truckerId, fullName: names.trucker },
    { ...signature, party: 'broker', userId: contract.brokerId, fullName: names.broker },
  ]);
  await tx
    .update(contracts)
    .set({ status: 'signed', termsFrozenAt: at, signedAt: at })
    .where(eq(contracts.id, contract.id));
}

/** Ray asks Dana about one of her active loads; Dana has not read his last message yet. */
async function seedChat(tx: DbExecutor, danaId: string, rayId: string): Promise<void> {
  const [load] = await tx
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.brokerId, danaId), eq(loads.status, 'active'), gt(loads.expiresAt, sql`now()`)))
    .orderBy(desc(loads.expiresAt))
    .limit(1);
  if (!load) return;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const [thread] = await tx
    .insert(chatThreads)
    .values({
      loadId: load.id,
      truckerId: rayId,
      brokerId: danaId,
      truckerLastReadAt: at(2),
      brokerLastReadAt: at(6),
      lastMessageAt: at(2),
      createdAt: at(12),
    })
    .onConflictDoNothing()
    .returning({ id: chatThreads.id });
  if (!thread) return;
  await tx.insert(chatMessages).values([
    {
      threadId: thread.id,
      senderId: rayId,
      body: 'Hi Dana, is the pickup dock open before 7 am?',
      createdAt: at(12),
    },
    {
      threadId: thread.id,
      senderId: danaId,
      body: 'Yes, from 6 am. Ask for the shipping office at gate 2.',
      createdAt: at(6),
    },
    {
      threadId: thread.id,
      senderId: rayId,
      body: 'Great, thanks. I can be there first thing.',
      createdAt: at(2),
    },
  ]);
}
