import { ANALYTICS_RANGES } from '@haulclub/shared';

import { Button } from '@/components/ui/button';
import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import type { AnalyticsRange } from '../utils/range';

type Props = { value: AnalyticsRange; onChange: (days: AnalyticsRange) => void };

/** 7, 30, 90 or 365 days: one pressed button for the range on screen. */
export function AnalyticsRangeSelector({ value, onChange }: Props) {
  return (
    <div
      role="group"
      aria-label={ADMIN_ANALYTICS.rangeLabel}
      className="grid shrink-0 grid-cols-4 gap-2 sm:flex"
    >
      {ANALYTICS_RANGES.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={days === value ? 'default' : 'outline'}
          className="px-2 sm:px-3"
          aria-pressed={days === value}
          onClick={() => {
            onChange(days);
          }}
        >
          {ADMIN_ANALYTICS.range(days)}
        </Button>
      ))}
    </div>
  );
}
