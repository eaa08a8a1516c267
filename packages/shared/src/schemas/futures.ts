import { z } from 'zod';
import { FUTURES_TRUCK_TYPES } from '../domain/equipment';
import {
  FORECAST_BASES,
  FUTURE_STATUSES,
  FUTURES_LIMITS as F,
  MARKET_DEMAND_LEVELS,
  PRECOMMITMENT_STATUSES,
} from '../domain/futures';
import { dateTimeInput, isoDateTime, requiredText } from './formats';

/**
 * Freight futures and rate futures (issue 14). Field names are the spec's (snake_case: lane_from,
 * rate_per_mile, …); money goes over the wire in dollars with two decimals (rate_per_mile,
 * total_commitment, forecast_rate, commitment_amount) and is stored and computed in integer cents.
 */

export const futuresTruckType = z.enum(FUTURES_TRUCK_TYPES, {
  error: 'Truck type must be dry_van, reefer, flatbed or step_deck',
});

/** A calendar date, yyyy-MM-dd, that exists (2026-02-30 is refused). */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-MM-dd)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real calendar date`);

/** Dollars with at most two decimals, above zero and at most `maxCents`. */
export const dollarsInput = (label: string, maxCents: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v) && v > 0, `${label} must be more than 0`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} must have at most 2 decimals`)
    .refine(
      (v) => Math.round(v * 100) <= maxCents,
      `${label} must be at most $${(maxCents / 100).toFixed(2)}`,
    );

