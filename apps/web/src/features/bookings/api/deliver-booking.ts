import { bookingView, type BookingView, type DeliverLoadInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';
import { applyBookingUpdate } from './update-booking-cache';

export type DeliverBookingVariables = { bookingId: string } & DeliverLoadInput;

/** POST /api/bookings/:id/deliver: the proof-of-delivery note and the uploaded photo's id. */
export function deliverBooking({ bookingId, note, photoId }: DeliverBookingVariables): Promise<BookingView> {
  return api.post(
    `/api/bookings/${encodeURIComponent(bookingId)}/deliver`,
    { note, ...(photoId ? { photoId } : {}) },
    { schema: bookingView },
  );
}

export const deliverBookingMutationOptions = () =>
  mutationOptions<BookingView, Error, DeliverBookingVariables>({
    mutationKey: ['bookings', 'deliver'],
    mutationFn: deliverBooking,
  });

export function useDeliverBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deliverBookingMutationOptions(),
    onSuccess: (booking) => applyBookingUpdate(queryClient, booking),
    // A refused step (409: the booking moved on) shows where the booking stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
  });
}
