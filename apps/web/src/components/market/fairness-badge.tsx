import type { BrokerFairness } from '@haulclub/shared';
import { ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { FAIRNESS_TEXT } from '@/content/market';
import { cn } from '@/lib/cn';

type FairnessBadgeProps = {
  /** The broker's standing; nothing is shown without a badge (neither, or not enough data). */
  fairness: BrokerFairness | null | undefined;
  className?: string;
};

/**
 * "Fair payer" (green) or "Below market" (red) next to a broker's name; its title explains the rule and
 * gives the broker's figure. Nothing when the broker has no badge.
 */
export function FairnessBadge({ fairness, className }: FairnessBadgeProps) {
  const badge = fairness?.badge;
  if (!fairness || !badge) return null;
  const explain = FAIRNESS_TEXT.explain(badge, fairness.averageDiffPercent, fairness.comparedLoads);
  const Icon = badge === 'fair_payer' ? ThumbsUpIcon : ThumbsDownIcon;
  return (
    <Badge
      variant={badge === 'fair_payer' ? 'success' : 'destructive'}
      className={cn('cursor-help', className)}
      title={explain}
      data-badge={badge}
    >
      <Icon aria-hidden="true" />
      {FAIRNESS_TEXT.label(badge)}
      <span className="sr-only">. {explain}</span>
    </Badge>
  );
}
