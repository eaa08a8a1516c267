import { bookingView } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';
import { removeLoadFromBoard } from './search-loads';

/** What the board needs of the booking (the whole `bookingView` belongs to the bookings screens). */
const bookedLoad = bookingView.pick({ id: true, rateCents: true });
export type BookedLoad = { id: string; rateCents: number };

/** `confirmOverlap`: book even though the load overlaps another active booking of the trucker. */
export type BookLoadVariables = { loadId: string; rateCents: number; confirmOverlap?: boolean };

/**
 * POST /api/loads/:id/book with the rate the trucker saw. 201 for the winner, 200 when this trucker
 * already has it; 409 when someone else was first or the rate changed, 410 when expired or cancelled;
 * 409 `booking_overlap` when it overlaps another of the trucker's bookings and was not confirmed.
 */
export function bookLoad({ loadId, rateCents, confirmOverlap }: BookLoadVariables): Promise<BookedLoad> {
  const body = confirmOverlap ? { rateCents, confirmOverlap } : { rateCents };
  return api.post(`/api/loads/${encodeURIComponent(loadId)}/book`, body, { schema: bookedLoad });
}

export const bookLoadMutationOptions = () =>
  mutationOptions<BookedLoad, Error, BookLoadVariables>({
    mutationKey: ['loads', 'book'],
    mutationFn: bookLoad,
  });

/** The 409 asking the trucker to confirm a load that overlaps another of their bookings (still bookable). */
export function isBookingOverlap(error: unknown): boolean {
  return isApiError(error) && error.code === 'booking_overlap';
}

/** True when the load can no longer be booked by anyone (gone from the board). */
export function isLoadGone(error: unknown): boolean {
  if (isBookingOverlap(error)) return false;
  return isApiError(error) && (error.status === 409 || error.status === 410 || error.status === 404);
}

export function useBookLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    ...bookLoadMutationOptions(),
    onSuccess: (_booking, { loadId }) => {
      removeLoadFromBoard(queryClient, loadId);
    },
    onError: (error, { loadId }) => {
      if (isLoadGone(error)) removeLoadFromBoard(queryClient, loadId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadsKeys.board() }),
  });
}
