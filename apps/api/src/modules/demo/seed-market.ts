import { createHash, randomUUID } from 'node:crypto';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PLATFORM_SETTINGS, timeZoneOfState } from '@haulclub/shared';
import type { Db, DbExecutor } from '../../db/client';
import {
  bookings,
  brokerApplications,
  brokers,
  chatMessages,
  chatThreads,
  loads,
  profiles,
  ratings,
  truckers,
  uploads,
  users,
} from '../../db/schema/index';
import { schedulePremiumWindowEnd } from '../loads/index';
import { refreshBrokerFairness, refreshLaneRates } from '../market/index';
import { locateCity } from '../membership/index';
import { refreshSpeedScores } from '../speed-score/index';
import { buildHistory, type History, type HistoryBroker, type HistoryTrucker } from './market-history';
import { HABITS, MARKET_BROKERS, MARKET_TRUCKERS } from './market-roster';
import { LANES, loadRow, type Lane } from './seed-loads';

const DANA = 'dana.broker@haulclub.demo';
const RAY = 'ray.trucker@haulclub.demo';
const LENA = 'lena.trucker@haulclub.demo';
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** Weekly speed-score history written at the first seed (the score pages chart 12 weeks). */
const HISTORY_WEEKS = 12;
/** Dana's premium load: a Dallas → Waco hotshot run (LANES[12]), Ray's kind of freight. */
const PREMIUM_LANE = 12;
/** A 1×1 PNG: the market's proof-of-delivery photos. */
const POD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Ids = Record<string, string>;

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
const brokerEmail = (b: (typeof MARKET_BROKERS)[number]) =>
  emailOf(b.firstName, b.lastName, 'brokers.haulclub.demo');
const truckerEmail = (t: (typeof MARKET_TRUCKERS)[number]) =>
  emailOf(t.firstName, t.lastName, 'drivers.haulclub.demo');

/**
 * The demo market (issue 13), after the demo accounts and Dana's board exist:
 * - the first time, nine more verified brokers and 22 truckers (no password: nobody signs in as
 *   them) and ~460 bookings of the demo lanes over the last 90 days, Dana's, Ray's and Lena's among
 *   them, with delivery steps, chats and ratings both ways (market-history.ts); then the lane
 *   rates, fairness standings and speed scores (12 past weeks and now) from the modules' own
 *   refresh functions;
 * - at every start, a premium load of Dana's posted now when none is inside its early-access
 *   window, so Ray (top of the speed ranking) sees "Early access" on it.
 * Idempotent: the history is added once (the first market broker's account is the marker).
 */
export async function seedMarket(db: Db, ids: Ids): Promise<void> {
  const danaId = ids[DANA];
  const rayId = ids[RAY];
  const lenaId = ids[LENA];
  if (!danaId || !rayId || !lenaId) return;
  const [dana] = await db.select({ status: brokers.status }).from(brokers).where(eq(brokers.userId, danaId));
  const onboarded = await db
    .select({ id: truckers.userId })
    .from(truckers)
    .where(inArray(truckers.userId, [rayId, lenaId]));
  if (dana?.status !== 'verified' || onboarded.length < 2) return;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub.demo.seed-market'))`);
    const first = MARKET_BROKERS[0];
    if (!first) return false;
    const [marker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, brokerEmail(first)));
    if (marker) return false;
    const now = Date.now();
    const roster = await insertRoster(tx, ids['admin@haulclub.demo'] ?? null, now);
    const history = buildHistory(
      [
        {
          id: danaId,
          pays: 1.03,
          confirmHours: [0.3, 1.5],
          replyMinutes: [5, 10],
          volume: 1.3,
          chats: false,
          alwaysRated: true,
        },
        ...roster.brokers,
      ],
      [
        { id: rayId, equipment: 'Hotshot', habits: HABITS.ray, weight: 1, alwaysRated: true },
        { id: lenaId, equipment: 'Step Deck', habits: HABITS.lena, weight: 0.6, alwaysRated: false },
        ...roster.truckers,
      ],
      now,
    );
    await insertHistory(tx, history);
    return true;
  });
  await db.transaction((tx) => postPremiumLoad(tx, danaId));
  if (!seeded) return;

  await refreshLaneRates(db);
  await refreshBrokerFairness(db);
  // The weekly chart: the score at the end of each of the last 12 weeks, oldest first, then now.
  const thisWeek = startOfWeek(Date.now());
  for (let k = HISTORY_WEEKS; k >= 1; k--) {
    await refreshSpeedScores(db, { asOf: new Date(thisWeek - (k - 1) * WEEK - 1) });
  }
  await refreshSpeedScores(db);
}

