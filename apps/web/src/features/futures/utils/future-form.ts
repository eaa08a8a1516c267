import {
  createFreightFutureInput,
  FUTURES_TRUCK_TYPES,
  type CreateFreightFutureInput,
  type ForecastQuery,
  forecastQuery,
  type FuturesTruckType,
} from '@haulclub/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

import { CREATE_FUTURE } from '@/content/futures';

/** The Create Future form as typed: every field a string until it is checked. */
export interface FutureFormValues {
  lane_from: string;
  lane_to: string;
  truck_type: FuturesTruckType | '';
  rate_per_mile: string;
  estimated_miles: string;
  start_date: string;
  end_date: string;
}

export const FUTURE_FORM_FIELDS = [
  'lane_from',
  'lane_to',
  'truck_type',
  'rate_per_mile',
  'estimated_miles',
  'start_date',
  'end_date',
] as const satisfies readonly (keyof FutureFormValues)[];

export const futureFormDefaults = (): FutureFormValues => ({
  lane_from: '',
  lane_to: '',
  truck_type: '',
  rate_per_mile: '',
  estimated_miles: '',
  start_date: '',
  end_date: '',
});

const isTruckType = (value: string): value is FuturesTruckType =>
  (FUTURES_TRUCK_TYPES as readonly string[]).includes(value);

/** The blank required fields (the spec: all seven are required). */
export function missingFields(values: FutureFormValues): (keyof FutureFormValues)[] {
  return FUTURE_FORM_FIELDS.filter((field) => values[field].trim() === '');
}

/** The request body from the typed values (numbers parsed; the schema judges them). */
export function toFutureInput(values: FutureFormValues) {
  return {
    lane_from: values.lane_from.trim(),
    lane_to: values.lane_to.trim(),
    truck_type: values.truck_type,
    rate_per_mile: Number(values.rate_per_mile),
    estimated_miles: Number(values.estimated_miles),
    start_date: values.start_date,
    end_date: values.end_date,
  };
}

/** The forecast's query once the lane, truck type and dates are filled in (and valid); null before. */
export function toForecastQuery(
  values: Pick<FutureFormValues, 'lane_from' | 'lane_to' | 'truck_type' | 'start_date' | 'end_date'>,
): ForecastQuery | null {
  if (!isTruckType(values.truck_type)) return null;
  const parsed = forecastQuery.safeParse({
    lane_from: values.lane_from.trim(),
    lane_to: values.lane_to.trim(),
    truck_type: values.truck_type,
    start_date: values.start_date,
    end_date: values.end_date,
  });
  return parsed.success && parsed.data.start_date && parsed.data.end_date ? parsed.data : null;
}

/**
 * Missing fields first ("Please fill in all required fields" on the form, "Required" under each), then the
 * shared `createFreightFutureInput` (the server's schema: two decimals, whole miles, end on or after start).
 */
export const futureFormResolver: Resolver<FutureFormValues, unknown, CreateFreightFutureInput> = (values) => {
  const missing = missingFields(values);
  if (missing.length > 0) {
    const errors: Record<string, { type: string; message: string }> = {
      root: { type: 'required', message: CREATE_FUTURE.required },
    };
    for (const field of missing) errors[field] = { type: 'required', message: CREATE_FUTURE.requiredField };
    return { values: {}, errors: errors as FieldErrors<FutureFormValues> };
  }
  const parsed = createFreightFutureInput.safeParse(toFutureInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<FutureFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FutureFormValues | undefined;
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
