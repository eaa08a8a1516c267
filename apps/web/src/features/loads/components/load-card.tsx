import { formatCents, type TruckerLoad } from '@haulclub/shared';
import { InfoIcon } from 'lucide-react';
import { useState } from 'react';

import { MatchBadge } from '@/components/matching/match-badge';
import { MatchReasons } from '@/components/matching/match-reasons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LOAD_BOARD, LOAD_FACTS, LOAD_TEXT } from '@/content/loads';
import { cn } from '@/lib/cn';

import { formatRatePerMile, laneLabel, loadRef } from '../utils/format';
import { EarlyAccessBadge } from './early-access-badge';
import { ExpiryCountdown } from './expiry-countdown';
import { LoadActions } from './load-actions';
import { LoadDetailsDialog } from './load-details-dialog';
import { LoadFacts } from './load-facts';
import { LoadLaneComparison } from './load-lane-comparison';

/** One load on the board: lane, rate, match score and reasons, facts, countdown, and Details / Message broker / Book. */
export function LoadCard({ load }: { load: TruckerLoad }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const titleId = `load-${load.id}-title`;
  const ref = loadRef(load.number);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5',
        load.premium && 'border-orange-300',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="text-base font-semibold sm:text-lg">
            {laneLabel(load)}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <MatchBadge match={load.match} />
            <span>{ref}</span>
            {load.premium ? <Badge variant="accent">{LOAD_TEXT.premium}</Badge> : null}
            <EarlyAccessBadge earlyAccess={load.earlyAccess} />
          </p>
        </div>
        <div className="flex flex-col items-end text-right">
          <span className="text-lg font-bold">{formatCents(load.rateCents)}</span>
          <span className="text-sm text-muted-foreground">{formatRatePerMile(load.ratePerMileCents)}</span>
        </div>
      </header>
      <LoadLaneComparison load={load} />
      <MatchReasons match={load.match} limit={3} />
      <LoadFacts load={load} />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p className="text-sm">
          <span className="text-muted-foreground">{LOAD_FACTS.expiresIn} </span>
          <ExpiryCountdown expiresAt={load.expiresAt} />
        </p>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button
            variant="ghost"
            size="sm"
            className="flex-1 sm:flex-none"
            aria-haspopup="dialog"
            aria-label={LOAD_BOARD.detailsLabel(ref)}
            onClick={() => {
              setDetailsOpen(true);
            }}
          >
            <InfoIcon aria-hidden="true" />
            {LOAD_BOARD.details}
          </Button>
          <LoadActions load={load} size="sm" />
        </div>
      </footer>
      <LoadDetailsDialog load={load} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </article>
  );
}
