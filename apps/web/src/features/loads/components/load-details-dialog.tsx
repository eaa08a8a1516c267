import type { TruckerLoad } from '@haulclub/shared';

import { MatchBadge } from '@/components/matching/match-badge';
import { MatchReasons } from '@/components/matching/match-reasons';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LOAD_BOARD, LOAD_FACTS, LOAD_TEXT } from '@/content/loads';

import { laneLabel, loadRef } from '../utils/format';
import { EarlyAccessBadge } from './early-access-badge';
import { ExpiryCountdown } from './expiry-countdown';
import { LoadActions } from './load-actions';
import { LoadFacts } from './load-facts';
import { LoadLaneComparison } from './load-lane-comparison';

type LoadDetailsDialogProps = { load: TruckerLoad; open: boolean; onOpenChange: (open: boolean) => void };

/** Every fact of a load, its notes, every match reason, and the same Book and Message broker buttons as the card. */
export function LoadDetailsDialog({ load, open, onOpenChange }: LoadDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{LOAD_BOARD.detailsTitle(loadRef(load.number), laneLabel(load))}</DialogTitle>
          <DialogDescription>
            {LOAD_BOARD.detailsDescription(load.broker.companyName, LOAD_TEXT.mc(load.broker.mcNumber))}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {LOAD_FACTS.expiresIn} <ExpiryCountdown expiresAt={load.expiresAt} />
          {load.premium ? (
            <span className="ml-2 font-semibold text-accent-foreground">{LOAD_TEXT.premium}</span>
          ) : null}
          <EarlyAccessBadge earlyAccess={load.earlyAccess} className="ml-2" />
        </p>
        <LoadLaneComparison load={load} />
        {load.match ? (
          <div className="flex flex-col gap-2">
            <MatchBadge match={load.match} />
            <MatchReasons match={load.match} />
          </div>
        ) : null}
        <LoadFacts load={load} detailed />
        <DialogFooter>
          <LoadActions load={load} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
