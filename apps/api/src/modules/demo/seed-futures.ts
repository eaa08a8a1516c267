import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { DEFAULT_TONU_FEE_CENTS } from '@haulclub/shared';
import type { Db } from '../../db/client';
import { futures, precommitments, users } from '../../db/schema/index';
import { forecastLane, resolveFuturesLane, type FuturesLane } from '../forecast/index';
import {
  acceptPrecommitment,
  createFreightFuture,
  createPrecommitment,
  futuresToday,
  lockFuture,
  type FuturesDeps,
} from '../futures/index';
import { readSettings } from '../platform-settings/index';
import { FREIGHT_FUTURES, JOLENE, RATE_FUTURES, type DemoLane } from './futures-plan';

const DANA = 'dana.broker@haulclub.demo';
const LENA = 'lena.trucker@haulclub.demo';
const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

/** yyyy-MM-dd `days` after `date`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Dollars with two decimals from cents (the wire's money). */
const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The demo's freight futures and rate futures (issue 14), posted through the futures services as
 * the brokers would post them (so each freight future's confidence and market demand are the real
 * forecast's on the demo history), after the market history exists:
 * - open freight futures of Dana's and of market brokers in every confidence colour, and one of
 *   Dana's that Lena has locked in (its contract pending on both /dashboards);
 * - open rate futures, one expiring a few minutes after the start, and one of Dana's Lena accepted.
 * Ray drives a hotshot, which hauls no futures equipment (dry van, reefer, flatbed, step deck), so
 * the locks are Lena's (a step deck: step deck and flatbed freight).
 * Idempotent, and topped up at every start: a future (or rate future) is posted again only when its
 * broker has no open, unexpired one on that lane and equipment; a locked one only once.
 */
export async function seedFutures(db: Db, ids: Record<string, string>): Promise<void> {
  const lenaId = ids[LENA];
  if (!lenaId || !ids[DANA]) return;
  const brokerIds = await brokersByEmail(db);
  // The market history (seed-market.ts) has not been seeded: no forecast to show.
  if (!brokerIds.get(JOLENE)) return;
  const settings = await readSettings(db);
  const deps: FuturesDeps = {
    db,
    // Nobody listens while the demo is seeded.
    live: { publish: async () => undefined },
    log: pino({ level: 'silent' }),
    config: { contracts: { tonuFeeCents: DEFAULT_TONU_FEE_CENTS, sweepIntervalMs: 0 } },
    settings: { current: () => settings },
  };

  await withSeedLock(db, async () => {
    const now = new Date();
    const today = futuresToday(now);
    for (const spec of FREIGHT_FUTURES) {
      const brokerId = brokerIds.get(spec.broker);
      if (!brokerId) continue;
      const lane = resolveFuturesLane(spec.from, spec.to);
      if (await hasFuture(db, brokerId, lane, spec, spec.lockedByLena ? lenaId : null)) continue;
      const startDate = addDays(today, spec.startInDays);
      const endDate = addDays(startDate, spec.weeks * 7 - 1);
      const forecast = await forecastLane(
        { db, settings },
        { lane, truckType: spec.truckType, startDate, endDate, now },
      );
      const created = await createFreightFuture(deps, brokerId, {
        lane_from: spec.from,
        lane_to: spec.to,
        truck_type: spec.truckType,
        rate_per_mile: dollars((forecast.rateCents ?? FALLBACK_RATE_CENTS) + spec.premiumCents),
        estimated_miles: lane.miles * spec.weeks * spec.runsPerWeek,
        start_date: startDate,
        end_date: endDate,
      });
      if (spec.lockedByLena) await lockFuture(deps, { futureId: created.id, truckerId: lenaId });
    }
    for (const spec of RATE_FUTURES) {
      const brokerId = brokerIds.get(spec.broker);
      if (!brokerId) continue;
      const lane = resolveFuturesLane(spec.from, spec.to);
      if (await hasRateFuture(db, brokerId, lane, spec, spec.lockedByLena ? lenaId : null)) continue;
      const expiresAt = new Date(now.getTime() + spec.expiresInMinutes * MINUTE);
      // The lane's forecast for the next 30 days, as GET /api/forecast shows the broker posting one.
      const forecast = await forecastLane(
        { db, settings },
        { lane, truckType: spec.truckType, startDate: today, endDate: addDays(today, 29), now },
      );
      const created = await createPrecommitment(deps, brokerId, {
        lane_from: spec.from,
        lane_to: spec.to,
        truck_type: spec.truckType,
        forecast_rate: dollars((forecast.rateCents ?? FALLBACK_RATE_CENTS) + spec.premiumCents),
        miles_estimate: lane.miles * spec.runs,
        expires_at: expiresAt.toISOString(),
      });
      if (spec.lockedByLena) {
        await acceptPrecommitment(deps, { precommitmentId: created.id, truckerId: lenaId });
      }
    }
  });
}

/** Only if a lane had no history at all (basis none): $3.00 a mile. The demo lanes all have some. */
const FALLBACK_RATE_CENTS = 300;

async function brokersByEmail(db: Db): Promise<Map<string, string>> {
  const emails = [...new Set([...FREIGHT_FUTURES, ...RATE_FUTURES].map((s) => s.broker))];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The broker's future on this lane and equipment: locked by `lockedBy`, or (null) open and not past its end date. */
async function hasFuture(
  db: Db,
  brokerId: string,
  lane: FuturesLane,
  spec: DemoLane,
  lockedBy: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: futures.id })
    .from(futures)
    .where(
      and(
        eq(futures.brokerId, brokerId),
        eq(futures.laneFrom, lane.from.label),
        eq(futures.laneTo, lane.to.label),
        eq(futures.truckType, spec.truckType),
        lockedBy
          ? eq(futures.lockedBy, lockedBy)
          : and(eq(futures.status, 'open'), sql`${futures.endDate} >= ${futuresToday()}::date`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The broker's rate future on this lane and equipment: locked by `lockedBy`, or (null) open and unexpired. */
async function hasRateFuture(
  db: Db,
  brokerId: string,
  lane: FuturesLane,
  spec: DemoLane,
  lockedBy: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: precommitments.id })
    .from(precommitments)
    .where(
      and(
        eq(precommitments.brokerId, brokerId),
        eq(precommitments.laneFrom, lane.from.label),
        eq(precommitments.laneTo, lane.to.label),
        eq(precommitments.truckType, spec.truckType),
        lockedBy
          ? eq(precommitments.lockedBy, lockedBy)
          : and(eq(precommitments.status, 'open'), gt(precommitments.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The seed's check-then-post runs under an advisory lock, held by a transaction of its own while the
 * services post on other connections, so two processes seeding at once post each future once.
 */
async function withSeedLock(db: Db, fn: () => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub.demo.seed-futures'))`);
    await fn();
  });
}
