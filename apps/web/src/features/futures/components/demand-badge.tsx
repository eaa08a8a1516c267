import type { MarketDemand } from '@haulclub/shared';
import { ActivityIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { FUTURE_CARD } from '@/content/futures';

/** "Market demand: High" near the lane's origin. */
export function DemandBadge({ level }: { level: MarketDemand }) {
  return (
    <Badge variant="secondary" data-demand={level} title={FUTURE_CARD.demandTitle}>
      <ActivityIcon aria-hidden="true" />
      {FUTURE_CARD.demand(level)}
    </Badge>
  );
}
