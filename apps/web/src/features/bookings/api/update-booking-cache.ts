import type { BookingList, BookingView } from '@haulclub/shared';
import type { QueryClient } from '@tanstack/react-query';

import { bookingKeys } from './bookings-keys';

/**
 * Puts the server's answer into every cached list holding that booking, so its card shows the new
 * stage at once, then refetches (the booking may move from Active to History).
 */
export async function applyBookingUpdate(queryClient: QueryClient, booking: BookingView): Promise<void> {
  queryClient.setQueriesData<BookingList>({ queryKey: bookingKeys.lists() }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === booking.id ? booking : item)) } : list,
  );
  await queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}
