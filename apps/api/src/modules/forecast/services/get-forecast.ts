import { FUTURES_LIMITS, type ForecastQuery, type ForecastView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { ForecastModuleDeps } from '../deps';
import { chicagoToday, dateOfDay, dayNumber } from '../engine/index';
import { resolveFuturesLane } from '../lane';
import { forecastLane } from './forecast-lane';

/** Without dates, the forecast covers the next 30 days (today included, in FUTURES_TIME_ZONE). */
export const DEFAULT_FORECAST_DAYS = 30;

/**
 * The dates a forecast covers: both given, or the start (default today) and 30 days from it. The
 * range may start at most FUTURES_LIMITS.maxStartDaysAhead days ahead and span at most
 * FUTURES_LIMITS.maxSpanDays (the bounds of a future); 400 naming the date otherwise.
 */
export function forecastDates(query: Pick<ForecastQuery, 'start_date' | 'end_date'>, now: Date) {
  const today = dayNumber(chicagoToday(now));
  const start = query.start_date ? dayNumber(query.start_date) : today;
  const end = query.end_date ? dayNumber(query.end_date) : start + DEFAULT_FORECAST_DAYS - 1;
  if (start > today + FUTURES_LIMITS.maxStartDaysAhead) {
    throw AppError.validation([
      {
        field: 'start_date',
        message: `Start date must be within ${FUTURES_LIMITS.maxStartDaysAhead} days from today`,
      },
    ]);
  }
  if (end < start) {
    throw AppError.validation([
      { field: 'end_date', message: 'End date must be on or after the start date' },
    ]);
  }
  if (end - start + 1 > FUTURES_LIMITS.maxSpanDays) {
    throw AppError.validation([
      { field: 'end_date', message: `A forecast covers at most ${FUTURES_LIMITS.maxSpanDays} days` },
    ]);
  }
  return { startDate: dateOfDay(start), endDate: dateOfDay(end) };
}

/** GET /api/forecast: the lane's forecast rate, confidence and market demand, in the spec's names. */
export async function getForecast(
  deps: ForecastModuleDeps,
  query: ForecastQuery,
  now = new Date(),
): Promise<ForecastView> {
  const lane = resolveFuturesLane(query.lane_from, query.lane_to);
  const dates = forecastDates(query, now);
  const f = await forecastLane(
    { db: deps.db, settings: deps.settings.current() },
    { lane, truckType: query.truck_type, ...dates, now },
  );
  return {
    lane_from: lane.from.label,
    lane_to: lane.to.label,
    lane_miles: lane.miles,
    truck_type: query.truck_type,
    start_date: dates.startDate,
    end_date: dates.endDate,
    forecast_rate: f.rateCents === null ? null : f.rateCents / 100,
    ai_confidence_score: f.confidence,
    market_demand: f.demand,
    basis: f.basis,
    lane_bookings: f.laneBookings,
    lane_brokers: f.laneBrokers,
    backtest_mape: f.backtestMape,
    demand_loads: f.demandLoads,
    demand_truckers: f.demandTruckers,
  };
}
