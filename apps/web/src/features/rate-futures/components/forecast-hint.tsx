import type { FuturesTruckType } from '@haulclub/shared';

import { BROKER_RATE_FUTURES as copy, RATE_FUTURE_TEXT } from '@/content/rate-futures';

import { useForecast } from '../api/get-forecast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const FORECAST_DEBOUNCE_MS = 500;
const MIN_PLACE_LENGTH = 3;

/**
 * The lane's forecast (GET /api/forecast) under the rate while the broker types, once both ends and
 * the truck type are set. Nothing shows for a lane the server can't place (its 400 is the form's
 * business on submit) or while it is being asked.
 */
export function ForecastHint({
  laneFrom,
  laneTo,
  truckType,
}: {
  laneFrom: string;
  laneTo: string;
  truckType: FuturesTruckType | '';
}) {
  const lane = useDebouncedValue(
    laneFrom.trim().length >= MIN_PLACE_LENGTH && laneTo.trim().length >= MIN_PLACE_LENGTH && truckType
      ? `${laneFrom.trim()}|${laneTo.trim()}|${truckType}`
      : null,
    FORECAST_DEBOUNCE_MS,
  );
  const [from = '', to = '', type = ''] = lane?.split('|') ?? [];
  const forecast = useForecast(
    lane ? { laneFrom: from, laneTo: to, truckType: type as FuturesTruckType } : null,
  );
  const data = forecast.data;
  if (!lane || !data) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {data.forecast_rate === null
        ? copy.forecastNone
        : copy.forecastHint(
            RATE_FUTURE_TEXT.rate(data.forecast_rate),
            data.start_date,
            data.end_date,
            data.ai_confidence_score,
          )}
    </p>
  );
}
