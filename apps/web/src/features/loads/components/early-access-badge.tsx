import { RocketIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { EARLY_ACCESS } from '@/content/speed-score';
import { cn } from '@/lib/cn';

/**
 * "Early access" on a premium load still inside its early-access window: the trucker sees it before
 * everyone else because of their speed score (the server sends such loads only to them).
 */
export function EarlyAccessBadge({ earlyAccess, className }: { earlyAccess: boolean; className?: string }) {
  if (!earlyAccess) return null;
  return (
    <Badge variant="success" className={cn(className)} title={EARLY_ACCESS.explain}>
      <RocketIcon aria-hidden="true" />
      {EARLY_ACCESS.badge}
      <span className="sr-only">. {EARLY_ACCESS.explain}</span>
    </Badge>
  );
}
