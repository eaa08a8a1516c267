import {
  FUTURES_LIMITS,
  type CreatePrecommitmentInput,
  type FieldError,
  type PrecommitmentView,
} from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { assertVerifiedBroker } from '../../loads/index';
import type { FuturesDeps } from '../deps';
import { announcePrecommitment } from '../events';
import { findPrecommitment, insertPrecommitment } from '../repository/precommitments';
import { toPrecommitmentView } from '../views';
import { laneOrErrors, toCents } from './lane-input';

const MINUTE_MS = 60_000;

function expiryErrors(expiresAt: Date, now: Date): FieldError[] {
  const earliest = now.getTime() + FUTURES_LIMITS.minPrecommitmentMinutes * MINUTE_MS;
  const latest = now.getTime() + FUTURES_LIMITS.maxPrecommitmentHours * 60 * MINUTE_MS;
  if (expiresAt.getTime() < earliest) {
    return [
      {
        field: 'expires_at',
        message: `Expires at must be at least ${FUTURES_LIMITS.minPrecommitmentMinutes} minutes from now`,
      },
    ];
  }
  if (expiresAt.getTime() > latest) {
    return [
      {
        field: 'expires_at',
        message: `Expires at must be within ${FUTURES_LIMITS.maxPrecommitmentHours / 24} days from now`,
      },
    ];
  }
  return [];
}

/**
 * POST /api/precommitments: a verified broker posts a rate future, a forward rate for a lane that
 * trucker may accept until `expires_at` (5 minutes to 14 days ahead). Bad input is one 400 naming
 * every field; `precommitment.changed` goes to the `futures` topic when it commits.
 */
export async function createPrecommitment(
  deps: FuturesDeps,
  brokerId: string,
  input: CreatePrecommitmentInput,
  now: Date = new Date(),
): Promise<PrecommitmentView> {
  await assertVerifiedBroker(deps.db, brokerId);
  const expiresAt = new Date(input.expires_at);
  const errors = expiryErrors(expiresAt, now);
  const lane = laneOrErrors(input.lane_from, input.lane_to, errors);
  if (errors.length > 0 || !lane) throw AppError.validation(errors);

  return deps.db.transaction(async (tx) => {
    const { id } = await insertPrecommitment(tx, {
      brokerId,
      lane,
      truckType: input.truck_type,
      forecastRateCents: toCents(input.forecast_rate),
      milesEstimate: input.miles_estimate,
      expiresAt,
    });
    await announcePrecommitment(deps, tx, { id, status: 'open' });
    const record = await findPrecommitment(tx, id);
    if (!record) throw new Error(`rate future ${id} vanished`);
    return toPrecommitmentView(record, { truckType: null, isTrucker: false, party: true });
  });
}
