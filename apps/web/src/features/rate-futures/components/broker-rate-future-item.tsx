import type { PrecommitmentStatus, PrecommitmentView } from '@haulclub/shared';
import { Link } from 'react-router';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { BROKER_RATE_FUTURES as copy, RATE_FUTURE_TEXT as text } from '@/content/rate-futures';

import { formatDollars, isExpired, memberName } from '../utils/format';
import { RateFutureCountdown } from './rate-future-countdown';
import { WithdrawRateFutureButton } from './withdraw-rate-future-button';

const STATUS_VARIANT: Record<PrecommitmentStatus, BadgeProps['variant']> = {
  open: 'success',
  locked: 'default',
  withdrawn: 'secondary',
  expired: 'outline',
};

/** One of the broker's rate futures: status, lane, rate, amount, countdown or who locked it, Withdraw. */
export function BrokerRateFutureItem({ future, now }: { future: PrecommitmentView; now: number }) {
  const ref = text.ref(future.number);
  // An open one past its expires_at is expired already (the sweeper only catches up on the status).
  const status: PrecommitmentStatus =
    future.status === 'open' && isExpired(future.expires_at, now) ? 'expired' : future.status;
  return (
    <li
      aria-label={`${ref}: ${text.lane(future.lane_from, future.lane_to)}`}
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_VARIANT[status]}>{text.status[status]}</Badge>
            <span className="font-semibold break-words">{text.lane(future.lane_from, future.lane_to)}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span>{ref}</span>
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
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {status === 'open' ? (
          <>
            <span>
              <span className="text-muted-foreground">{text.expiresIn} </span>
              <RateFutureCountdown expiresAt={future.expires_at} now={now} />
            </span>
            <WithdrawRateFutureButton id={future.id} refText={ref} />
          </>
        ) : future.locked_by ? (
          <span className="flex flex-wrap gap-x-3">
            <span>{copy.lockedBy(memberName(future.locked_by))}</span>
            {future.contract_id ? (
              <Link
                to={paths.contract.getHref(future.contract_id)}
                aria-label={`${copy.viewContract} for ${ref}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {copy.viewContract}
              </Link>
            ) : null}
          </span>
        ) : null}
      </div>
    </li>
  );
}
