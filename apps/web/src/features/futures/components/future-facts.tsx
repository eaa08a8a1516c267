import type { FutureView } from '@haulclub/shared';

import { FUTURE_CARD } from '@/content/futures';

import { brokerName, formatDateRange, formatDollars, formatRatePerMile } from '../utils/format';

/** Truck type, rate, miles, total, dates and broker of a future, as a description list. */
export function FutureFacts({ future, showBroker = true }: { future: FutureView; showBroker?: boolean }) {
  const { facts } = FUTURE_CARD;
  const rows: [string, string][] = [
    [facts.truckType, FUTURE_CARD.truckType(future.truck_type)],
    [facts.rate, formatRatePerMile(future.rate_per_mile)],
    [facts.miles, FUTURE_CARD.miles(future.estimated_miles)],
    [facts.total, formatDollars(future.total_commitment)],
    [facts.dates, formatDateRange(future.start_date, future.end_date)],
  ];
  if (showBroker) rows.push([facts.broker, brokerName(future)]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
