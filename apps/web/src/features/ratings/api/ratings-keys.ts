/** Query keys of ratings. Everything starts with 'ratings', so one invalidation refreshes it all. */
export const ratingsKeys = {
  all: ['ratings'] as const,
  received: (page: number, pageSize: number) => ['ratings', 'received', page, pageSize] as const,
  booking: (bookingId: string) => ['ratings', 'booking', bookingId] as const,
};
