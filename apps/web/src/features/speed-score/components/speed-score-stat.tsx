import { StatCard } from '@/components/ui/stat-card';
import { SPEED_SCORE, SPEED_SCORE_STAT as copy } from '@/content/speed-score';

import { useSpeedScore, type ScoreRole } from '../api/get-speed-score';
import { errorDetail } from '../utils/format';

/** "Speed score" in a StatGrid: the score out of 100 (with its change), or "Not enough data yet". */
export function SpeedScoreStat({ role, href }: { role: ScoreRole; href?: string }) {
  const { data, error } = useSpeedScore(role);
  return (
    <StatCard
      label={copy.label}
      value={data ? (data.score ?? copy.notEnough) : undefined}
      detail={
        data
          ? data.score === null
            ? SPEED_SCORE.needMore(data.bookings)
            : [copy.detailOutOf, data.change === null ? null : SPEED_SCORE.change(data.change)]
                .filter(Boolean)
                .join(' · ')
          : undefined
      }
      href={href}
      problem={!data && error ? errorDetail(error) : undefined}
    />
  );
}

/** "Rank" in a StatGrid: "top 8%" among active truckers, with early access when the trucker has it. */
export function SpeedRankStat({ href }: { href?: string }) {
  const { data, error } = useSpeedScore('trucker');
  return (
    <StatCard
      label={copy.rankLabel}
      value={data ? (data.rank ? SPEED_SCORE.rank(data.rank.topPercent) : SPEED_SCORE.noRank) : undefined}
      detail={
        data?.rank
          ? [
              SPEED_SCORE.rankDetail(data.rank.position, data.rank.of),
              data.earlyAccess ? SPEED_SCORE.earlyAccess : null,
            ]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
      href={href}
      problem={!data && error ? errorDetail(error) : undefined}
    />
  );
}
