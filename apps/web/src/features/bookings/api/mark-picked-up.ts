import { bookingView, type BookingView } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';
import { applyBookingUpdate } from './update-booking-cache';

/** POST /api/bookings/:id/pickup: the load is in transit; a repeat answers the same booking. */
export function markPickedUp(bookingId: string): Promise<BookingView> {
  return api.post(`/api/bookings/${encodeURIComponent(bookingId)}/pickup`, undefined, {
    schema: bookingView,
  });
}

export const markPickedUpMutationOptions = () =>
  mutationOptions<BookingView, Error, string>({
    mutationKey: ['bookings', 'pickup'],
    mutationFn: markPickedUp,
  });

export function useMarkPickedUp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markPickedUpMutationOptions(),
    onSuccess: (booking) => applyBookingUpdate(queryClient, booking),
    // A refused step (409: the booking moved on) shows where the booking stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
  });
}
