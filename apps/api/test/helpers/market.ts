import { sql } from 'drizzle-orm';
import type { EquipmentType, PlatformSettingsPatch } from '@haulclub/shared';
import { bookings } from '../../src/db/schema/index';
import { recordLaneRateSample } from '../../src/modules/market/index';
import type { TestApp } from './app';
import { insertLoad, type PlaceKey } from './loads';

// Factories for market (lane rates, fairness) tests: booked loads with their lane-rate samples.

export interface SampleOptions {
  brokerId: string;
  truckerId: string;
  from: PlaceKey;
  to: PlaceKey;
  equipment: EquipmentType;
  /** The agreed rate per mile in cents (the booking is 100 miles at 100 × this). */
  ratePerMileCents: number;
  /** How long ago it was booked. Default: one hour. */
  daysAgo?: number;
}

/**
 * A booked load with its booking and lane-rate sample, written as the booking transaction writes
 * them (recordLaneRateSample queues the lane's refresh: run the jobs to see it in lane_rates).
 */
export async function insertBookedSample(
  t: TestApp,
  o: SampleOptions,
): Promise<{ loadId: string; bookingId: string }> {
  const miles = 100;
  const rateCents = o.ratePerMileCents * miles;
  const load = await insertLoad(t, {
    brokerId: o.brokerId,
    from: o.from,
    to: o.to,
    equipment: o.equipment,
    rateCents,
    miles,
    status: 'booked',
  });
  const bookedAt = new Date(Date.now() - (o.daysAgo ?? 1 / 24) * 86_400_000);
  const bookingId = await t.db.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ loadId: load.id, truckerId: o.truckerId, brokerId: o.brokerId, rateCents, miles, bookedAt })
      .returning({ id: bookings.id });
    if (!row) throw new Error('no booking row');
    await recordLaneRateSample(tx, row.id);
    return row.id;
  });
  return { loadId: load.id, bookingId };
}

/** Many samples on one lane: one per rate, brokers taken in turn. */
export async function insertLaneSamples(
  t: TestApp,
  lane: Omit<SampleOptions, 'brokerId' | 'ratePerMileCents'>,
  brokerIds: readonly string[],
  rates: readonly number[],
): Promise<void> {
  for (const [i, rate] of rates.entries()) {
    await insertBookedSample(t, {
      ...lane,
      brokerId: brokerIds[i % brokerIds.length] as string,
      ratePerMileCents: rate,
    });
  }
}

/** Changes platform settings as an admin would (audited; applied at once). */
export async function changeSettings(
  t: TestApp,
  adminId: string,
  patch: PlatformSettingsPatch,
): Promise<void> {
  await t.app.platformSettings.update(patch, { userId: adminId, ip: '127.0.0.1', userAgent: 'vitest' });
}

/** Ages a lane's stored figures (as if computed `hours` ago), for the sweeper. */
export async function ageLaneRates(t: TestApp, hours: number): Promise<void> {
  await t.db.database.db.execute(
    sql`UPDATE lane_rates SET computed_at = now() - make_interval(hours => ${hours})`,
  );
}
