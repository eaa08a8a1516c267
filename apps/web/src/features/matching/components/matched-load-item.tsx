import { formatCents, type TruckerLoad } from '@haulclub/shared';

import { LaneRateLine } from '@/components/market/lane-rate-line';
import { MatchBadge } from '@/components/matching/match-badge';
import { MatchReasons } from '@/components/matching/match-reasons';
import { LOAD_TEXT } from '@/content/loads';
import { MATCHED_LOADS as copy } from '@/content/matching';

import { laneLabel, ratePerMile } from '../utils/format';
import type { LoadSlots } from './load-slots';

/**
 * One matched load: "92% match", lane, equipment, rate and $/mi against the lane average, deadhead,
 * reasons, countdown, Book.
 */
export function MatchedLoadItem({ load, renderActions, renderExpiry }: { load: TruckerLoad } & LoadSlots) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <MatchBadge match={load.match} />
            <span className="font-semibold">{laneLabel(load)}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span>{LOAD_TEXT.ref(load.number)}</span>
            <span>
              {LOAD_TEXT.miles(load.miles)} · {load.equipment}
            </span>
            {load.premium ? (
              <span className="font-semibold text-accent-foreground">{LOAD_TEXT.premium}</span>
            ) : null}
          </p>
        </div>
        <p className="flex shrink-0 flex-col items-end text-right">
          <span className="font-bold">{formatCents(load.rateCents)}</span>
          <span className="text-xs text-muted-foreground">{ratePerMile(load.ratePerMileCents)}</span>
        </p>
      </div>
      <LaneRateLine
        laneRate={load.laneRate}
        ratePerMileCents={load.ratePerMileCents}
        compact
        className="text-xs"
      />
      <MatchReasons match={load.match} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {load.deadheadMiles === null || load.match?.reasons.some((r) => r.factor === 'deadhead') ? null : (
            <span className="text-muted-foreground">{copy.deadhead(load.deadheadMiles)}</span>
          )}
          <span>
            <span className="text-muted-foreground">{copy.expiresIn} </span>
            {renderExpiry(load)}
          </span>
        </p>
        {renderActions(load)}
      </div>
    </li>
  );
}
