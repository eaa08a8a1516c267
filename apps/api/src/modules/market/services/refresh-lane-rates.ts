import type { DbExecutor } from '../../../db/client';
import { insertJob } from '../../jobs/index';
import {
  distinctLanes,
  insertLaneRateSample,
  laneKeyOf,
  recomputeLaneRates,
  type Lane,
} from '../repository/lane-rates';

export const MARKET_JOBS = {
  /** Recompute one lane's figures (after a booking on it); payload: the lane. */
  laneRefresh: 'market.lane-refresh',
  /** Recompute one broker's standing (after a post, repost or edit); payload: { brokerId }. */
  brokerFairness: 'market.broker-fairness',
  /** Roll lanes whose window edges moved, and every broker's standing (the sweeper). */
  sweep: 'market.sweep',
} as const;

/**
 * Records the booking's lane-rate sample inside the booking's transaction and queues the refresh
 * of its lane (runs after commit, JOBS_COALESCE_MS after the lane's first request still waiting;
 * one queued refresh per lane however many bookings land on it meanwhile).
 */
export async function recordLaneRateSample(tx: DbExecutor, bookingId: string): Promise<void> {
  const lane = await insertLaneRateSample(tx, bookingId);
  if (!lane) return;
  await insertJob(
    tx,
    MARKET_JOBS.laneRefresh,
    { ...lane },
    { dedupeKey: `${MARKET_JOBS.laneRefresh}:${laneKeyOf(lane)}` },
  );
}

/**
 * Recomputes lane_rates for the given lanes, or for every lane with samples in the last 90 days
 * (and drops rows of windows left empty) when none are given. Returns the lanes whose rows changed.
 */
export async function refreshLaneRates(
  db: DbExecutor,
  opts: { lanes?: readonly Lane[] } = {},
): Promise<Lane[]> {
  return recomputeLaneRates(db, opts.lanes ? distinctLanes(opts.lanes) : null);
}

/**
 * Queues the recomputation of a broker's standing (after commit, JOBS_COALESCE_MS after the
 * broker's first request still waiting; one queued per broker).
 */
export async function queueBrokerFairness(tx: DbExecutor, brokerId: string): Promise<void> {
  await insertJob(
    tx,
    MARKET_JOBS.brokerFairness,
    { brokerId },
    { dedupeKey: `${MARKET_JOBS.brokerFairness}:${brokerId}` },
  );
}
