import { confidenceColour, type ForecastView } from '@haulclub/shared';
import { SparklesIcon } from 'lucide-react';

import { FORECAST_TEXT, FUTURE_CARD } from '@/content/futures';
import { isApiError } from '@/lib/api-client';

import type { useForecastPreview } from '../hooks/use-forecast-preview';
import { errorMessage } from '../utils/errors';
import { formatRatePerMile, monthsOf } from '../utils/format';
import { ConfidenceBadge } from './confidence-badge';
import { DemandBadge } from './demand-badge';

type Preview = ReturnType<typeof useForecastPreview>;

/** Why a forecast rests on what it does: the lane's own history, the wider market, or the national figure. */
function basisText(forecast: ForecastView): string {
  switch (forecast.basis) {
    case 'lane':
      return FORECAST_TEXT.basis.lane(forecast.lane_bookings, forecast.lane_brokers);
    case 'market':
      return FORECAST_TEXT.basis.market(forecast.lane_bookings);
    case 'national':
      return FORECAST_TEXT.basis.national(FUTURE_CARD.truckType(forecast.truck_type));
    case 'none':
      return FORECAST_TEXT.basis.none;
  }
}

function ForecastFigures({ forecast }: { forecast: ForecastView }) {
  if (forecast.basis === 'none' || forecast.forecast_rate === null)
    return (
      <>
        <p className="font-medium">{FORECAST_TEXT.none}</p>
        <p className="text-muted-foreground">{FORECAST_TEXT.basis.none}</p>
      </>
    );
  return (
    <>
      <p className="font-medium" data-confidence={confidenceColour(forecast.ai_confidence_score)}>
        {FORECAST_TEXT.rate(
          formatRatePerMile(forecast.forecast_rate),
          monthsOf(forecast.start_date, forecast.end_date),
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <ConfidenceBadge score={forecast.ai_confidence_score} />
        <DemandBadge level={forecast.market_demand} />
      </div>
      <p className="text-muted-foreground">
        {basisText(forecast)}
        {forecast.backtest_mape !== null
          ? ` ${FORECAST_TEXT.backtest(Math.round(forecast.backtest_mape * 100))}`
          : ''}
      </p>
    </>
  );
}

/** The forecast beside the Create Future form, for the lane, truck type and dates typed so far. */
export function ForecastPreview({ preview }: { preview: Preview }) {
  const { query, forecast, stale } = preview;
  const body = (() => {
    if (query === null) return <p className="text-muted-foreground">{FORECAST_TEXT.waiting}</p>;
    if (forecast.data) return <ForecastFigures forecast={forecast.data} />;
    if (forecast.isError) {
      const fields = isApiError(forecast.error) ? Object.values(forecast.error.fieldErrorMap()) : [];
      return (
        <p className="text-muted-foreground">
          {FORECAST_TEXT.failed(fields[0] ?? errorMessage(forecast.error))}
        </p>
      );
    }
    return <p className="text-muted-foreground">{FORECAST_TEXT.loading}</p>;
  })();
  return (
    <section
      aria-label={FORECAST_TEXT.label}
      aria-live="polite"
      aria-busy={query !== null && stale}
      className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <SparklesIcon aria-hidden="true" className="size-3.5" />
        {FORECAST_TEXT.label}
      </p>
      {body}
    </section>
  );
}
