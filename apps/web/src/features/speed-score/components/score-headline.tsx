import type { SpeedScoreView } from '@haulclub/shared';
import { RocketIcon, TrophyIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { SPEED_SCORE as copy } from '@/content/speed-score';

/** The score out of 100 (or why there is none yet), its change, the rank and early access. */
export function ScoreHeadline({ score }: { score: SpeedScoreView }) {
  const rankDetail = score.role === 'trucker' ? copy.rankDetail : copy.brokerRankDetail;
  return (
    <div className="flex flex-col gap-4">
      {score.score === null ? (
        <div className="flex flex-col gap-1">
          <p className="text-2xl font-bold">{copy.notEnoughData}</p>
          <p className="text-sm text-muted-foreground">{copy.needMore(score.bookings)}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="flex items-baseline gap-2" aria-label={copy.scoreAria(score.score)}>
            <span className="text-5xl font-bold tracking-tight text-primary tabular-nums">{score.score}</span>
            <span className="text-lg text-muted-foreground">{copy.outOf}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {copy.basedOn(score.bookings)}
            {score.change === null ? null : ` ${copy.change(score.change)}.`}
          </p>
        </div>
      )}
      {score.rank || score.earlyAccess ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {score.rank ? (
            <p className="flex items-center gap-2">
              <TrophyIcon aria-hidden="true" className="size-5 text-amber-500" />
              <span className="font-semibold">{copy.rank(score.rank.topPercent)}</span>
              <span className="text-sm text-muted-foreground">
                {rankDetail(score.rank.position, score.rank.of)}
              </span>
            </p>
          ) : null}
          {score.earlyAccess ? (
            <Badge variant="accent" className="text-sm whitespace-normal">
              <RocketIcon aria-hidden="true" />
              {copy.earlyAccess}
            </Badge>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
