import type { CreateFreightFutureInput } from '@haulclub/shared';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';

import { useForecast } from '../api/get-forecast';
import { toForecastQuery, type FutureFormValues } from '../utils/future-form';

export const FORECAST_DEBOUNCE_MS = 400;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/**
 * While the broker types: the forecast (GET /api/forecast) for the lane, truck type and dates once all are
 * filled in, debounced; the last answer stays while the next one loads. `query` is null until then.
 */
export function useForecastPreview(control: Control<FutureFormValues, unknown, CreateFreightFutureInput>) {
  const [lane_from, lane_to, truck_type, start_date, end_date] = useWatch({
    control,
    name: ['lane_from', 'lane_to', 'truck_type', 'start_date', 'end_date'],
  });
  const typed = JSON.stringify(toForecastQuery({ lane_from, lane_to, truck_type, start_date, end_date }));
  const settled = useSettled(typed, FORECAST_DEBOUNCE_MS);
  const query = JSON.parse(typed === 'null' ? 'null' : settled) as ReturnType<typeof toForecastQuery>;
  const forecast = useForecast(query);
  return {
    query,
    forecast,
    /** The answer shown is for other values than those typed now. */
    stale: settled !== typed || forecast.isPlaceholderData || forecast.isFetching,
  };
}
