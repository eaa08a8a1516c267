import type { LoadMatch } from '@haulclub/shared';
import { SparklesIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { MATCH_TEXT } from '@/content/matching';
import { cn } from '@/lib/cn';

/** "92% match" for a load that passes the trucker's hard filters; nothing for one that does not. */
export function MatchBadge({ match, className }: { match: LoadMatch | null; className?: string }) {
  if (!match?.eligible) return null;
  return (
    <Badge
      variant="accent"
      className={cn('tabular-nums', className)}
      title={MATCH_TEXT.scoreLabel(match.score)}
    >
      <SparklesIcon aria-hidden="true" />
      {MATCH_TEXT.score(match.score)}
    </Badge>
  );
}
