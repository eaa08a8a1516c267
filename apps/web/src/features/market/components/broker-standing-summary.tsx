import { FAIRNESS, type BrokerFairnessDetail } from '@haulclub/shared';

import { FairnessBadge } from '@/components/market/fairness-badge';
import { NotEnoughData } from '@/components/market/not-enough-data';
import { Badge } from '@/components/ui/badge';
import { BROKER_STANDING } from '@/content/market';

/** The broker's badge (or "No badge") and the average difference behind it, or why there is none yet. */
export function BrokerStandingSummary({ detail }: { detail: BrokerFairnessDetail }) {
  const { fairness } = detail;
  const diff = fairness.averageDiffPercent;
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm">
      <div>
        {fairness.badge ? (
          <FairnessBadge fairness={fairness} className="text-sm" />
        ) : (
          <Badge variant="secondary">{BROKER_STANDING.badgeNone}</Badge>
        )}
      </div>
      {fairness.enoughData && diff !== null ? (
        <p className={diff < 0 ? 'text-red-700' : diff > 0 ? 'text-green-700' : undefined}>
          {BROKER_STANDING.average(diff, fairness.comparedLoads)}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <NotEnoughData />
          <p className="text-muted-foreground">
            {BROKER_STANDING.notEnough(fairness.comparedLoads, FAIRNESS.minComparedLoads)}
          </p>
        </div>
      )}
    </div>
  );
}

/** The thresholds, with the below-market share the API applies now (an admin setting). */
export function BadgeRules({ belowMarketPercent }: { belowMarketPercent: number }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
      {BROKER_STANDING.rules(belowMarketPercent).map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
