import { formatCents, type TruckerLoad } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { LOAD_TEXT, NEARBY_LOADS } from '@/content/loads';

import { formatRatePerMile, laneLabel, loadRef } from '../utils/format';
import { BookLoadButton } from './book-load-button';
import { ExpiryCountdown } from './expiry-countdown';

/** One load near the trucker: lane, rate and $/mi, deadhead, countdown and Book. */
export function NearbyLoadItem({ load }: { load: TruckerLoad }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold">{laneLabel(load)}</p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>{loadRef(load.number)}</span>
            <span>
              {LOAD_TEXT.miles(load.miles)} · {load.equipment}
            </span>
            {load.premium ? <Badge variant="accent">{LOAD_TEXT.premium}</Badge> : null}
          </p>
        </div>
        <p className="flex shrink-0 flex-col items-end text-right">
          <span className="font-bold">{formatCents(load.rateCents)}</span>
          <span className="text-xs text-muted-foreground">{formatRatePerMile(load.ratePerMileCents)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {load.deadheadMiles === null ? null : (
            <span className="text-muted-foreground">{NEARBY_LOADS.deadhead(load.deadheadMiles)}</span>
          )}
          <span>
            <span className="text-muted-foreground">{NEARBY_LOADS.expiresIn} </span>
            <ExpiryCountdown expiresAt={load.expiresAt} />
          </span>
        </p>
        <BookLoadButton
          loadId={load.id}
          rateCents={load.rateCents}
          loadNumber={load.number}
          size="sm"
          className="w-full sm:w-auto"
        />
      </div>
    </li>
  );
}
