import {
  createPrecommitmentInput,
  type CreatePrecommitmentInput,
  type FuturesTruckType,
} from '@haulclub/shared';
import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';

import { BROKER_RATE_FUTURES as copy, EXPIRES_IN_CHOICES } from '@/content/rate-futures';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

/** The form's own values: text as typed; "expires in" as hours, turned into expires_at on submit. */
export interface RateFutureFormValues {
  lane_from: string;
  lane_to: string;
  truck_type: FuturesTruckType | '';
  forecast_rate: string;
  miles_estimate: string;
  expires_in: string;
}

export const rateFutureFormDefaults = (): RateFutureFormValues => ({
  lane_from: '',
  lane_to: '',
  truck_type: '',
  forecast_rate: '',
  miles_estimate: '',
  expires_in: String(EXPIRES_IN_CHOICES[4].hours),
});

const LABELS: Record<keyof RateFutureFormValues, string> = {
  lane_from: copy.laneFrom,
  lane_to: copy.laneTo,
  truck_type: copy.truckType,
  forecast_rate: 'Forecast rate',
  miles_estimate: 'Miles estimate',
  expires_in: copy.expiresIn,
};

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The request body these values make at `now` (ms): expires_at = now + the hours chosen. */
export function toRateFutureInput(values: RateFutureFormValues, now: number) {
  const hours = Number(values.expires_in);
  return {
    lane_from: values.lane_from,
    lane_to: values.lane_to,
    truck_type: values.truck_type,
    forecast_rate: toNumber(values.forecast_rate),
    miles_estimate: toNumber(values.miles_estimate),
    expires_at: Number.isFinite(hours) ? new Date(now + hours * 3_600_000).toISOString() : '',
  };
}

/** rate × miles in cents, or null until both are numbers above zero. */
export function commitmentCents(rate: string, miles: string): number | null {
  const r = toNumber(rate);
  const m = toNumber(miles);
  if (!(r > 0) || !(m > 0)) return null;
  return Math.round(r * 100) * Math.round(m);
}

/** Which form field shows an error of the request's field `path`. */
const formField = (path: string): keyof RateFutureFormValues | null =>
  path === 'expires_at' ? 'expires_in' : path in LABELS ? (path as keyof RateFutureFormValues) : null;

/**
 * Validates with the shared `createPrecommitmentInput` (the server's own rules on lane text, rate,
 * miles and the date-time), after saying which fields are still blank.
 */
export const rateFutureResolver: Resolver<RateFutureFormValues, unknown, CreatePrecommitmentInput> = (
  values,
) => {
  const errors: FieldErrors<RateFutureFormValues> = {};
  for (const field of Object.keys(LABELS) as (keyof RateFutureFormValues)[]) {
    if (values[field].trim() === '')
      errors[field] = { type: 'required', message: copy.required(LABELS[field]) };
  }
  const parsed = createPrecommitmentInput.safeParse(toRateFutureInput(values, Date.now()));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formField(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};

const SERVER_FIELDS = ['lane_from', 'lane_to', 'truck_type', 'forecast_rate', 'miles_estimate'] as const;

/** Puts a 400's field errors under the fields (expires_at under "Expires in"); returns how many. */
export function applyRateFutureServerErrors(
  error: unknown,
  setError: UseFormSetError<RateFutureFormValues>,
): number {
  let applied = applyServerFieldErrors(error, setError, SERVER_FIELDS);
  if (isApiError(error) && error.status === 400) {
    const expires = error.fieldErrorMap()['expires_at'];
    if (expires) {
      setError('expires_in', { type: 'server', message: expires }, { shouldFocus: applied === 0 });
      applied += 1;
    }
  }
  return applied;
}
