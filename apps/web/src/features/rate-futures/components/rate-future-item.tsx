import type { PrecommitmentView } from '@haulclub/shared';

import { BrokerNameLink } from '@/components/market/broker-name-link';
import { RATE_FUTURE_TEXT as text } from '@/content/rate-futures';

import { formatDollars, isExpired, memberName } from '../utils/format';
import { AcceptRateFutureButton } from './accept-rate-future-button';
import { RateFutureCountdown } from './rate-future-countdown';

/** One open rate future for a trucker: lane, truck type, rate, miles, commitment, broker, countdown, Accept. */
export function RateFutureItem({ future, now }: { future: PrecommitmentView; now: number }) {
  const expired = isExpired(future.expires_at, now);
  return (
    <li
      aria-label={`${text.ref(future.number)}: ${text.lane(future.lane_from, future.lane_to)}`}
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words">{text.lane(future.lane_from, future.lane_to)}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span>{text.ref(future.number)}</span>
            <span>{text.truckType(future.truck_type)}</span>
            <span>{text.milesEstimate(future.miles_estimate)}</span>
          </p>
        </div>
        <p className="flex shrink-0 flex-col items-end text-right">
          <span className="font-bold">{text.rate(future.forecast_rate)}</span>
          <span className="text-xs text-muted-foreground">
            {text.commitment} {formatDollars(future.commitment_amount)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="min-w-0">
            <span className="text-muted-foreground">{text.broker} </span>
            <BrokerNameLink id={future.broker.id} name={memberName(future.broker)} />
          </span>
          <span>
            {expired ? null : <span className="text-muted-foreground">{text.expiresIn} </span>}
            <RateFutureCountdown expiresAt={future.expires_at} now={now} />
          </span>
        </p>
        <AcceptRateFutureButton future={future} expired={expired} />
      </div>
    </li>
  );
}
