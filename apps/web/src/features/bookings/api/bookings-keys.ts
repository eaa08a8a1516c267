import type { BookingScope, BookingSide } from './get-bookings';

/** Query keys of the bookings screens. Everything starts with 'bookings', so one invalidation refreshes it all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => ['bookings', 'list'] as const,
  list: (side: BookingSide, scope: BookingScope, page: number) =>
    ['bookings', 'list', side, scope, page] as const,
  /** Every page of a scope at once (under `lists()`, so booking changes refresh it like the pages). */
  every: (side: BookingSide, scope: BookingScope) => ['bookings', 'list', side, scope, 'all'] as const,
  podPhoto: (bookingId: string) => ['bookings', 'pod-photo', bookingId] as const,
};
