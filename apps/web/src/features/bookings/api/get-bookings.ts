import { bookingList, type BookingList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';

/** Whose bookings: the trucker's own (/api/trucker/bookings) or those of the broker's loads. */
export type BookingSide = 'trucker' | 'broker';
/** active: booked, in transit or awaiting confirmation; history: confirmed or cancelled. */
export type BookingScope = 'active' | 'history';

export const BOOKINGS_PAGE_SIZE = 25;

/** GET /api/trucker/bookings or /api/broker/bookings: one page of bookings in `scope`. */
export function getBookings(
  side: BookingSide,
  scope: BookingScope,
  page: number,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api.get(`/api/${side}/bookings`, {
    query: { scope, page, pageSize: BOOKINGS_PAGE_SIZE },
    schema: bookingList,
    ...(signal ? { signal } : {}),
  });
}

export const getBookingsQueryOptions = (side: BookingSide, scope: BookingScope, page = 1) =>
  queryOptions({
    queryKey: bookingKeys.list(side, scope, page),
    queryFn: ({ signal }) => getBookings(side, scope, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(side: BookingSide, scope: BookingScope, page = 1) {
  return useQuery(getBookingsQueryOptions(side, scope, page));
}
