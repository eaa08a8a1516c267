import { bookingView, type BookingView } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';
import { applyBookingUpdate } from './update-booking-cache';

/** POST /api/bookings/:id/confirm: the broker confirms a delivered load; 409 unless delivered. */
export function confirmDelivery(bookingId: string): Promise<BookingView> {
  return api.post(`/api/bookings/${encodeURIComponent(bookingId)}/confirm`, undefined, {
    schema: bookingView,
  });
}

export const confirmDeliveryMutationOptions = () =>
  mutationOptions<BookingView, Error, string>({
    mutationKey: ['bookings', 'confirm'],
    mutationFn: confirmDelivery,
  });

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmDeliveryMutationOptions(),
    onSuccess: (booking) => applyBookingUpdate(queryClient, booking),
    // A refused step (409: the booking moved on) shows where the booking stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
  });
}
