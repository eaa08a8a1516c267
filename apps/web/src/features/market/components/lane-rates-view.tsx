import { AlertTriangleIcon, RouteIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';

import { Alert, AlertTitle } from '@/components/ui/alert';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LANE_RATES } from '@/content/market';
import { isApiError } from '@/lib/api-client';

import { useLaneRates } from '../api/get-lane-rates';
import { laneSearchErrors, readLaneSearch, toLaneRatesQuery } from '../utils/lane-search';
import { LaneRatesResults } from './lane-rates-results';
import { LaneRatesSearch } from './lane-rates-search';

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {LANE_RATES.loading}
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** Lane Rates: the search lives in the URL (?origin=&destination=&equipment=), so a lane can be linked. */
export function LaneRatesView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readLaneSearch(params);
  const query = toLaneRatesQuery(search);
  const rates = useLaneRates(query);
  const errors = laneSearchErrors(rates.error);
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <LaneRatesSearch
        key={params.toString()}
        value={search}
        errors={errors}
        onSearch={(next) => {
          void navigate(paths.laneRates.getHref(next));
        }}
      />
      {query === null ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-5 text-sm">
          <RouteIcon aria-hidden="true" className="size-5 text-primary" />
          <p className="font-medium">{LANE_RATES.prompt}</p>
          <p className="text-muted-foreground">{LANE_RATES.promptHint}</p>
        </div>
      ) : rates.isPending ? (
        <Loading />
      ) : rates.data === undefined ? (
        hasFieldErrors ? (
          <Alert variant="destructive">
            <AlertTriangleIcon aria-hidden="true" />
            <AlertTitle>{LANE_RATES.fieldError}</AlertTitle>
          </Alert>
        ) : (
          <QueryProblem
            title={LANE_RATES.loadError}
            detail={isApiError(rates.error) ? rates.error.detail : LANE_RATES.loadError}
            retryLabel={LANE_RATES.retry}
            onRetry={() => void rates.refetch()}
          />
        )
      ) : (
        <LaneRatesResults
          result={rates.data}
          oneEquipment={query.equipment !== undefined}
          stale={rates.isPlaceholderData}
        />
      )}
    </div>
  );
}
