import { sql, type SQL } from 'drizzle-orm';
import { LANE_RATE_CARD_WINDOW } from '@haulclub/shared';

/**
 * A load's market figures as columns of a statement that reads loads `l`: its lane's row of
 * lane_rates for the card window (LANE_RATE_CARD_WINDOW, by the table's primary key: the load's
 * stored markets and equipment) and its broker's row of broker_fairness. Both may be missing
 * (no bookings on the lane yet, a broker not yet figured). Read them with loadMarketOfRow.
 */
export const LOAD_MARKET_JOINS: SQL = sql`LEFT JOIN lane_rates lr ON lr.origin_market = l.pickup_market
      AND lr.destination_market = l.delivery_market AND lr.equipment = l.equipment
      AND lr.window_days = ${sql.raw(String(LANE_RATE_CARD_WINDOW))}
    LEFT JOIN broker_fairness bf ON bf.broker_id = l.broker_id`;

/** The select list of LOAD_MARKET_JOINS' columns (a LoadMarketRow). */
export const LOAD_MARKET_COLUMNS: SQL = sql.raw(`lr.bookings AS "laneBookings", lr.brokers AS "laneBrokers",
      lr.average_cents AS "laneAverageCents", bf.compared_loads AS "brokerComparedLoads",
      bf.average_diff_bp AS "brokerAverageDiffBp"`);

/** The columns LOAD_MARKET_COLUMNS selects: null where the lane or the broker has no row. */
export interface LoadMarketRow {
  laneBookings: number | null;
  laneBrokers: number | null;
  laneAverageCents: number | null;
  brokerComparedLoads: number | null;
  brokerAverageDiffBp: number | null;
}
