import { RATING_RULES } from '@haulclub/shared';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { RATE_DIALOG as copy } from '@/content/ratings';
import { cn } from '@/lib/cn';

const STARS = Array.from(
  { length: RATING_RULES.maxStars - RATING_RULES.minStars + 1 },
  (_, index) => RATING_RULES.minStars + index,
);

type StarRatingFieldProps = {
  name: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string | undefined;
};

/**
 * 1–5 stars as a native radio group in a fieldset (arrow keys move between stars, each radio is
 * named "3 stars"); the stars up to the chosen one are filled.
 */
export function StarRatingField({ name, value, onChange, error }: StarRatingFieldProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{copy.starsLegend}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => {
          const filled = value !== undefined && stars <= value;
          return (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  onChange(stars);
                }}
                className="sr-only"
                aria-label={copy.starOption(stars)}
              />
              <StarIcon
                aria-hidden="true"
                className={cn('size-8', filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
              />
            </label>
          );
        })}
      </div>
      <FormMessage id={errorId}>{error}</FormMessage>
    </fieldset>
  );
}
