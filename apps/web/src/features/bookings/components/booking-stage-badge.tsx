import type { BookingStage } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { BOOKINGS_COMMON } from '@/content/bookings';

const VARIANTS: Record<BookingStage, BadgeProps['variant']> = {
  booked: 'secondary',
  in_transit: 'accent',
  delivered: 'default',
  confirmed: 'success',
  cancelled: 'destructive',
};

/** Where a booking stands: Booked, In transit, Delivered — awaiting confirmation, … */
export function BookingStageBadge({ stage }: { stage: BookingStage }) {
  return (
    <Badge variant={VARIANTS[stage]} className="whitespace-normal">
      {BOOKINGS_COMMON.stages[stage]}
    </Badge>
  );
}
