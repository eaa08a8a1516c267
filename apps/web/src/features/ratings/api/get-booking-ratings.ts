import { bookingRatings, type BookingRatings } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ratingsKeys } from './ratings-keys';

/** GET /api/bookings/:id/ratings: both sides' ratings of one booking and whether the caller may rate. */
export function getBookingRatings(bookingId: string, signal?: AbortSignal): Promise<BookingRatings> {
  return api.get(`/api/bookings/${encodeURIComponent(bookingId)}/ratings`, {
    schema: bookingRatings,
    ...(signal ? { signal } : {}),
  });
}

export const getBookingRatingsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ratingsKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingRatings(bookingId, signal),
  });

export function useBookingRatings(bookingId: string, enabled = true) {
  return useQuery({ ...getBookingRatingsQueryOptions(bookingId), enabled });
}
