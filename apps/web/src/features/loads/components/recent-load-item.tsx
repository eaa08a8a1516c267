import { formatCents, type BrokerLoad } from '@haulclub/shared';

import { LOAD_TEXT, RECENT_LOADS } from '@/content/loads';

import { useEffectiveStatus } from '../hooks/use-effective-status';
import { laneLabel, loadRef } from '../utils/format';
import { ExpiryCountdown } from './expiry-countdown';
import { LoadStatusBadge } from './load-status-badge';

/** One of the broker's latest loads: reference, lane, rate, status as of now and the countdown while active. */
export function RecentLoadItem({ load }: { load: BrokerLoad }) {
  const status = useEffectiveStatus(load);
  const trucker = load.booking?.trucker;
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold">
          <span className="text-primary">{loadRef(load.number)}</span> {laneLabel(load)}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatCents(load.rateCents)} · {LOAD_TEXT.miles(load.miles)} · {load.equipment}
          {trucker ? ` · ${RECENT_LOADS.bookedBy(trucker.name)}` : null}
        </p>
      </div>
      <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
        <LoadStatusBadge status={status} />
        {status === 'active' ? (
          <span>
            <span className="text-muted-foreground">{RECENT_LOADS.expiresIn} </span>
            <ExpiryCountdown expiresAt={load.expiresAt} />
          </span>
        ) : null}
      </p>
    </li>
  );
}
