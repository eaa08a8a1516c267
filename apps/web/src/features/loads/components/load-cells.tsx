import { formatCents, type BrokerLoad, type LoadStatus } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { LOAD_TEXT } from '@/content/loads';

import { formatRatePerMile, laneLabel, loadRef } from '../utils/format';
import { ExpiryCountdown } from './expiry-countdown';
import { LoadLaneComparison } from './load-lane-comparison';
import { LoadStatusBadge } from './load-status-badge';

/** HC-1042 with the premium badge. */
export function LoadRefCell({ load }: { load: BrokerLoad }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-semibold whitespace-nowrap">{loadRef(load.number)}</span>
      {load.premium ? <Badge variant="accent">{LOAD_TEXT.premium}</Badge> : null}
    </span>
  );
}

/** The broker's company with its MC number under it (All Loads). */
export function BrokerCell({ load }: { load: BrokerLoad }) {
  return (
    <span className="flex min-w-28 flex-col">
      <span className="font-medium">{load.broker.companyName}</span>
      <span className="text-muted-foreground">{LOAD_TEXT.mc(load.broker.mcNumber)}</span>
    </span>
  );
}

/** Dallas, TX → Houston, TX with the miles and equipment under it. */
export function LaneCell({ load }: { load: BrokerLoad }) {
  return (
    <span className="flex min-w-40 flex-col">
      <span className="font-medium">{laneLabel(load)}</span>
      <span className="text-muted-foreground">
        {LOAD_TEXT.miles(load.miles)} · {load.equipment}
      </span>
    </span>
  );
}

/** $1,200 with $4.80/mi under it, and how that compares with the lane's 30-day average. */
export function RateCell({ load }: { load: BrokerLoad }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-col whitespace-nowrap">
        <span className="font-medium">{formatCents(load.rateCents)}</span>
        <span className="text-muted-foreground">{formatRatePerMile(load.ratePerMileCents)}</span>
      </span>
      <LoadLaneComparison load={load} compact className="w-30 [&_a]:text-xs [&_p]:text-xs" />
    </span>
  );
}

/** The status badge (as of now), and why a cancelled load was cancelled. */
export function StatusCell({ load, status }: { load: BrokerLoad; status: LoadStatus }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <LoadStatusBadge status={status} />
      {status === 'cancelled' && load.cancelReason ? (
        <span className="max-w-48 text-xs text-muted-foreground">{load.cancelReason}</span>
      ) : null}
    </span>
  );
}

/** The live countdown while active, else a dash. */
export function ExpiresCell({ load, status }: { load: BrokerLoad; status: LoadStatus }) {
  return status === 'active' ? <ExpiryCountdown expiresAt={load.expiresAt} /> : <>{LOAD_TEXT.none}</>;
}

/** Who booked the load: the trucker's name and company. */
export function BookedByCell({ load }: { load: BrokerLoad }) {
  const trucker = load.booking?.trucker;
  if (!trucker) return <>{LOAD_TEXT.none}</>;
  return (
    <span className="flex flex-col">
      <span className="font-medium whitespace-nowrap">{trucker.name}</span>
      {trucker.companyName ? <span className="text-muted-foreground">{trucker.companyName}</span> : null}
    </span>
  );
}