export const milesInput = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be more than 0`)
    .max(F.maxEstimatedMiles, `${label} must be at most ${F.maxEstimatedMiles.toLocaleString('en-US')}`);

const laneText = (label: string) => requiredText(label, F.laneText);

/**
 * POST /api/futures (the spec's create-freight-future). The server also refuses a start before today
 * (FUTURES_TIME_ZONE), an end before the start, unknown places and lanes over 400 miles: 400 naming the field.
 */
export const createFreightFutureInput = z
  .object({
    lane_from: laneText('Lane from'),
    lane_to: laneText('Lane to'),
    truck_type: futuresTruckType,
    rate_per_mile: dollarsInput('Rate per mile', F.maxRatePerMileCents),
    estimated_miles: milesInput('Estimated miles'),
    start_date: calendarDate('Start date'),
    end_date: calendarDate('End date'),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'End date must be on or after the start date',
      });
  });
export type CreateFreightFutureInput = z.infer<typeof createFreightFutureInput>;

const memberRef = z.object({ id: z.uuid(), name: z.string(), company_name: z.string().nullable() });

/** A freight future as the board lists it. `locked_by` and `contract_id` are shown to its broker and its trucker only. */
export const futureView = z.object({
  id: z.uuid(),
  /** Short reference shown as F-<number>. */
  number: z.number().int(),
  broker: memberRef,
  lane_from: z.string(),
  lane_to: z.string(),
  /** Estimated road miles between the lane's ends. */
  lane_miles: z.number().int(),
  truck_type: futuresTruckType,
  rate_per_mile: z.number(),
  estimated_miles: z.number().int(),
  /** rate_per_mile × estimated_miles, computed in cents. */
  total_commitment: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(FUTURE_STATUSES),
  created_at: isoDateTime,
  /** 0–1, two decimals: the forecast's confidence for this lane when the future was created. */
  ai_confidence_score: z.number(),
  market_demand: z.enum(MARKET_DEMAND_LEVELS),
  /** The forecast rate per mile at creation (null without any history). */
  forecast_rate: z.number().nullable(),
  forecast_basis: z.enum(FORECAST_BASES),
  locked_by: memberRef.nullable(),
  locked_at: isoDateTime.nullable(),
  withdrawn_at: isoDateTime.nullable(),
  contract_id: z.uuid().nullable(),
  /** For a trucker: whether their truck type can haul this future's equipment (null for others). */
  equipment_fits: z.boolean().nullable(),
});
export type FutureView = z.infer<typeof futureView>;

export const futureList = z.object({ futures: z.array(futureView), total: z.number().int() });
export type FutureList = z.infer<typeof futureList>;

/** POST /api/futures/:id/lock and POST /api/precommitments/accept answer with the contract made. */
export const lockResult = z.object({ id: z.uuid(), contract_id: z.uuid(), status: z.literal('locked') });
export type LockResult = z.infer<typeof lockResult>;

/** POST /api/precommitments (broker): a forward rate for a lane; commitment_amount = forecast_rate × miles_estimate. */
export const createPrecommitmentInput = z.object({
  lane_from: laneText('Lane from'),
  lane_to: laneText('Lane to'),
  truck_type: futuresTruckType,
  forecast_rate: dollarsInput('Forecast rate', F.maxRatePerMileCents),
  miles_estimate: milesInput('Miles estimate'),
  /** Between FUTURES_LIMITS.minPrecommitmentMinutes and maxPrecommitmentHours from now (the server checks). */
  expires_at: dateTimeInput('Expires at'),
});
export type CreatePrecommitmentInput = z.infer<typeof createPrecommitmentInput>;

/** POST /api/precommitments/accept (the spec's accept-precommitment). */
export const acceptPrecommitmentInput = z.object({
  precommitment_id: z.uuid({ error: 'precommitment_id must be a rate future id' }),
});
export type AcceptPrecommitmentInput = z.infer<typeof acceptPrecommitmentInput>;

export const precommitmentView = z.object({
  id: z.uuid(),
  /** Short reference shown as R-<number>. */
  number: z.number().int(),
  broker: memberRef,
  lane_from: z.string(),
  lane_to: z.string(),
  lane_miles: z.number().int(),
  truck_type: futuresTruckType,
  forecast_rate: z.number(),
  miles_estimate: z.number().int(),
  commitment_amount: z.number(),
  status: z.enum(PRECOMMITMENT_STATUSES),
  expires_at: isoDateTime,
  created_at: isoDateTime,
  locked_by: memberRef.nullable(),
  locked_at: isoDateTime.nullable(),
  contract_id: z.uuid().nullable(),
  equipment_fits: z.boolean().nullable(),
});
export type PrecommitmentView = z.infer<typeof precommitmentView>;

export const precommitmentList = z.object({
  precommitments: z.array(precommitmentView),
  total: z.number().int(),
});
export type PrecommitmentList = z.infer<typeof precommitmentList>;

/** GET /api/trucker/futures: the freight futures and rate futures the trucker locked in, newest lock first, with their contracts. */
export const truckerFutures = z.object({
  futures: z.array(futureView),
  precommitments: z.array(precommitmentView),
});
export type TruckerFutures = z.infer<typeof truckerFutures>;

/** GET /api/forecast: the forecast for a lane, equipment and date range (dates optional: the next 30 days). */
export const forecastQuery = z
  .object({
    lane_from: laneText('Lane from'),
    lane_to: laneText('Lane to'),
    truck_type: futuresTruckType,
    start_date: calendarDate('Start date').optional(),
    end_date: calendarDate('End date').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'End date must be on or after the start date',
      });
  });
export type ForecastQuery = z.infer<typeof forecastQuery>;

export const forecastView = z.object({
  lane_from: z.string(),
  lane_to: z.string(),
  lane_miles: z.number().int(),
  truck_type: futuresTruckType,
  start_date: z.string(),
  end_date: z.string(),
  /** Dollars per mile, two decimals; null when there is no history at all (basis none). */
  forecast_rate: z.number().nullable(),
  ai_confidence_score: z.number(),
  market_demand: z.enum(MARKET_DEMAND_LEVELS),
  basis: z.enum(FORECAST_BASES),
  /** The lane's own history behind it (bookings, distinct brokers, over FORECAST_RULES.historyDays). */
  lane_bookings: z.number().int(),
  lane_brokers: z.number().int(),
  /** The back-tested mean absolute percentage error on this lane (null when too thin to test). */
  backtest_mape: z.number().nullable(),
  /** Near the origin over the last 14 days: loads posted and truckers within 100 miles. */
  demand_loads: z.number().int(),
  demand_truckers: z.number().int(),
});
export type ForecastView = z.infer<typeof forecastView>;

/** Live events on topic `futures` (every signed-in member): something about a future or rate future changed. */
export const FUTURES_EVENT_TYPES = {
  future: 'future.changed',
  precommitment: 'precommitment.changed',
} as const;
export const futuresEvent = z.object({
  id: z.uuid(),
  status: z.string(),
});
export type FuturesEvent = z.infer<typeof futuresEvent>;