/** Monday 00:00 UTC of the week of `t` (weeks as PostgreSQL's date_trunc('week') counts them). */
function startOfWeek(t: number): number {
  const d = new Date(t);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/** The market's brokers and truckers, in a few multi-row inserts. */
async function insertRoster(
  tx: DbExecutor,
  adminId: string | null,
  now: number,
): Promise<{ brokers: HistoryBroker[]; truckers: HistoryTrucker[] }> {
  const joined = new Date(now - 120 * 24 * HOUR);
  const people = [
    ...MARKET_BROKERS.map((b) => ({
      id: randomUUID(),
      email: brokerEmail(b),
      role: 'broker' as const,
      ...b,
    })),
    ...MARKET_TRUCKERS.map((t) => ({
      id: randomUUID(),
      email: truckerEmail(t),
      role: 'trucker' as const,
      ...t,
    })),
  ];
  await tx.insert(users).values(
    people.map((p) => ({
      id: p.id,
      email: p.email,
      encryptedPassword: null,
      role: p.role,
      emailConfirmedAt: joined,
      rawUserMetaData: {
        first_name: p.firstName,
        last_name: p.lastName,
        role: p.role,
        company_name: p.companyName,
        email: p.email,
        email_verified: true,
        sub: p.id,
      },
      rawAppMetaData: { provider: 'email', providers: ['email'] },
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await tx.insert(profiles).values(
    people.map((p) => ({
      userId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      role: p.role,
      onboardingComplete: true,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  const brokerPeople = people.filter((p) => p.role === 'broker');
  const truckerPeople = people.filter((p) => p.role === 'trucker');
  const brokerFields = brokerPeople.map((p) => {
    const b = MARKET_BROKERS.find((m) => brokerEmail(m) === p.email);
    if (!b) throw new Error(`no market broker for ${p.email}`);
    return { id: p.id, email: p.email, b };
  });
  await tx.insert(brokers).values(
    brokerFields.map(({ id, b }) => ({
      userId: id,
      companyName: b.companyName,
      mcNumber: b.mcNumber,
      dotNumber: b.dotNumber,
      phone: b.phone,
      address: b.address,
      city: b.city,
      state: b.state,
      zipCode: b.zipCode,
      status: 'verified' as const,
      verifiedAt: joined,
      verifiedBy: adminId,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await tx.insert(brokerApplications).values(
    brokerFields.map(({ id, email, b }) => ({
      userId: id,
      firstName: b.firstName,
      lastName: b.lastName,
      email,
      phone: b.phone,
      companyName: b.companyName,
      mcNumber: b.mcNumber,
      dotNumber: b.dotNumber,
      address: b.address,
      city: b.city,
      state: b.state,
      zipCode: b.zipCode,
      source: 'apply' as const,
      status: 'approved' as const,
      verificationVerdict: 'unavailable' as const,
      verificationNote: 'Seeded demo data; not checked against FMCSA',
      reviewedAt: joined,
      reviewedBy: adminId,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  const truckerFields = truckerPeople.map((p, i) => {
    const t = MARKET_TRUCKERS.find((m) => truckerEmail(m) === p.email);
    if (!t) throw new Error(`no market trucker for ${p.email}`);
    const home = locateCity(t.homeBaseCity, t.homeBaseState);
    if (!home)
      throw new Error(`demo trucker home base ${t.homeBaseCity}, ${t.homeBaseState} is not in the ZIP data`);
    // Each joined through one of the market brokers' invitations.
    const invitedBy = brokerFields[i % brokerFields.length]?.id ?? null;
    return { id: p.id, t, home, invitedBy };
  });
  await tx.insert(truckers).values(
    truckerFields.map(({ id, t, home, invitedBy }) => ({
      userId: id,
      brokerId: invitedBy,
      companyName: t.companyName,
      phone: t.phone,
      truckType: t.truckType,
      truckTypes: [t.truckType],
      equipmentDetails: t.equipmentDetails,
      homeBaseCity: t.homeBaseCity,
      homeBaseState: t.homeBaseState,
      homeBaseLat: home.lat,
      homeBaseLng: home.lng,
      timeZone: timeZoneOfState(t.homeBaseState),
      maxRadius: 400,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  return {
    brokers: brokerFields.map(({ id, b }) => ({
      id,
      pays: b.pays,
      confirmHours: b.confirmHours,
      replyMinutes: b.replyMinutes,
      volume: b.volume,
      chats: true,
      alwaysRated: false,
    })),
    truckers: truckerFields.map(({ id, t }) => ({
      id,
      equipment: t.truckType,
      habits: HABITS[t.habits],
      weight: 1.5,
      alwaysRated: false,
    })),
  };
}

/** The history's rows, table by table, and a lane-rate sample per booking (as a booking writes one). */
async function insertHistory(tx: DbExecutor, history: History): Promise<void> {
  const sha256 = createHash('sha256').update(POD_PNG).digest('hex');
  const png = `\\x${POD_PNG.toString('hex')}`;
  await insertRows(
    tx,
    uploads,
    history.photos.map((p) => ({
      ...p,
      purpose: 'pod_photo',
      contentType: 'image/png',
      byteSize: POD_PNG.length,
      sha256,
      data: png,
    })),
  );
  await insertRows(tx, loads, history.loads);
  await insertRows(tx, bookings, history.bookings);
  await insertRows(tx, chatThreads, history.threads);
  await insertRows(tx, chatMessages, history.messages);
  await insertRows(tx, ratings, history.ratings);
  const bookingIds = `{${history.bookings.map((b) => b.id).join(',')}}`;
  await tx.execute(sql`
    INSERT INTO lane_rate_samples (booking_id, load_id, origin_market, destination_market, equipment, broker_id, rate_per_mile_cents, booked_at)
    SELECT b.id, l.id, l.pickup_market, l.delivery_market, l.equipment, b.broker_id,
      round(b.rate_cents::numeric / b.miles)::integer, b.booked_at
    FROM bookings b JOIN loads l ON l.id = b.load_id
    WHERE b.id = ANY(${bookingIds}::uuid[])
    ON CONFLICT DO NOTHING`);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Many rows in one statement with one parameter (json_populate_recordset): hundreds of rows go in
 * in milliseconds, where a VALUES list of thousands of parameters takes the query builder seconds.
 * Columns a row leaves out are NULL; columns no row has keep their defaults.
 */
async function insertRows(tx: DbExecutor, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [snake(k), v]))),
  );
  const name = sql.identifier(getTableName(table));
  const columns = sql.raw(keys.map((k) => `"${snake(k)}"`).join(', '));
  await tx.execute(
    sql`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${json}::json)`,
  );
}

/**
 * A premium hotshot load of Dana's posted now, unless one of hers is still inside the early-access
 * window (the admin setting, read from its table: the app's settings service does not run yet).
 */
async function postPremiumLoad(tx: DbExecutor, danaId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub.demo.seed-premium'))`);
  const [open] = await tx
    .select({ id: loads.id })
    .from(loads)
    .where(
      and(
        eq(loads.brokerId, danaId),
        eq(loads.premium, true),
        eq(loads.status, 'active'),
        sql`${loads.expiresAt} > now()`,
        sql`${loads.postedAt} > now() - make_interval(mins => coalesce(
          (SELECT (value #>> '{}')::int FROM platform_settings WHERE key = 'premiumWindowMinutes'),
          ${DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes}))`,
      ),
    )
    .limit(1);
  if (open) return;
  const now = Date.now();
  const row = loadRow(
    danaId,
    LANES[PREMIUM_LANE] as Lane,
    {
      postedAt: new Date(now),
      expiryHours: 3,
      expiresAt: new Date(now + 3 * HOUR),
      pickupWindowStart: new Date(now + 3 * HOUR),
    },
    'active',
  );
  const [posted] = await tx
    .insert(loads)
    .values({
      ...row,
      premium: true,
      commodity: 'Oilfield pumps',
      notes: 'Same-day delivery; posted as premium freight',
    })
    .returning({ id: loads.id });
  // As a broker's post does: the window's end opens the load to every trucker, alerted and live.
  if (posted) await schedulePremiumWindowEnd(tx, posted.id, await premiumWindowMinutes(tx));
}

async function premiumWindowMinutes(tx: DbExecutor): Promise<number> {
  const result = await tx.execute<{ minutes: number }>(sql`
    SELECT coalesce((SELECT (value #>> '{}')::int FROM platform_settings WHERE key = 'premiumWindowMinutes'),
      ${DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes})::int AS minutes`);
  return Number(result.rows[0]?.minutes ?? DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes);
}
