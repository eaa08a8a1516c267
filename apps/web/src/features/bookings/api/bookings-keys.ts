import type { BookingStage } from '@haulclub/shared';

import type { BookingScope, BookingSide } from './get-bookings';

/** Query keys of the bookings screens. Everything starts with 'bookings', so one invalidation refreshes it all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => ['bookings', 'list'] as const,
  list: (side: BookingSide, scope: BookingScope, page: number) =>
    ['bookings', 'list', side, scope, page] as const,
  /**
   * The first `pageSize` bookings at one stage of a scope (a page of 1 is a count). Under `lists()`,
   * so booking changes refresh it like the pages.
   */
  stage: (side: BookingSide, scope: BookingScope, stage: BookingStage, pageSize: number) =>
    ['bookings', 'list', side, scope, 'stage', stage, pageSize] as const,
  podPhoto: (bookingId: string) => ['bookings', 'pod-photo', bookingId] as const,
};
