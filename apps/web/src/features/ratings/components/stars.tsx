import { RATING_RULES } from '@haulclub/shared';
import { StarIcon } from 'lucide-react';

import { RATINGS_COMMON } from '@/content/ratings';
import { cn } from '@/lib/cn';

/** A rating as filled stars, read out as "4 out of 5 stars". */
export function Stars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={RATINGS_COMMON.starsOutOf(stars)}
      className={cn('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: RATING_RULES.maxStars }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
