import { Badge } from '@/components/ui/badge';
import { COMING_SOON_LABEL } from '@/content/features';
import { cn } from '@/lib/cn';

/** Marks a marketed feature that is promised but not built yet. */
export function ComingSoonBadge({ className }: { className?: string }) {
  return (
    <Badge variant="accent" className={cn('font-semibold', className)}>
      {COMING_SOON_LABEL}
    </Badge>
  );
}
