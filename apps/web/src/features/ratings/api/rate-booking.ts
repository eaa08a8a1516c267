import { ratingView, type RatingInput, type RatingView } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { ratingsKeys } from './ratings-keys';

export interface RateBookingVariables {
  bookingId: string;
  input: RatingInput;
}

/** PUT /api/bookings/:id/rating: gives or changes the caller's rating of the other party. */
export function rateBooking({ bookingId, input }: RateBookingVariables): Promise<RatingView> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/rating`, {
    method: 'PUT',
    body: input,
    schema: ratingView,
  });
}

/** Saves a rating, then refreshes the bookings (their rating state) and the ratings screens. */
export function useRateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ratings', 'rate'],
    mutationFn: rateBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ratingsKeys.all }),
      ]),
  });
}
