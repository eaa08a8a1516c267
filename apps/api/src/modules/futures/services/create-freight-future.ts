import {
  FUTURES_LIMITS,
  type CreateFreightFutureInput,
  type FieldError,
  type FutureView,
} from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { forecastLane } from '../../forecast/index';
import { assertVerifiedBroker } from '../../loads/index';
import { addDays, daysBetween, futuresToday } from '../dates';
import type { FuturesDeps } from '../deps';
import { announceFuture } from '../events';
import { findFuture, insertFuture } from '../repository/futures';
import { toFutureView } from '../views';
import { laneOrErrors, toCents } from './lane-input';

/** The date rules the schema cannot know (today is a day in FUTURES_TIME_ZONE). */
function dateErrors(input: CreateFreightFutureInput, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (input.start_date < today) {
    errors.push({ field: 'start_date', message: `Start date cannot be in the past (today is ${today})` });
  } else if (daysBetween(today, input.start_date) > FUTURES_LIMITS.maxStartDaysAhead) {
    errors.push({
      field: 'start_date',
      message: `Start date must be within ${FUTURES_LIMITS.maxStartDaysAhead} days (by ${addDays(today, FUTURES_LIMITS.maxStartDaysAhead)})`,
    });
  }
  if (input.end_date < input.start_date) {
    errors.push({ field: 'end_date', message: 'End date must be on or after the start date' });
  } else if (daysBetween(input.start_date, input.end_date) > FUTURES_LIMITS.maxSpanDays) {
    errors.push({
      field: 'end_date',
      message: `A future may run at most ${FUTURES_LIMITS.maxSpanDays} days (end by ${addDays(input.start_date, FUTURES_LIMITS.maxSpanDays)})`,
    });
  }
  return errors;
}

/**
 * POST /api/futures (the spec's create-freight-future): a verified broker commits freight on a lane
 * for a date range at a rate per mile. Bad dates and lanes are one 400 naming every field; the
 * forecast for the lane (rate, confidence, basis) and the market demand near its origin are stored
 * with it; `future.changed` goes to the `futures` topic when it commits.
 */
export async function createFreightFuture(
  deps: FuturesDeps,
  brokerId: string,
  input: CreateFreightFutureInput,
  now: Date = new Date(),
): Promise<FutureView> {
  await assertVerifiedBroker(deps.db, brokerId);
  const errors = dateErrors(input, futuresToday(now));
  const lane = laneOrErrors(input.lane_from, input.lane_to, errors);
  if (errors.length > 0 || !lane) throw AppError.validation(errors);

  const forecast = await forecastLane(
    { db: deps.db, settings: deps.settings.current() },
    { lane, truckType: input.truck_type, startDate: input.start_date, endDate: input.end_date, now },
  );
  return deps.db.transaction(async (tx) => {
    const { id } = await insertFuture(tx, {
      brokerId,
      lane,
      truckType: input.truck_type,
      ratePerMileCents: toCents(input.rate_per_mile),
      estimatedMiles: input.estimated_miles,
      startDate: input.start_date,
      endDate: input.end_date,
      aiConfidenceScore: forecast.confidence,
      marketDemand: forecast.demand,
      forecastRateCents: forecast.rateCents,
      forecastBasis: forecast.basis,
    });
    await announceFuture(deps, tx, { id, status: 'open' });
    const record = await findFuture(tx, id);
    if (!record) throw new Error(`future ${id} vanished`);
    return toFutureView(record, { truckType: null, isTrucker: false, party: true });
  });
}
